import { describe, expect, it } from 'vitest';
import { heardLoudness, integratedLoudness, kWeightingFilters } from './loudness';
import { tone } from '@/test/audio-signals';

const dbfs = (db: number) => 10 ** (db / 20);

describe('integratedLoudness (ITU-R BS.1770-4)', () => {
  it("reproduces the standard's K-weighting coefficients at 48 kHz", () => {
    const [shelf, highPass] = kWeightingFilters(48_000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 10);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 10);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 10);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 10);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 10);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 10);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 10);
  });

  it.each([48_000, 44_100, 24_000, 22_050])(
    'a full-scale 997 Hz tone in one channel is −3.01 LUFS at %i Hz',
    (rate) => {
      expect(integratedLoudness([tone(5, rate, 1)], rate)).toBeCloseTo(-3.01, 1);
    },
  );

  it('a stereo tone at −23 dBFS is −23 LUFS (EBU Tech 3341, case 1)', () => {
    const left = tone(20, 48_000, dbfs(-23));
    expect(integratedLoudness([left, left], 48_000)).toBeCloseTo(-23, 1);
  });

  it('gates: 10 s at −36, 60 s at −23, 10 s at −36 dBFS is −23 LUFS (EBU Tech 3341, case 5)', () => {
    const rate = 24_000;
    const quiet = tone(10, rate, dbfs(-36));
    const loud = tone(60, rate, dbfs(-23));
    const program = new Float32Array(quiet.length * 2 + loud.length);
    program.set(quiet, 0);
    program.set(loud, quiet.length);
    program.set(quiet, quiet.length + loud.length);
    expect(integratedLoudness([program, program], rate)).toBeCloseTo(-23, 1);
  });

  it('leaves silence out, and says -Infinity when there is nothing else', () => {
    const rate = 24_000;
    const program = new Float32Array(rate * 20);
    program.set(tone(5, rate, dbfs(-20)), rate * 10);
    // The blocks that straddle the tone's ends count too, a little quieter: about −23.2.
    expect(Math.abs(integratedLoudness([program], rate) + 23.01)).toBeLessThan(0.3);
    expect(integratedLoudness([new Float32Array(rate * 5)], rate)).toBe(-Infinity);
    expect(integratedLoudness([tone(0.3, rate, 1)], rate)).toBe(-Infinity); // shorter than a block
  });

  it('hears a mono narration on both ears: 3 dB louder than the file alone', () => {
    const mono = tone(5, 24_000, dbfs(-20));
    expect(heardLoudness(mono, 24_000) - integratedLoudness([mono], 24_000)).toBeCloseTo(3.01, 2);
  });
});
