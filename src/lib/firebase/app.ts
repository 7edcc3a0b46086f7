import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { getConfig } from '@/config/env';

/** The one Firebase app, created on first use from the validated env. */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  // Each service's start looks for injected defaults in a global, then in document.cookie: a
  // synchronous read that costs milliseconds on a phone. The app configures Firebase
  // itself, so the global says there are none.
  if (!Reflect.has(globalThis, '__FIREBASE_DEFAULTS__')) {
    Reflect.set(globalThis, '__FIREBASE_DEFAULTS__', {});
  }
  // In a build with an App Check key, app-check.ts creates the app and starts App Check on it
  // before any service's first request (main.tsx runs it first).
  return initializeApp(getConfig().firebase);
}

export function emulatorHost(): string | null {
  return getConfig().emulatorHost;
}
