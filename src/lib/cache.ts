/**
 * The localStorage TTL cache that spares a phone repeated reads: one entry per key (WORKS,
 * TOURS, MUSEUMS, COMMENTS), each holding results by query, for 20
 * minutes. It holds only public, user-independent data (a tour's count of likes, never whether
 * this visitor likes it), so one visitor's state never reaches another.
 * Anything unreadable is dropped; storage errors never break a read or a write.
 */
import type * as z from 'zod/mini';
import { dropLegacyKeys, readEntry, remove, storage, write, type Slot } from './cache-entries';

export const CACHE_KEYS = ['WORKS', 'TOURS', 'MUSEUMS', 'COMMENTS'] as const;
export type CacheKey = (typeof CACHE_KEYS)[number];

export const CACHE_TTL_MS = 1_200_000; // 20 minutes: content changes rarely
export const CACHE_VERSION = 1;
/**
 * The most one key's entry may hold, in UTF-16 code units. Browsers give an origin about 5 MiB of
 * localStorage, counted as UTF-16 (2 bytes a unit): the four keys at their largest, 1.6 million
 * units (3.2 MB), leave room for the rest of the origin's keys. One result is far smaller: the
 * 200 published tours /museos reads, as the demo content writes tours, take 347,461 units
 * (src/lib/cache-at-scale.test.ts). To make room, a key's older results go first.
 */
export const CACHE_MAX_ENTRY_CHARS = 400_000;

/**
 * What became of a value given to the cache. `evicted`: older results of the same key dropped
 * to make room for it. Not stored: `tooLarge`, the result alone is past CACHE_MAX_ENTRY_CHARS
 * (a warning names it, in every build: the data has outgrown what the cache was sized for);
 * `storageFull`, the browser refused it even with the key's older results gone; `noStorage`,
 * there is no localStorage to use (blocked, or not a browser).
 */
export type CacheWrite =
  | { stored: true; evicted: string[] }
  | { stored: false; reason: 'tooLarge' | 'storageFull' | 'noStorage' };

const isFreshSlot = (hit: Slot, now: number) =>
  typeof hit.at === 'number' && now - hit.at >= 0 && now - hit.at < CACHE_TTL_MS;

/**
 * Whether `slot` holds a value young enough to be used, without validating it: the boot script
 * asks this to skip a read the app will answer from the cache (it has no schemas to check with;
 * an invalid value is dropped by the app, which then reads the normal way).
 */
export function cacheHasFresh(key: CacheKey, slot: string, now = Date.now()): boolean {
  const hit = readEntry(key, CACHE_VERSION)?.slots[slot];
  return hit !== undefined && isFreshSlot(hit, now);
}

/** A fresh, valid cached value, or undefined. Invalid or expired slots are dropped. */
export function cacheGet<T>(
  key: CacheKey,
  slot: string,
  schema: z.ZodMiniType<T>,
  now = Date.now(),
): T | undefined {
  const entry = readEntry(key, CACHE_VERSION);
  const hit = entry?.slots[slot];
  if (!entry || !hit) return undefined;
  const parsed = isFreshSlot(hit, now) ? schema.safeParse(hit.data) : undefined;
  if (parsed?.success) return parsed.data;
  const { [slot]: _dropped, ...rest } = entry.slots;
  write(key, { ...entry, slots: rest });
  return undefined;
}

export function cacheSet(key: CacheKey, slot: string, data: unknown, now = Date.now()): CacheWrite {
  const store = storage();
  if (!store) return { stored: false, reason: 'noStorage' };
  dropLegacyKeys(CACHE_KEYS);
  // Each slot as it stands in the entry's JSON, so sizes are known without serialising twice.
  const piece = (name: string, value: Slot) => `${JSON.stringify(name)}:${JSON.stringify(value)}`;
  const own = piece(slot, { at: now, data });
  const frame = `{"v":${String(CACHE_VERSION)},"slots":{}}`.length;
  if (frame + own.length > CACHE_MAX_ENTRY_CHARS) {
    console.warn(
      `Cache: ${key} ${slot} not stored: ${String(own.length)} characters, over the ` +
        `${String(CACHE_MAX_ENTRY_CHARS)} one entry may hold.`,
    );
    return { stored: false, reason: 'tooLarge' };
  }
  // The other results still fresh, newest first: the oldest are the first to make room.
  const others = Object.entries(readEntry(key, CACHE_VERSION)?.slots ?? {})
    .filter(([name, value]) => name !== slot && isFreshSlot(value, now))
    .sort(([, a], [, b]) => b.at - a.at)
    .map(([name, value]) => ({ name, text: piece(name, value) }));
  let size = frame + own.length + others.reduce((sum, other) => sum + other.text.length + 1, 0);
  const evicted: string[] = [];
  while (size > CACHE_MAX_ENTRY_CHARS) {
    const oldest = others.pop();
    if (!oldest) break;
    size -= oldest.text.length + 1;
    evicted.push(oldest.name);
  }
  // A full storage (other keys, other apps' data on the origin): older results make room too.
  for (;;) {
    const body = [own, ...others.map((other) => other.text)].join(',');
    try {
      store.setItem(key, `{"v":${String(CACHE_VERSION)},"slots":{${body}}}`);
      return { stored: true, evicted };
    } catch {
      const oldest = others.pop();
      if (!oldest) break;
      evicted.push(oldest.name);
    }
  }
  // Caching is an optimisation, never a failure: the read goes on without it.
  remove(key);
  return { stored: false, reason: 'storageFull' };
}

/** Any write clears every cache key: results depend on each other. */
export function cacheClear() {
  for (const key of CACHE_KEYS) remove(key);
}

/** Reads through the cache: a fresh valid hit, or the loader's value stored for next time. */
export async function cached<T>(
  key: CacheKey,
  slot: string,
  schema: z.ZodMiniType<T>,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cacheGet(key, slot, schema);
  if (hit !== undefined) return hit;
  const value = await load();
  cacheSet(key, slot, value);
  return value;
}
