/**
 * The localStorage TTL cache that spares a phone repeated reads: one entry per key (WORKS,
 * TOURS, MUSEUMS, COMMENTS), each holding results by query, for 20
 * minutes. It holds only public, user-independent data (raw `likes` lists,
 * never a derived "liked by me"), so one visitor's state never reaches another.
 * Anything unreadable is dropped; storage errors never break a read or a write.
 */
import type * as z from 'zod/mini';
import { LEGACY_CACHE_KEYS } from '@/config/vocabulary';

export const CACHE_KEYS = ['WORKS', 'TOURS', 'MUSEUMS', 'COMMENTS'] as const;
export type CacheKey = (typeof CACHE_KEYS)[number];

export const CACHE_TTL_MS = 1_200_000; // 20 minutes: content changes rarely
export const CACHE_VERSION = 1;
/** Entries past this size (UTF-16 code units) are not stored: they would crowd out the rest. */
export const CACHE_MAX_ENTRY_CHARS = 400_000;

interface Slot {
  at: number;
  data: unknown;
}

interface Entry {
  v: number;
  slots: Record<string, Slot>;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access itself can throw (blocked cookies)
  }
}

function readEntry(key: CacheKey): Entry | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      Reflect.get(parsed, 'v') === CACHE_VERSION &&
      typeof Reflect.get(parsed, 'slots') === 'object' &&
      Reflect.get(parsed, 'slots') !== null
    ) {
      return parsed as Entry;
    }
  } catch {
    // corrupt JSON: fall through and drop it
  }
  remove(key);
  return null;
}

function remove(key: CacheKey) {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing more to do
  }
}

const isFreshSlot = (hit: Slot, now: number) =>
  typeof hit.at === 'number' && now - hit.at >= 0 && now - hit.at < CACHE_TTL_MS;

/**
 * Whether `slot` holds a value young enough to be used, without validating it: the boot script
 * asks this to skip a read the app will answer from the cache (it has no schemas to check with;
 * an invalid value is dropped by the app, which then reads the normal way).
 */
export function cacheHasFresh(key: CacheKey, slot: string, now = Date.now()): boolean {
  const hit = readEntry(key)?.slots[slot];
  return hit !== undefined && isFreshSlot(hit, now);
}

/** A fresh, valid cached value, or undefined. Invalid or expired slots are dropped. */
export function cacheGet<T>(
  key: CacheKey,
  slot: string,
  schema: z.ZodMiniType<T>,
  now = Date.now(),
): T | undefined {
  const entry = readEntry(key);
  const hit = entry?.slots[slot];
  if (!entry || !hit) return undefined;
  const parsed = isFreshSlot(hit, now) ? schema.safeParse(hit.data) : undefined;
  if (parsed?.success) return parsed.data;
  const { [slot]: _dropped, ...rest } = entry.slots;
  write(key, { ...entry, slots: rest });
  return undefined;
}

export function cacheSet(key: CacheKey, slot: string, data: unknown, now = Date.now()) {
  dropLegacyKeys();
  const previous = readEntry(key)?.slots ?? {};
  // Expired slots go first so the entry does not grow without bound.
  const live = Object.entries(previous).filter(([, value]) => now - value.at < CACHE_TTL_MS);
  write(key, {
    v: CACHE_VERSION,
    slots: { ...Object.fromEntries(live), [slot]: { at: now, data } },
  });
}

function write(key: CacheKey, entry: Entry) {
  const store = storage();
  if (!store) return;
  const serialized = JSON.stringify(entry);
  if (serialized.length > CACHE_MAX_ENTRY_CHARS) {
    remove(key);
    return;
  }
  try {
    store.setItem(key, serialized);
  } catch {
    // Quota exceeded or storage disabled: caching is an optimisation, never a failure.
    remove(key);
  }
}

/**
 * Entries an earlier version stored under other keys are never read again: without this they
 * would hold on to their share of the origin's storage. Done on each write (a few removals).
 */
function dropLegacyKeys() {
  const store = storage();
  for (const key of LEGACY_CACHE_KEYS) {
    if ((CACHE_KEYS as readonly string[]).includes(key)) continue;
    try {
      store?.removeItem(key);
    } catch {
      // nothing more to do
    }
  }
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
