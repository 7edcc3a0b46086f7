/**
 * The boot script: a classic script of its own that index.html loads `async` before the app's
 * code (vite.config.ts builds it), so that the first page's data is on its way while that code
 * downloads. Its own origin, so the CSP's `script-src 'self'` holds; no Firebase SDK.
 */
import { getConfig } from '@/config/env';
import { backendOrigins } from '@/lib/firebase/origins';
import { startBootReads } from './start-boot-reads';

try {
  window.__museoBoot =
    startBootReads({
      pathname: window.location.pathname,
      firestoreOrigin: backendOrigins().firestore,
      projectId: getConfig().firebase.projectId,
      fetch: window.fetch.bind(window),
      online: navigator.onLine,
    }) ?? undefined;
} catch {
  // Whatever goes wrong here, the app reads the normal way.
}
