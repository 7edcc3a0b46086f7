import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { getConfig } from '@/config/env';

/** The one Firebase app, created on first use from the validated env. */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp(getConfig().firebase);
}

export function emulatorHost(): string | null {
  return getConfig().emulatorHost;
}
