// The local stack's settings, read from the files the app itself uses
// (firebase.json, .firebaserc, .env.emulators), so nothing is written twice.
import { readFileSync, writeFileSync } from 'node:fs';
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

/** The production build, served as Hosting serves it: `npm start`, the e2e layer, the bench. */
export const PREVIEW_PORT = 4173 + PORT_OFFSET;
/**
 * The Vite dev server (`npm run dev`). Never the same origin as the build: the build's service
 * worker would go on answering that origin's pages from its precache, hiding the dev server.
 */
export const DEV_PORT = 5173 + PORT_OFFSET;

const emulators = firebaseJson.emulators;
export const PORTS = {
  auth: emulators.auth.port + PORT_OFFSET,
  firestore: emulators.firestore.port + PORT_OFFSET,
  firestoreWebsocket: emulators.firestore.websocketPort + PORT_OFFSET,
  storage: emulators.storage.port + PORT_OFFSET,
  hub: emulators.hub.port + PORT_OFFSET,
  logging: emulators.logging.port + PORT_OFFSET,
};

/**
 * The firebase.json to run the emulators with: the project's own, or, with an offset,
 * a copy beside it (rule paths are relative to it) whose emulator ports are moved.
 */
export function firebaseConfigFile() {
  if (PORT_OFFSET === 0) return 'firebase.json';
  const moved = structuredClone(firebaseJson);
  moved.emulators.auth.port = PORTS.auth;
  moved.emulators.firestore.port = PORTS.firestore;
  moved.emulators.firestore.websocketPort = PORTS.firestoreWebsocket;
  moved.emulators.storage.port = PORTS.storage;
  moved.emulators.hub.port = PORTS.hub;
  moved.emulators.logging.port = PORTS.logging;
  const file = `firebase.ports-${PORT_OFFSET}.json`;
  writeFileSync(join(ROOT, file), `${JSON.stringify(moved, null, 2)}\n`);
  return file;
}

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
