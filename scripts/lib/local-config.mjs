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
export const APP_PORT = 5173;
export const PREVIEW_PORT = 4173;

const emulators = firebaseJson.emulators;
export const PORTS = {
  auth: emulators.auth.port,
  firestore: emulators.firestore.port,
  firestoreWebsocket: emulators.firestore.websocketPort,
  storage: emulators.storage.port,
  hub: emulators.hub.port,
  logging: emulators.logging.port,
};

/** Every port `npm start` listens on, with what uses it (for clear messages). */
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
