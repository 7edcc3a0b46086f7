/**
 * The boot script: a classic script of its own that index.html loads `async` before the app's
 * code (scripts/vite/boot-script.ts builds it), so that the first page's data and code are on their way while
 * the app's own code downloads. Its own origin, so the CSP's `script-src 'self'` holds; no
 * Firebase SDK.
 */
import { emulatorHostOf } from '@/config/parse-env';
import { startLanguage } from '@/i18n/device-language';
import { bootPageOf } from '@/lib/firebase/boot-plan';
import { originsFor } from '@/lib/firebase/origins';
import { preconnect } from '@/lib/resource-hints';
import {
  firstPageFiles,
  preloadAfterFirstPaint,
  preloadModules,
  readFirstPageCode,
  type FirstPageName,
} from './first-page-code';
import { startBootReads } from './start-boot-reads';

// The build's settings, read as they are: the app validates them (src/config/env.ts) and says
// what is wrong; here a wrong one only means reads that fail and a page that reads normally.
// Each by name, so that Vite writes only these into this script, not every VITE_ variable.
const env = {
  VITE_USE_EMULATORS: import.meta.env.VITE_USE_EMULATORS,
  VITE_EMULATOR_HOST: import.meta.env.VITE_EMULATOR_HOST,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
};
// Read as written, so that a build without a key has nothing of App Check (Vite replaces it).
const appCheckKey: unknown = import.meta.env.VITE_APPCHECK_SITE_KEY;
// Only while this script runs does the document say which tag loaded it.
const tag = document.currentScript;

try {
  // A first visit in the device's language when it is one of ours: on <html lang> at once, where
  // the app reads it (src/i18n/remembered-language.ts), and its texts requested below.
  const language = startLanguage();
  document.documentElement.lang = language;
  const pathname = window.location.pathname;
  const origins = originsFor(emulatorHostOf(env));
  const handoff = startBootReads({
    pathname,
    firestoreOrigin: origins.firestore,
    projectId: String(env.VITE_FIREBASE_PROJECT_ID),
    fetch: window.fetch.bind(window),
    online: navigator.onLine,
    // As src/config/env.ts decides it.
    appCheck:
      typeof appCheckKey === 'string' &&
      appCheckKey.trim() !== '' &&
      env.VITE_USE_EMULATORS !== 'true',
  });
  window.__museoBoot = handoff ?? undefined;
  // The main image comes from Storage as soon as the reads name it: its connection opens now.
  if (handoff) preconnect(origins.storage, { cors: false });
  const page: FirstPageName | undefined = pathname === '/' ? 'home' : bootPageOf(pathname)?.page;
  const code = readFirstPageCode(tag);
  if (page && code) {
    const files = firstPageFiles(code, page, {
      language,
      withReads: handoff !== null,
    });
    preloadModules(files.now);
    preloadAfterFirstPaint(files.afterFirstPaint);
  }
} catch {
  // Whatever goes wrong here, the app reads and loads the normal way.
}
