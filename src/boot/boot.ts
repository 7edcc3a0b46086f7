/**
 * The boot script: a classic script of its own that index.html loads `async` before the app's
 * code (vite.config.ts builds it), so that the first page's data is on its way while that code
 * downloads. Its own origin, so the CSP's `script-src 'self'` holds; no Firebase SDK.
 */
import { emulatorHostOf } from '@/config/env';
import { originsFor } from '@/lib/firebase/origins';
import { startBootReads } from './start-boot-reads';

// The build's settings, read as they are: the app validates them (src/config/env.ts) and says
// what is wrong; here a wrong one only means reads that fail and a page that reads normally.
const env = import.meta.env;

try {
  window.__museoBoot =
    startBootReads({
      pathname: window.location.pathname,
      firestoreOrigin: originsFor(emulatorHostOf(env)).firestore,
      projectId: String(env.VITE_FIREBASE_PROJECT_ID),
      fetch: window.fetch.bind(window),
      online: navigator.onLine,
    }) ?? undefined;
} catch {
  // Whatever goes wrong here, the app reads the normal way.
}
