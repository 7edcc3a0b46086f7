import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { LEGACY_CACHE_KEYS } from '@/config/vocabulary';
import {
  CACHE_KEYS,
  CACHE_MAX_ENTRY_CHARS,
  CACHE_TTL_MS,
  cacheClear,
  cacheGet,
  cacheSet,
  cached,
} from './cache';

const tours = z.array(z.object({ id: z.string(), likeCount: z.number() }));
const sample = [{ id: 't1', likeCount: 1 }];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the TTL cache', () => {
  it('serves a stored value for 20 minutes, then loads again', () => {
    const t0 = 1_000_000;
    cacheSet('TOURS', 'highlighted', sample, t0);
    expect(cacheGet('TOURS', 'highlighted', tours, t0 + CACHE_TTL_MS - 1)).toEqual(sample);
    expect(cacheGet('TOURS', 'highlighted', tours, t0 + CACHE_TTL_MS)).toBeUndefined();
    expect(CACHE_TTL_MS).toBe(1_200_000);
  });

  it('loads once and then answers from the cache', async () => {
    const load = vi.fn(() => Promise.resolve(sample));
    await cached('TOURS', 'x', tours, load);
    await expect(cached('TOURS', 'x', tours, load)).resolves.toEqual(sample);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stores under the spec keys only', () => {
    expect(CACHE_KEYS).toEqual(['WORKS', 'TOURS', 'MUSEUMS', 'COMMENTS']);
    cacheSet('WORKS', 'works:t1', []);
    expect(Object.keys(localStorage)).toEqual(['WORKS']);
  });

  it('is cleared whole by a write', () => {
    for (const key of CACHE_KEYS) cacheSet(key, 's', []);
    localStorage.setItem('lang', 'en');
    cacheClear();
    expect(Object.keys(localStorage)).toEqual(['lang']);
  });

  it('drops corrupt JSON instead of crashing', () => {
    localStorage.setItem('TOURS', '{not json');
    expect(cacheGet('TOURS', 'highlighted', tours)).toBeUndefined();
    expect(localStorage.getItem('TOURS')).toBeNull();
  });

  it('drops an entry written by another version of the app', () => {
    localStorage.setItem(
      'TOURS',
      JSON.stringify({ v: 999, slots: { highlighted: { at: Date.now(), data: sample } } }),
    );
    expect(cacheGet('TOURS', 'highlighted', tours)).toBeUndefined();
    expect(localStorage.getItem('TOURS')).toBeNull();
  });

  it('drops a slot whose data no longer matches the schema', () => {
    cacheSet('TOURS', 'highlighted', [{ id: 1 }]);
    expect(cacheGet('TOURS', 'highlighted', tours)).toBeUndefined();
    cacheSet('TOURS', 'other', sample);
    expect(cacheGet('TOURS', 'other', tours)).toEqual(sample);
  });

  it('does not store a result too large for one entry, says so, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cacheSet('TOURS', 'small', sample);
    const big = [{ id: 'x'.repeat(CACHE_MAX_ENTRY_CHARS), likeCount: 0 }];
    expect(cacheSet('TOURS', 'big', big)).toEqual({ stored: false, reason: 'tooLarge' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/TOURS big not stored: \d+ characters/),
    );
    expect(cacheGet('TOURS', 'big', tours)).toBeUndefined();
    expect(cacheGet('TOURS', 'small', tours)).toEqual(sample);
  });

  it('makes room for a new result by dropping the oldest of its key first', () => {
    // Three results of a third of an entry each: the fourth pushes out the oldest only.
    const third = (id: string) => [
      { id: id.repeat(CACHE_MAX_ENTRY_CHARS / 3 - 100), likeCount: 0 },
    ];
    const t0 = 1_000_000;
    expect(cacheSet('TOURS', 'a', third('a'), t0)).toEqual({ stored: true, evicted: [] });
    cacheSet('TOURS', 'b', third('b'), t0 + 1);
    cacheSet('TOURS', 'c', third('c'), t0 + 2);
    expect(cacheSet('TOURS', 'd', third('d'), t0 + 3)).toEqual({ stored: true, evicted: ['a'] });
    expect(cacheGet('TOURS', 'a', tours, t0 + 4)).toBeUndefined();
    for (const slot of ['b', 'c', 'd']) {
      expect(cacheGet('TOURS', slot, tours, t0 + 4)?.[0]?.id).toMatch(new RegExp(`^${slot}+$`));
    }
    expect(localStorage.getItem('TOURS')?.length).toBeLessThanOrEqual(CACHE_MAX_ENTRY_CHARS);
  });

  it('makes room in a full storage by dropping older results of its key', () => {
    const t0 = 1_000_000;
    cacheSet('TOURS', 'older', sample, t0 - 1);
    cacheSet('TOURS', 'old', sample, t0);
    const setItem = localStorage.setItem.bind(localStorage);
    // The browser takes the entry only once it holds two results at most.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation((key: string, value: string) => {
      if ((value.match(/"at":/g) ?? []).length > 2) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem(key, value);
    });
    expect(cacheSet('TOURS', 'new', sample, t0 + 1)).toEqual({ stored: true, evicted: ['older'] });
    expect(cacheGet('TOURS', 'new', tours, t0 + 2)).toEqual(sample);
    expect(cacheGet('TOURS', 'old', tours, t0 + 2)).toEqual(sample);
  });

  it('survives a full storage: quota errors never reach the caller', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(cacheSet('MUSEUMS', 'all', [])).toEqual({ stored: false, reason: 'storageFull' });
    await expect(cached('MUSEUMS', 'all', tours, () => Promise.resolve(sample))).resolves.toEqual(
      sample,
    );
  });

  it('drops what an earlier version kept under other keys, keeping its own', () => {
    const stale = LEGACY_CACHE_KEYS.filter(
      (key) => !(CACHE_KEYS as readonly string[]).includes(key),
    );
    expect(stale).toEqual([...LEGACY_CACHE_KEYS]);
    for (const key of stale) localStorage.setItem(key, '{"v":1,"slots":{}}');
    cacheSet('COMMENTS', 'comments:t1', []);
    for (const key of stale) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('COMMENTS')).not.toBeNull();
  });

  it('survives storage that cannot even be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(cacheGet('MUSEUMS', 'all', tours)).toBeUndefined();
  });
});
