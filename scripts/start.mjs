#!/usr/bin/env node
// `npm start`: the whole local stack in one command: the Auth, Firestore and Storage emulators,
// the demo content, and the app's production build served as Firebase Hosting serves it
// (service worker, offline tours, production's headers and CSP). Ctrl-C stops all of it.
// `npm run dev` (this script with --dev): the same stack with the Vite dev server (hot reload).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureDependencies, ensureJava, ensurePortsFree, runMain, say } from './lib/preflight.mjs';
import {
  APP_PORT_ENV,
  DEV_PORT,
  PORT_OFFSET,
  PREVIEW_PORT,
  PROJECT_ID,
  ROOT,
  STACK_PORTS,
  emulatorUrls,
} from './lib/local-config.mjs';

const dev = process.argv.includes('--dev');
// A build of its own (not dist/, which `npm run build` fills for a real project), per offset.
const APP_DIR = join(ROOT, '.cache', `app-${String(PORT_OFFSET)}`);
const BUILD_STATUS = `${APP_DIR}.status.json`;

/**
 * Builds the app in a child process while the emulators start (each has a core to itself on a
 * small machine), and writes whether it worked to BUILD_STATUS, which serve-local.mjs waits for.
 */
function buildInBackground() {
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  rmSync(BUILD_STATUS, { force: true });
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build-local.mjs'), APP_DIR], {
    cwd: ROOT,
    env: { ...process.env, ...APP_PORT_ENV },
    stdio: 'inherit',
  });
  child.on('exit', (code) => writeFileSync(BUILD_STATUS, JSON.stringify({ ok: code === 0 })));
  return child;
}

/**
 * Firestore's first answers take seconds while its JVM warms up. It is up well before Auth and
 * Storage (firebase-tools starts them one after the other): asking it for the seed's first step
 * (clearing the documents of the empty database) as soon as it listens moves that wait off the
 * critical path. Gives up quietly: the seed asks again and reports any failure.
 */
async function warmUpFirestore() {
  const url = `${emulatorUrls().firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      await fetch(url, { method: 'DELETE' });
      return;
    } catch {
      await sleep(250); // not listening yet
    }
  }
}

runMain(async () => {
  const started = Date.now();
  ensureDependencies();
  ensureJava();
  await ensurePortsFree([
    ...STACK_PORTS,
    dev ? [DEV_PORT, 'the Vite dev server'] : [PREVIEW_PORT, 'the app'],
  ]);
  const { runInEmulators } = await import('./lib/emulators.mjs');
  const env = { MUSEO_STARTED_AT: String(started) };
  void warmUpFirestore();
  if (dev) {
    say('Starting the Firebase emulators (Auth, Firestore, Storage)…');
    const { code } = await runInEmulators('node scripts/serve-local.mjs --dev', { env });
    return code === 130 || code === 143 ? 0 : code;
  }
  say('Starting the Firebase emulators (Auth, Firestore, Storage) and building the app…');
  const build = buildInBackground();
  const { code } = await runInEmulators('node scripts/serve-local.mjs', {
    env: { ...env, MUSEO_APP_DIR: APP_DIR, MUSEO_BUILD_STATUS: BUILD_STATUS },
  });
  // The emulators stopped (Ctrl-C, or a failure): a build still running has no one to serve.
  if (build.exitCode === null) build.kill('SIGTERM');
  return code === 130 || code === 143 ? 0 : code;
});
