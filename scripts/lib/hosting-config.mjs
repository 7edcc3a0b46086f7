// The Firebase configurations made from the repository's firebase.json: the one a deploy
// uploads, and the one the local stack runs Firebase's own Hosting emulator with. Both come from
// the same function, so the local stack serves the app exactly as production does; the only
// difference is the CSP, whose Google origins become the emulators' origins.
// Written files are git-ignored and rewritten on every run: nobody edits them by hand.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withAppCheck } from './app-check-csp.mjs';
import { HOST, PORTS, PORT_OFFSET, PREVIEW_PORT, ROOT } from './local-config.mjs';

/** The rule in firebase.json that marks the build's hashed files as cacheable for good. */
export const HASHED_FILES_SOURCE = '/assets/**';
const IMMUTABLE = /\bimmutable\b/;

function readFirebaseJson(root = ROOT) {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every file under `dir`, as paths from `dir` with forward slashes. */
function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/**
 * The `immutable` rule narrowed from every path under /assets/ to the files this build has.
 * Hosting matches header rules against the requested path, not the file served: with the glob,
 * a visitor whose old page asks for a file the new deployment no longer has would get the 404
 * marked as cacheable for a year. Listing the build's own files leaves that 404 revalidated.
 */
export function hashedFilesRule(rule, publicDir) {
  const assetsDir = join(publicDir, 'assets');
  if (!existsSync(assetsDir)) {
    throw new Error(`${relative(ROOT, assetsDir)} does not exist: build the app first.`);
  }
  const names = filesUnder(assetsDir).sort();
  const { source: _glob, ...rest } = rule;
  return { regex: `^/assets/(?:${names.map(escapeRegex).join('|')})$`, ...rest };
}

const GOOGLE_ORIGINS = {
  'https://firestore.googleapis.com': () => `http://${HOST}:${PORTS.firestore}`,
  'https://identitytoolkit.googleapis.com': () => `http://${HOST}:${PORTS.auth}`,
  'https://securetoken.googleapis.com': () => `http://${HOST}:${PORTS.auth}`,
  'https://firebasestorage.googleapis.com': () => `http://${HOST}:${PORTS.storage}`,
};

/** The production CSP with the emulators' origins, and without the https upgrade. */
export function emulatorCsp(csp) {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      const mapped = sources.map((source) => GOOGLE_ORIGINS[source]?.() ?? source);
      return [name, ...new Set(mapped)].join(' ');
    })
    .join('; ');
}

/**
 * firebase.json's hosting section for the build in `publicDir`: served from there, with the
 * hashed-files rule narrowed to its files; for the local stack, the CSP points at the emulators.
 * `appCheck` (a deploy whose build has a site key) lets the CSP load reCAPTCHA and reach App
 * Check; without it the CSP allows neither. The emulators never run App Check.
 */
export function hostingFor({
  publicDir,
  emulators = false,
  appCheck = false,
  firebaseJson = readFirebaseJson(),
}) {
  const hosting = structuredClone(firebaseJson.hosting);
  const hashed = hosting.headers.filter(
    (rule) =>
      rule.source === HASHED_FILES_SOURCE &&
      rule.headers.some((h) => h.key === 'Cache-Control' && IMMUTABLE.test(h.value)),
  );
  if (hashed.length !== 1) {
    throw new Error(
      `firebase.json needs exactly one header rule for "${HASHED_FILES_SOURCE}" with an immutable Cache-Control.`,
    );
  }
  hosting.public = relative(ROOT, publicDir) || '.';
  hosting.headers = hosting.headers.map((rule) => {
    const narrowed = rule === hashed[0] ? hashedFilesRule(rule, publicDir) : rule;
    const csp = emulators ? emulatorCsp : appCheck ? withAppCheck : null;
    if (!csp) return narrowed;
    return {
      ...narrowed,
      headers: narrowed.headers.map((h) =>
        h.key === 'Content-Security-Policy' ? { ...h, value: csp(h.value) } : h,
      ),
    };
  });
  return hosting;
}

/**
 * Writes the configuration `npm run deploy` deploys the build in `publicDir` with; `appCheck`
 * when the build has an App Check site key.
 */
export function writeDeployConfig({ publicDir = join(ROOT, 'dist'), appCheck = false } = {}) {
  const config = readFirebaseJson();
  config.hosting = hostingFor({ publicDir, appCheck, firebaseJson: config });
  delete config.emulators;
  const file = 'firebase.deploy.json';
  writeFileSync(join(ROOT, file), `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * Writes the configuration the emulators run with: the emulators' ports moved by
 * MUSEO_PORT_OFFSET and, when `publicDir` is given, the Hosting emulator serving that build.
 * Beside firebase.json, since the rules' and the build's paths are relative to it.
 */
export function writeLocalConfig({ publicDir } = {}) {
  const config = readFirebaseJson();
  const emulators = config.emulators;
  emulators.auth.port = PORTS.auth;
  emulators.firestore.port = PORTS.firestore;
  emulators.firestore.websocketPort = PORTS.firestoreWebsocket;
  emulators.storage.port = PORTS.storage;
  emulators.hub.port = PORTS.hub;
  emulators.logging.port = PORTS.logging;
  emulators.hosting.port = PREVIEW_PORT;
  if (publicDir) config.hosting = hostingFor({ publicDir, emulators: true, firebaseJson: config });
  const file = `firebase.local-${String(PORT_OFFSET)}.json`;
  writeFileSync(join(ROOT, file), `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
