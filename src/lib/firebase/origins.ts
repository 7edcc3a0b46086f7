import { getConfig } from '@/config/env';
import { EMULATOR_PORTS } from './emulator-ports';

/**
 * Where the public pages' data and images come from, for `preconnect` hints, so the connections are open before they are needed: the
 * connections are opened while the app's code downloads. No Firebase import: this is on the
 * first paint.
 */
export function backendOrigins(): { firestore: string; storage: string } {
  return originsFor(getConfig().emulatorHost);
}

/** The same, for an emulator host (null: the real project). */
export function originsFor(host: string | null): { firestore: string; storage: string } {
  if (host) {
    return {
      firestore: `http://${host}:${String(EMULATOR_PORTS.firestore)}`,
      storage: `http://${host}:${String(EMULATOR_PORTS.storage)}`,
    };
  }
  return {
    firestore: 'https://firestore.googleapis.com',
    storage: 'https://firebasestorage.googleapis.com',
  };
}
