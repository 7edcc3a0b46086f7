/**
 * Data a page will ask for, requested while the page's own code is still arriving:
 * the first page's loader is started at boot (src/app/route-table.tsx) and the page takes the
 * same promise when it mounts (useResult), instead of requesting it only after it has rendered.
 * When the data has already arrived by then, the page renders with it at once (settledPrefetch):
 * no loading screen first, one render and one layout fewer before its largest paint.
 */
const MAX_AGE_MS = 10_000;
interface Entry {
  at: number;
  promise: Promise<unknown>;
  /** Set once the promise has resolved. */
  value?: { resolved: unknown };
}
const pending = new Map<string, Entry>();

/** Starts `load` under `key`, once. */
export function prefetch(key: string, load: () => Promise<unknown>) {
  if (pending.has(key)) return;
  const promise = load();
  const entry: Entry = { at: Date.now(), promise };
  pending.set(key, entry);
  promise.then(
    (resolved) => {
      entry.value = { resolved };
    },
    () => undefined, // whoever takes it handles the outcome
  );
}

const fresh = (entry: Entry | undefined) =>
  entry && Date.now() - entry.at <= MAX_AGE_MS ? entry : undefined;

/** The prefetched promise for `key`, once; undefined when none (or too old to trust). */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const entry = fresh(pending.get(key));
  pending.delete(key);
  return entry?.promise as Promise<T> | undefined;
}

/**
 * What the prefetch under `key` resolved to, if it already has (and is fresh), without taking
 * it: a page's first render may run twice (React's StrictMode), and both must see the same.
 */
export function settledPrefetch(key: string): { resolved: unknown } | undefined {
  return fresh(pending.get(key))?.value;
}
