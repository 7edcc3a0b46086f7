import { RELOAD_FLAG } from './chunks';
import { DRAFT_PREFIX } from './forms/use-draft';
import { HINT_KEY } from './session';

/*
 * Everything the guide keeps on the visitor's device, once: the privacy notice (/privacidad)
 * lists it store by store, and src/lib/local-stores.test.ts reads the source and fails when the
 * code writes to a store missing here, or when no code writes to one listed here.
 *
 * Where a key is a constant of shared code, this list imports it; the back-office imports its
 * keys from here. The other keys are written both here and in the code, and the test ties them:
 * the language, TTL cache and saved-tour keys live in modules loaded before every first paint,
 * and linking them would put this list there (or the cache's validation code on this page); the
 * player's, likes', comments' and accounts' keys live in features, which shared code may not
 * import, and moving them here would add a file to the tour page's requests; the service worker
 * and the libraries name their own stores.
 */

export type LocalStoreKind =
  'localStorage' | 'sessionStorage' | 'indexedDB' | 'cacheStorage' | 'cookie';

export interface LocalStore {
  id: string;
  kind: LocalStoreKind;
  /** The key (Web Storage, cookie) or name (database, cache) as the code uses it. */
  key: string;
  /** `key` starts one per tour, work or form (`museo.resume.<work>.<language>`). */
  prefix?: true;
  /** Only on an administrator's device: the back-office's. */
  adminsOnly?: true;
  /** Only in a build with App Check (VITE_APPCHECK_SITE_KEY). */
  appCheckOnly?: true;
  /** The i18n key of what it holds and when it goes away. */
  description: `privacy.stores.${string}`;
}

type Options = Pick<LocalStore, 'prefix' | 'adminsOnly' | 'appCheckOnly'>;

const store = (id: string, kind: LocalStoreKind, key: string, options: Options = {}) => ({
  id,
  kind,
  key,
  ...options,
  description: `privacy.stores.${id}` as const,
});

/** The back-office's keys (src/features/cpanel). */
export const LEFTOVERS_KEY = 'museo.cpanel.leftovers';
export const UPLOADING_KEY = 'museo.cpanel.uploading';
export const WORK_NUMBERS_PREFIX = 'museo.cpanel.numbers.';

export const LOCAL_STORES: readonly LocalStore[] = [
  // Kept until it is removed (by the guide, as each says, or by clearing the site's data).
  store('language', 'localStorage', 'lang'),
  store('sessionHint', 'localStorage', HINT_KEY),
  store('pendingProfile', 'localStorage', 'pendingProfile'),
  store('cacheMuseums', 'localStorage', 'MUSEUMS'),
  store('cacheTours', 'localStorage', 'TOURS'),
  store('cacheWorks', 'localStorage', 'WORKS'),
  store('cacheComments', 'localStorage', 'COMMENTS'),
  store('playerResume', 'localStorage', 'museo.resume.', { prefix: true }),
  store('playerTour', 'localStorage', 'museo.tour.', { prefix: true }),
  store('playerSpeed', 'localStorage', 'museo.speed'),
  store('playerAutoAdvance', 'localStorage', 'museo.autoAdvance'),
  // Firebase Auth's second choice, where a browser refuses it IndexedDB.
  store('authFallback', 'localStorage', 'firebase:authUser:', { prefix: true }),
  store('adminDrafts', 'localStorage', DRAFT_PREFIX, { prefix: true, adminsOnly: true }),
  store('adminLeftovers', 'localStorage', LEFTOVERS_KEY, { adminsOnly: true }),
  store('firebaseAuth', 'indexedDB', 'firebaseLocalStorageDb'),
  store('firebaseHeartbeat', 'indexedDB', 'firebase-heartbeat-database'),
  store('appCheck', 'indexedDB', 'firebase-app-check-database', { appCheckOnly: true }),
  store('offlineData', 'cacheStorage', 'museo-offline-data'),
  store('offlineFiles', 'cacheStorage', 'museo-tour-', { prefix: true }),
  store('covers', 'cacheStorage', 'museo-covers'),
  // Workbox's precache, named after the site's address: workbox-precache-v2-https://…/.
  store('appShell', 'cacheStorage', 'workbox-precache-v2-', { prefix: true }),
  // Gone with the tab.
  store('formDrafts', 'sessionStorage', DRAFT_PREFIX, { prefix: true }),
  store('commentDraft', 'sessionStorage', 'museo.commentDraft.', { prefix: true }),
  store('pendingLike', 'sessionStorage', 'museo.pendingLike.', { prefix: true }),
  store('reloadFlag', 'sessionStorage', RELOAD_FLAG),
  store('adminUploads', 'sessionStorage', UPLOADING_KEY, { adminsOnly: true }),
  store('adminNumbers', 'sessionStorage', WORK_NUMBERS_PREFIX, { prefix: true, adminsOnly: true }),
  // Set by Google's reCAPTCHA script, which App Check loads; not by the guide's code.
  store('recaptcha', 'cookie', '_GRECAPTCHA', { appCheckOnly: true }),
];
