import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, settledPrefetch, takePrefetched } from './prefetch';

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

describe('settledPrefetch', () => {
  it('says nothing until the data has arrived, then gives it without taking it', async () => {
    let arrive: (value: string) => void = () => undefined;
    const promise = new Promise<string>((resolve) => (arrive = resolve));
    prefetch('tour:b', () => promise);
    expect(settledPrefetch('tour:b')).toBeUndefined();
    arrive('tour data');
    await promise;
    expect(settledPrefetch('tour:b')).toEqual({ resolved: 'tour data' });
    expect(settledPrefetch('tour:b')).toEqual({ resolved: 'tour data' }); // not taken
    await expect(takePrefetched('tour:b')).resolves.toBe('tour data');
    expect(settledPrefetch('tour:b')).toBeUndefined();
  });

  it('gives nothing for a failed request: the page asks again and reports', async () => {
    const promise = Promise.reject(new Error('offline'));
    prefetch('tour:c', () => promise);
    await expect(promise).rejects.toThrow('offline');
    expect(settledPrefetch('tour:c')).toBeUndefined();
  });
});
