import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importInBackground, loadChunk, reloadOnceForNewVersion } from './chunks';

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading a lazy part of the app', () => {
  it('gives up after the spec time-out of 120 s with a time-out error', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = loadChunk(() => never);
    const outcome = expect(loading).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'timeout',
    });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('turns a missing file into a "missing" chunk error that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'missing', cause });
  });
});

describe('reloading for a new version', () => {
  it('reloads once, and never again until a part has loaded', async () => {
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(reload)).toBe(true);
    expect(reloadOnceForNewVersion(reload)).toBe(false);
    expect(reloadOnceForNewVersion(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // The new version's parts load: a later deploy may reload once again.
    await loadChunk(() => Promise.resolve({ ok: true }));
    expect(reloadOnceForNewVersion(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when a part fails again after the reload', async () => {
    const reload = vi.fn();
    reloadOnceForNewVersion(reload);
    await loadChunk(() => Promise.reject(new Error('404'))).catch(() => undefined);
    expect(reloadOnceForNewVersion(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the flag only when the browser is idle, not in the task that loaded the part', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    reloadOnceForNewVersion(reload);
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    try {
      await loadChunk(() => Promise.resolve({ ok: true }));
      // The first sessionStorage use in a page is a synchronous read of the whole store.
      expect(removeItem).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(removeItem).toHaveBeenCalledWith('museo-guia:chunk-reload');
      expect(sessionStorage.length).toBe(0);
    } finally {
      removeItem.mockRestore();
    }
  });

  it('a clearing still waiting for idle time does not undo a new reload flag', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    reloadOnceForNewVersion(reload);
    await loadChunk(() => Promise.resolve({ ok: true }));
    // A part of the new version goes missing before the idle clearing ran: one more reload.
    expect(reloadOnceForNewVersion(reload)).toBe(true);
    await vi.runAllTimersAsync();
    expect(reloadOnceForNewVersion(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('importInBackground', () => {
  it('asks again when the signal comes back, and gives up quietly after the last try', async () => {
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ ok: true });
    const first = importInBackground(importer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(importer).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await expect(first).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);

    const never = vi.fn(() => Promise.reject(new TypeError('offline')));
    const given = importInBackground(never, 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.dispatchEvent(new Event('online'));
    await expect(given).resolves.toBeUndefined();
    expect(never).toHaveBeenCalledTimes(2);
  });
});
