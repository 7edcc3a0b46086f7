import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root: module ids are made relative to it wherever the build names a module. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const alias = {
  '@': join(root, 'src'),
  // react-i18next 17 imports React 17's polyfill of useSyncExternalStore, which React 19 has
  // built in: the polyfill would be one more script index.html loads before the first paint.
  'use-sync-external-store/shim': join(root, 'src/lib/use-sync-external-store.ts'),
};
