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
  const config = getConfig();
  const app = initializeApp(config.firebase);
  if (config.appCheckSiteKey) void startAppCheck(app, config.appCheckSiteKey);
  return app;
}

/**
 * App Check (off unless VITE_APP_CHECK_SITE_KEY is set): Firestore, Auth and Storage then
 * send an attestation token, and the console can enforce it. Loaded only when switched on;
 * the services pick the token provider up even though they may start before it.
 */
async function startAppCheck(app: FirebaseApp, siteKey: string) {
  try {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  } catch (error) {
    // Without it, enforced services refuse requests, which the pages report as errors.
    console.error('App Check could not start', error);
  }
}

export function emulatorHost(): string | null {
  return getConfig().emulatorHost;
}
