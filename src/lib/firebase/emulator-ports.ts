// Mirrors the ports pinned in firebase.json (emulators section).
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
} as const;
