import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { emulatorHost, firebaseApp } from './app';
import { EMULATOR_PORTS } from './emulator-ports';

let instance: Firestore | undefined;

/**
 * Firestore Lite: REST-based, a fraction of the full SDK's size. The guide
 * needs no realtime listeners or offline persistence from Firestore itself.
 */
export function db(): Firestore {
  if (instance) return instance;
  const firestore = getFirestore(firebaseApp());
  const host = emulatorHost();
  if (host) connectFirestoreEmulator(firestore, host, EMULATOR_PORTS.firestore);
  instance = firestore;
  return firestore;
}
