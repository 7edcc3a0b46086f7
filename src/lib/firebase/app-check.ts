import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { getConfig } from '@/config/env';
import { firebaseApp } from './app';

/**
 * App Check with reCAPTCHA Enterprise, for a build with VITE_APPCHECK_SITE_KEY (never on the
 * emulators: the config has no key there). Firestore, Storage and Auth then send a token with
 * each request, and the console can enforce it. It must run before their first request: a
 * service asks App Check for a token at request time, and one asked before App Check exists
 * goes without, which enforcement refuses. main.tsx loads this module, only in a build with a
 * key, before the first page's reads.
 */
export function startAppCheck(): void {
  const siteKey = getConfig().appCheckSiteKey;
  if (!siteKey) return;
  initializeAppCheck(firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
