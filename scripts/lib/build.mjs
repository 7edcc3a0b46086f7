// Production build of the app against the local stack (mode "emulators").
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { APP_PORT_ENV, ROOT } from './local-config.mjs';
import { say } from './preflight.mjs';

/**
 * Builds the app for the local stack into `outDir`. `release` names a later deployment of the
 * same app: every script gets another file name, as a deploy of changed code would give it (the
 * e2e layer swaps it in under a page opened on the first build).
 */
export async function buildApp({ outDir, release } = {}) {
  say(`Building the app (vite build --mode emulators${release ? `, release "${release}"` : ''})…`);
  // The app talks to the emulators on the ports MUSEO_PORT_OFFSET moved them to.
  Object.assign(process.env, APP_PORT_ENV);
  const output = release && {
    entryFileNames: `assets/[name]-[hash]-${release}.js`,
    chunkFileNames: `assets/[name]-[hash]-${release}.js`,
  };
  await build({
    root: ROOT,
    mode: 'emulators',
    logLevel: 'warn',
    ...(outDir && {
      build: { outDir, emptyOutDir: true, ...(output && { rolldownOptions: { output } }) },
    }),
  });
}

const MODE = 'emulators';
/** What a build is made of, besides the VITE_* variables of the environment. */
const INPUT_DIRS = ['src', 'public', 'scripts/vite'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.local',
  `.env.${MODE}`,
  `.env.${MODE}.local`,
];
// Never part of the bundle: editing a test does not make a new app.
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;

function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && !NOT_BUILT.test(entry.name)) yield path;
  }
}

/**
 * A hash of everything the emulators-mode build is made from: the sources, the public files,
 * the configuration and lock files, and the VITE_* / MUSEO_PORT_OFFSET variables. Equal
 * fingerprints make equal apps.
 */
export function buildFingerprint({ root = ROOT, env = process.env } = {}) {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_DIRS.flatMap((dir) => [...filesUnder(join(root, dir))]),
    ...INPUT_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const variables = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'MUSEO_PORT_OFFSET')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(variables));
  return hash.digest('hex');
}

/**
 * Builds into `outDir` unless the build already there was made from the same inputs (its
 * fingerprint is kept beside it). Resolves to true when it built.
 */
export async function buildAppIfChanged({ outDir }) {
  const stamp = `${outDir}.fingerprint`;
  const fingerprint = buildFingerprint();
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (previous === fingerprint && existsSync(join(outDir, 'index.html'))) {
    say('The app has not changed since the last start: serving that build.');
    return false;
  }
  await buildApp({ outDir });
  writeFileSync(stamp, fingerprint);
  return true;
}
