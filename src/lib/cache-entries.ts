/*
 * The cache's entries as localStorage holds them (cache.ts decides what goes in them): read,
 * written and removed without ever letting a storage error through.
 */
import { LEGACY_CACHE_KEYS } from '@/config/vocabulary';

export interface Slot {
  at: number;
  data: unknown;
}

export interface Entry {
  v: number;
  slots: Record<string, Slot>;
}

export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access itself can throw (blocked cookies)
  }
}

/** The entry under `key` when it is of `version`; anything else is dropped. */
export function readEntry(key: string, version: number): Entry | null {
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
      Reflect.get(parsed, 'v') === version &&
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

export function remove(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing more to do
  }
}

export function write(key: string, entry: Entry) {
  try {
    storage()?.setItem(key, JSON.stringify(entry));
  } catch {
    remove(key); // what is left could not be saved: drop it rather than keep a stale copy
  }
}

/**
 * Entries an earlier version stored under other keys are never read again: without this they
 * would hold on to their share of the origin's storage. Done on each write (a few removals).
 */
export function dropLegacyKeys(current: readonly string[]) {
  const store = storage();
  for (const key of LEGACY_CACHE_KEYS) {
    if (current.includes(key)) continue;
    try {
      store?.removeItem(key);
    } catch {
      // nothing more to do
    }
  }
}
