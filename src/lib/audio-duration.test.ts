import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEASURE_TIMEOUT_MS, measureDuration } from './audio-duration';

// jsdom does not decode audio: the test plays the browser's part on the <audio> element the
// function creates.
let created: HTMLAudioElement[] = [];
const revoked: string[] = [];
// jsdom has no object URLs: the test brings its own and takes them away again.
const URL_METHODS = ['createObjectURL', 'revokeObjectURL'] as const;
const originals = URL_METHODS.map((name) => Object.getOwnPropertyDescriptor(URL, name));

beforeEach(() => {
  created = [];
  revoked.length = 0;
  Object.defineProperties(URL, {
    createObjectURL: { value: vi.fn(() => 'blob:narration'), configurable: true },
    revokeObjectURL: {
      value: vi.fn((url: string) => void revoked.push(url)),
      configurable: true,
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(document, 'createElement').mockImplementation((name: string) => {
    const element = document.createElementNS('http://www.w3.org/1999/xhtml', name);
    if (element instanceof HTMLAudioElement) created.push(element);
    return element;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  URL_METHODS.forEach((name, index) => {
    const original = originals[index];
    if (original) Object.defineProperty(URL, name, original);
    else Reflect.deleteProperty(URL, name);
  });
});

const mp3 = () => new Blob([new Uint8Array(64)], { type: 'audio/mpeg' });

/** The browser has read the header: the element knows its duration. */
function metadata(seconds: number) {
  const audio = created[0];
  if (!audio) throw new Error('no <audio> was created');
  Object.defineProperty(audio, 'duration', { value: seconds, configurable: true });
  audio.dispatchEvent(new Event('loadedmetadata'));
}

describe('measureDuration', () => {
  it('reads the length from the file’s metadata, to the millisecond, and lets the file go', async () => {
    const measured = measureDuration(mp3());
    expect(created[0]?.getAttribute('src')).toBe('blob:narration');
    metadata(27.7942857);
    await expect(measured).resolves.toBe(27.794);
    expect(revoked).toEqual(['blob:narration']);
    expect(created[0]?.hasAttribute('src')).toBe(false);
  });

  it('gives no length for a file the browser cannot read', async () => {
    const measured = measureDuration(mp3());
    created[0]?.dispatchEvent(new Event('error'));
    await expect(measured).resolves.toBeUndefined();
    expect(revoked).toEqual(['blob:narration']);
  });

  it.each([
    ['a stream with no end', Number.POSITIVE_INFINITY],
    ['an unknown length', Number.NaN],
    ['an empty file', 0],
    ['more than two hours', 7200.5],
  ])('gives no length for %s', async (_, seconds) => {
    const measured = measureDuration(mp3());
    metadata(seconds);
    await expect(measured).resolves.toBeUndefined();
  });

  it('gives up after the timeout instead of holding the save', async () => {
    vi.useFakeTimers();
    const measured = measureDuration(mp3());
    vi.advanceTimersByTime(MEASURE_TIMEOUT_MS - 1);
    let settled = false;
    void measured.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(measured).resolves.toBeUndefined();
    expect(revoked).toEqual(['blob:narration']);
    // A late answer changes nothing.
    metadata(30);
    await expect(measured).resolves.toBeUndefined();
  });
});
