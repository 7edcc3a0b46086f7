// Mirrors the ports pinned in firebase.json (emulators section), moved by the
// MUSEO_PORT_OFFSET the local scripts pass on as VITE_EMULATOR_PORT_OFFSET.
const offset = Number(import.meta.env.VITE_EMULATOR_PORT_OFFSET ?? 0) || 0;

export const EMULATOR_PORTS = {
  auth: 9099 + offset,
  firestore: 8080 + offset,
  storage: 9199 + offset,
} as const;
