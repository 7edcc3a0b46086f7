import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulatorHost, firebaseApp } from './app';
import { EMULATOR_PORTS } from './emulator-ports';

let instance: Auth | undefined;

/**
 * Firebase Auth, created on first use. Public pages do not import this module,
 * so Auth stays off their first paint; Firestore Lite picks up its tokens once
 * it exists.
 */
export function auth(): Auth {
  if (instance) return instance;
  // initializeAuth, not getAuth: no popup/redirect resolver, so no script from apis.google.com
  // (the guide signs in with email and password only; keeping the other providers out keeps the bundle small).
  const created = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const host = emulatorHost();
  if (host) {
    connectAuthEmulator(created, `http://${host}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  instance = created;
  return created;
}
