// The local stack's settings, read from the files the app itself uses
// (firebase.json, .firebaserc, .env.emulators), so nothing is written twice.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function readJson(file) {
  return JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
}

/** Parses a dotenv file (KEY=VALUE lines, # comments). */
export function readEnvFile(file) {
  const env = {};
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) env[match[1]] = match[2];
  }
  return env;
}

const firebaseJson = readJson('firebase.json');
const appEnv = readEnvFile('.env.emulators');

export const PROJECT_ID = readJson('.firebaserc').projects.default;
export const BUCKET = appEnv.VITE_FIREBASE_STORAGE_BUCKET;
export const HOST = '127.0.0.1';

/**
 * MUSEO_PORT_OFFSET=N moves every port of the local stack by N, so two clones can run
 * their stacks side by side (for example 10000: auth 19099, firestore 18080, app 14173).
 */
export const PORT_OFFSET = Number(process.env.MUSEO_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 50000) {
  throw new Error(
    `MUSEO_PORT_OFFSET must be a whole number from 0 to 50000, not "${process.env.MUSEO_PORT_OFFSET}".`,
  );
}

const emulators = firebaseJson.emulators;

/**
 * The production build, served by Firebase's own Hosting emulator from firebase.json: `npm start`,
 * the e2e layer, the bench.
 */
export const PREVIEW_PORT = emulators.hosting.port + PORT_OFFSET;
/**
 * The Vite dev server (`npm run dev`). Never the same origin as the build: the build's service
 * worker would go on answering that origin's pages from its precache, hiding the dev server.
 */
export const DEV_PORT = 5173 + PORT_OFFSET;

export const PORTS = {
  auth: emulators.auth.port + PORT_OFFSET,
  firestore: emulators.firestore.port + PORT_OFFSET,
  firestoreWebsocket: emulators.firestore.websocketPort + PORT_OFFSET,
  storage: emulators.storage.port + PORT_OFFSET,
  hub: emulators.hub.port + PORT_OFFSET,
  logging: emulators.logging.port + PORT_OFFSET,
};

/** Variables for Vite, so the app talks to the moved emulators. */
export const APP_PORT_ENV = { VITE_EMULATOR_PORT_OFFSET: String(PORT_OFFSET) };

/** Every port the emulators listen on, with what uses it (for clear messages). */
export const STACK_PORTS = [
  [PORTS.auth, 'Auth emulator'],
  [PORTS.firestore, 'Firestore emulator'],
  [PORTS.firestoreWebsocket, 'Firestore emulator websocket'],
  [PORTS.storage, 'Storage emulator'],
  [PORTS.hub, 'emulator hub'],
  [PORTS.logging, 'emulator logging'],
];

/** Base URLs of the emulators: from the variables emulators:exec sets, else firebase.json. */
export function emulatorUrls(env = process.env) {
  return {
    auth: `http://${env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:${PORTS.auth}`}`,
    firestore: `http://${env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`}`,
    storage: `http://${env.FIREBASE_STORAGE_EMULATOR_HOST ?? `${HOST}:${PORTS.storage}`}`,
  };
}
