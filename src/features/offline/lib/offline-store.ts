/**
 * Saved tours, on the device, in Cache Storage: one cache per tour for its files (images, maps,
 * narrations, answered by the service worker, with Range support), and one JSON entry per tour
 * for its data, because Firestore Lite's POST requests cannot be cached by a service worker.
 */
import {
  DATA_CACHE,
  DATA_PATH,
  dataUrl,
  filesCache,
  OfflineSaveError,
  totalBytes,
  unique,
  type OfflineFile,
  type SavedTour,
} from './offline-files';

export const offlineSupported = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

export async function getSavedTour<T>(id: string): Promise<SavedTour<T> | null> {
  if (!('caches' in window)) return null;
  const cache = await caches.open(DATA_CACHE);
  const response = await cache.match(dataUrl(id));
  if (!response) return null;
  try {
    return (await response.json()) as SavedTour<T>;
  } catch {
    return null;
  }
}

/** Every tour saved on this device, newest first. */
export async function listSavedTours<T>(): Promise<SavedTour<T>[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(DATA_CACHE);
  const keys = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith(DATA_PATH),
  );
  const saved = await Promise.all(
    keys.map(async (request) => {
      try {
        return (await (await cache.match(request))?.json()) as SavedTour<T> | undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return saved
    .filter((each): each is SavedTour<T> => each !== undefined)
    .sort((a, b) => b.savedAt - a.savedAt);
}

/**
 * Resolves once a service worker controls this page: only then do the saved files answer with
 * the network off. On a first visit the worker is still installing when a quick visitor has
 * saved a tour; calling it saved before would send them offline with nothing to open it.
 * Outside a production build no worker ever registers (src/features/offline/components/pwa-shell.tsx).
 */
export async function offlineReady(production = import.meta.env.PROD): Promise<void> {
  if (!production || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (container.controller?.state === 'activated') return;
  await container.ready;
  if (container.controller) return;
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** Asks the browser not to evict saved tours; true when granted. */
export async function requestPersistence(): Promise<boolean> {
  try {
    if (!('storage' in navigator)) return false;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}

/**
 * Downloads every file, then writes the data: a tour counts as saved only when all of it is.
 * On failure, what was downloaded is removed (no half-saved tour).
 */
export async function saveTour<T>(
  id: string,
  data: T,
  files: OfflineFile[],
  {
    onProgress,
    signal,
  }: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<SavedTour<T>> {
  const list = unique(files);
  const total = totalBytes(list);
  let done = 0;
  onProgress?.(0, total);
  const cache = await caches.open(filesCache(id));
  try {
    // Two at a time: steady progress on a weak signal without starving the page.
    const queue = [...list];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        if (signal?.aborted) throw new OfflineSaveError('aborted', 'aborted');
        let response: Response;
        try {
          // From the network, whole: a narration already played sits in the HTTP cache as the
          // part that was heard (206), which Cache Storage refuses to store.
          response = await fetch(file.url, {
            mode: 'cors',
            credentials: 'omit',
            cache: 'no-store',
            signal,
          });
        } catch (error) {
          if (signal?.aborted) throw new OfflineSaveError('aborted', 'aborted');
          throw new OfflineSaveError('network', error instanceof Error ? error.message : 'fetch');
        }
        if (response.status !== 200) {
          throw new OfflineSaveError('network', `HTTP ${response.status}`);
        }
        try {
          await cache.put(file.url, response);
        } catch (error) {
          // Only a full device is "no space"; anything else is a failed download to retry.
          const full = error instanceof DOMException && error.name === 'QuotaExceededError';
          throw new OfflineSaveError(
            full ? 'quota' : 'network',
            error instanceof Error ? error.message : 'put',
          );
        }
        done += file.size;
        onProgress?.(done, total);
      }
    };
    await Promise.all([worker(), worker()]);
    // Every file read back from the device before the tour is called saved.
    const stored = await Promise.all(list.map((file) => cache.match(file.url)));
    if (stored.some((response) => response === undefined)) {
      throw new OfflineSaveError('network', 'a file was not stored');
    }
    const saved: SavedTour<T> = {
      id,
      savedAt: Date.now(),
      bytes: total,
      files: list.map((file) => file.url),
      data,
    };
    const store = await caches.open(DATA_CACHE);
    await store.put(
      dataUrl(id),
      new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }),
    );
    return saved;
  } catch (error) {
    await caches.delete(filesCache(id));
    throw error instanceof OfflineSaveError
      ? error
      : new OfflineSaveError('network', error instanceof Error ? error.message : 'save');
  }
}

/** Keeps the saved data in step with what the visitor last saw online (likes, comments). */
export async function refreshSavedData(id: string, data: unknown) {
  const saved = await getSavedTour(id);
  if (!saved) return;
  const store = await caches.open(DATA_CACHE);
  await store.put(
    dataUrl(id),
    new Response(JSON.stringify({ ...saved, data }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

export async function removeTour(id: string) {
  const store = await caches.open(DATA_CACHE);
  await store.delete(dataUrl(id));
  await caches.delete(filesCache(id));
}
