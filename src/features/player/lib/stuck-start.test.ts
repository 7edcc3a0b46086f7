import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { looksStuck, restartWhenStuck, STUCK_AFTER_MS } from './stuck-start';

/** An <audio> element's state as the watch reads it, with its events. */
class FakeAudio extends EventTarget {
  paused = false;
  seeking = false;
  readyState = 2; // HAVE_CURRENT_DATA: waiting
  duration = 26.568;
  currentTime = 0.07;
  currentSrc = 'https://storage.test/w1/audio-es.mp3';
  ranges: [number, number][] = [[0, 26.568]];
  get buffered() {
    const ranges = this.ranges;
    return {
      length: ranges.length,
      start: (i: number) => ranges[i]?.[0] ?? 0,
      end: (i: number) => ranges[i]?.[1] ?? 0,
    } as TimeRanges;
  }
  pause = vi.fn(() => {
    this.paused = true;
  });
  play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
}

/** A narration under the watch that has just said it waits, and how to stop watching it. */
function waitingUnderWatch() {
  const audio = new FakeAudio();
  const stop = restartWhenStuck(audio);
  audio.dispatchEvent(new Event('waiting'));
  return { audio, stop };
}

describe('a narration stuck with all of it downloaded (WebKitGTK)', () => {
  it('is stuck only when it says it plays, waits, and has every second to its end', () => {
    expect(looksStuck(new FakeAudio())).toBe(true);
    const playing = Object.assign(new FakeAudio(), { readyState: 4 });
    expect(looksStuck(playing)).toBe(false);
    const paused = Object.assign(new FakeAudio(), { paused: true });
    expect(looksStuck(paused)).toBe(false);
    const seeking = Object.assign(new FakeAudio(), { seeking: true });
    expect(looksStuck(seeking)).toBe(false);
    // Still downloading on a slow connection: a real wait.
    const downloading = Object.assign(new FakeAudio(), { ranges: [[0, 12]] });
    expect(looksStuck(downloading)).toBe(false);
    const unknownLength = Object.assign(new FakeAudio(), { duration: Number.NaN });
    expect(looksStuck(unknownLength)).toBe(false);
    // A range that ends a frame short of the reported length still holds the whole narration.
    const frameShort = Object.assign(new FakeAudio(), { ranges: [[0, 26.5]] });
    expect(looksStuck(frameShort)).toBe(true);
  });

  describe('the watch', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('pauses and plays it again once it has waited a moment so, and no sooner', () => {
      const { audio, stop } = waitingUnderWatch();
      vi.advanceTimersByTime(STUCK_AFTER_MS - 1);
      expect(audio.play).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(audio.pause).toHaveBeenCalledTimes(1);
      expect(audio.play).toHaveBeenCalledTimes(1);
      stop();
    });

    it('leaves alone a narration that plays, one the visitor paused and a real wait', () => {
      const audio = new FakeAudio();
      const stop = restartWhenStuck(audio);
      audio.dispatchEvent(new Event('play'));
      audio.readyState = 4;
      vi.advanceTimersByTime(STUCK_AFTER_MS * 2);
      audio.readyState = 2;
      audio.dispatchEvent(new Event('waiting'));
      audio.dispatchEvent(new Event('pause'));
      vi.advanceTimersByTime(STUCK_AFTER_MS * 2);
      audio.ranges = [[0, 3]];
      audio.dispatchEvent(new Event('waiting'));
      vi.advanceTimersByTime(STUCK_AFTER_MS * 2);
      expect(audio.play).not.toHaveBeenCalled();
      stop();
    });

    it('starts it once: freed, it may go on saying it waits, but its time moves', () => {
      const { audio, stop } = waitingUnderWatch();
      vi.advanceTimersByTime(STUCK_AFTER_MS);
      expect(audio.play).toHaveBeenCalledTimes(1);
      // What WebKitGTK does once freed: play, waiting again, and the narration plays on.
      audio.dispatchEvent(new Event('play'));
      audio.dispatchEvent(new Event('waiting'));
      audio.currentTime = 1.6;
      vi.advanceTimersByTime(STUCK_AFTER_MS * 3);
      expect(audio.play).toHaveBeenCalledTimes(1);
      stop();
    });

    it('gives up on a narration after three tries, and tries again for the next', () => {
      const { audio, stop } = waitingUnderWatch();
      vi.advanceTimersByTime(STUCK_AFTER_MS * 10);
      expect(audio.play).toHaveBeenCalledTimes(3);
      audio.currentSrc = 'https://storage.test/w2/audio-es.mp3';
      audio.dispatchEvent(new Event('waiting'));
      vi.advanceTimersByTime(STUCK_AFTER_MS);
      expect(audio.play).toHaveBeenCalledTimes(4);
      stop();
    });

    it('stops watching when asked', () => {
      const audio = new FakeAudio();
      restartWhenStuck(audio)();
      audio.dispatchEvent(new Event('waiting'));
      vi.advanceTimersByTime(STUCK_AFTER_MS * 2);
      expect(audio.play).not.toHaveBeenCalled();
    });
  });
});
