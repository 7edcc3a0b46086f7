import { describe, expect, it } from 'vitest';
import { resample } from './resample';
import { tone } from '@/test/audio-signals';

const rms = (samples: Float32Array, from = 0, to = samples.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / (to - from));
};

describe('resample', () => {
  it('keeps a tone in the band at its level and its pitch', () => {
    const out = resample(tone(1, 22_050, 0.5, 1000), 22_050, 24_000);
    expect(out.length).toBe(24_000);
    const middle = out.subarray(1000, 23_000);
    expect(rms(middle)).toBeCloseTo(0.5 / Math.SQRT2, 2);
    // 1000 Hz: 2000 zero crossings a second.
    let crossings = 0;
    for (let i = 1; i < middle.length; i++) {
      if (Math.sign(middle[i] ?? 0) !== Math.sign(middle[i - 1] ?? 0)) crossings += 1;
    }
    expect(crossings / (middle.length / 24_000)).toBeCloseTo(2000, -1);
  });

  it('removes what the lower rate cannot hold instead of folding it back', () => {
    // 15 kHz is above 24 kHz's Nyquist frequency (12 kHz): it must vanish, not alias to 9 kHz.
    const out = resample(tone(1, 48_000, 0.5, 15_000), 48_000, 24_000);
    expect(rms(out, 1000, 23_000)).toBeLessThan(0.005);
  });
});
