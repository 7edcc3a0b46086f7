import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetch', () => {
  it('hands the same request to the page once, then nothing', async () => {
    const load = vi.fn(() => Promise.resolve('tour data'));
    prefetch('tour:a', load);
    prefetch('tour:a', load); // a second call does not request again
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('tour:a')).resolves.toBe('tour data');
    expect(takePrefetched('tour:a')).toBeUndefined();
  });

  it('gives nothing for a key nobody prefetched', () => {
    expect(takePrefetched('museum:never')).toBeUndefined();
  });

  it('does not hand over a request older than ten seconds', () => {
    vi.useFakeTimers();
    prefetch('museums', () => Promise.resolve([]));
    vi.advanceTimersByTime(10_001);
    expect(takePrefetched('museums')).toBeUndefined();
  });

  it('keeps a failed request for the page to report, without an unhandled rejection', async () => {
    prefetch('tour:broken', () => Promise.reject(new Error('offline')));
    await expect(takePrefetched('tour:broken')).rejects.toThrow('offline');
  });
});
