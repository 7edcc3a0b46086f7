import { afterIdle } from './moments';

/**
 * Loading the app's lazy parts: each import times out after 120 s, and a
 * part that cannot be loaded (offline, or removed by a deploy) becomes a ChunkLoadError,
 * which the router's error screen turns into "new version / connection problem" with a retry.
 *
 * After a deploy the old index.html asks for files that no longer exist; one reload fetches
 * the new one. That reload happens at most once: a flag in sessionStorage, set before it and
 * cleared only once a part loads again, stops any loop.
 */
export const CHUNK_TIMEOUT_MS = 120_000;
/** The flag's sessionStorage key (listed in src/lib/local-stores.ts). */
export const RELOAD_FLAG = 'museo-guia:chunk-reload';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly reason: 'missing' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout' ? 'Loading a part of the app timed out' : 'A part of the app is missing',
      options,
    );
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** True once a part has loaded in this page since its last automatic reload. */
let partLoaded = false;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: no automatic reload at all, the screen still offers one
  }
}

/** The parts loaded so far, by importer: a page whose code is here renders at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/** The module `importer` gave through loadChunk, if it has arrived. */
export function loadedChunk<T>(importer: () => Promise<T>): T | undefined {
  return loaded.get(importer) as T | undefined;
}

/** Imports a lazy part with the spec's time-out; failures become ChunkLoadError. */
export async function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new ChunkLoadError('timeout'));
    }, timeoutMs);
  });
  try {
    const module = await Promise.race([importer(), timeout]);
    loaded.set(importer, module);
    markPartLoaded();
    return module;
  } catch (error) {
    throw isChunkLoadError(error) ? error : new ChunkLoadError('missing', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Remembers that the app's parts load again. The flag in sessionStorage is cleared when the
 * browser is idle: the first use of sessionStorage in a page is a synchronous read of the
 * whole store, one of the longest tasks on a slow phone's first screen.
 */
function markPartLoaded() {
  if (partLoaded) return;
  partLoaded = true;
  const clear = () => {
    if (partLoaded) storage()?.removeItem(RELOAD_FLAG);
  };
  void afterIdle().then(clear);
}

/**
 * Reloads the page once to pick up a new deploy. Returns false (and does nothing) when this
 * tab already tried since a part last loaded: then the person gets the screen and a button.
 */
export function reloadOnceForNewVersion(reload: () => void = () => window.location.reload()) {
  const store = storage();
  if (!store || (store.getItem(RELOAD_FLAG) && !partLoaded)) return false;
  partLoaded = false; // a clearing still waiting for idle time must not undo this flag
  store.setItem(RELOAD_FLAG, String(Date.now()));
  reload();
  return true;
}

/** Resolves at the next `online` event. */
function nextOnline(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

/** Resolves at once when the browser is online, else at the next `online` event. */
export function whenOnline(): Promise<void> {
  return navigator.onLine ? Promise.resolve() : nextOnline();
}

/**
 * Imports a part no screen waits for (the service worker's helper). The signal can drop in
 * the seconds before it is asked for: then it is asked for again when the signal comes back,
 * a few times at most, and a part that never arrives is given up quietly (the next visit
 * tries again) rather than left as an uncaught error. Resolves undefined when given up.
 */
export async function importInBackground<T>(
  importer: () => Promise<T>,
  attempts = 3,
): Promise<T | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await importer();
    } catch {
      if (attempt === attempts) return undefined;
      await nextOnline();
    }
  }
  return undefined;
}
