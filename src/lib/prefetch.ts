/**
 * Data a page will ask for, requested while the page's own code is still arriving:
 * the first page's loader is started at boot (src/app/route-table.tsx) and the page takes the
 * same promise when it mounts (useResult), instead of requesting it only after it has rendered.
 */
const MAX_AGE_MS = 10_000;
const pending = new Map<string, { at: number; promise: Promise<unknown> }>();

export function prefetch(key: string, load: () => Promise<unknown>) {
  if (pending.has(key)) return;
  const promise = load();
  promise.catch(() => undefined); // whoever takes it handles the outcome
  pending.set(key, { at: Date.now(), promise });
}

/** The prefetched promise for `key`, once; undefined when none (or too old to trust). */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const entry = pending.get(key);
  if (!entry) return undefined;
  pending.delete(key);
  return Date.now() - entry.at <= MAX_AGE_MS ? (entry.promise as Promise<T>) : undefined;
}
