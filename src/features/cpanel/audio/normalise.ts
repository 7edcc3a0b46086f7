/**
 * From what was decoded to what is encoded: one channel at the narrations' loudness, with its
 * peaks held under the ceiling. Pure over Float32Array (a worker, Node and tests run it).
 */
import { heardLoudness } from './loudness';
import { PEAK_CEILING_DB, TARGET_LUFS } from './narration-settings';

/** The channels averaged: what a mono speaker plays of a stereo recording. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) throw new Error('No audio channels');
  if (channels.length === 1) return first.slice();
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  const share = 1 / channels.length;
  for (const channel of channels) {
    for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) * share;
  }
  return mono;
}

/**
 * A look-ahead peak limiter, in place: the gain reaches what a peak needs `lookAhead` samples
 * before it (a moving average of the look-ahead minimum, so it never clicks) and recovers
 * over `release` samples. Speech at the target rarely reaches the ceiling; a shout or a
 * knock on the microphone does.
 */
export function limitPeaks(
  samples: Float32Array,
  ceiling: number,
  lookAhead: number,
  release: number,
): void {
  const n = samples.length;
  if (n === 0) return;
  const needed = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const peak = Math.abs(samples[i] ?? 0);
    needed[i] = peak > ceiling ? ceiling / peak : 1;
  }
  // The smallest gain needed in [i, i + lookAhead], by a monotonic queue of indexes.
  const ahead = new Float32Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    for (; next < n && next <= i + lookAhead; next++) {
      while (tail > head && (needed[queue[tail - 1] ?? 0] ?? 1) >= (needed[next] ?? 1)) tail--;
      queue[tail++] = next;
    }
    while ((queue[head] ?? 0) < i) head++;
    ahead[i] = needed[queue[head] ?? 0] ?? 1;
  }
  // Averaging over the last lookAhead samples keeps every peak at or under the ceiling: each
  // term of the average already holds that peak's gain.
  const coefficient = 1 / Math.max(1, release);
  let sum = 0;
  let gain = 1;
  for (let i = 0; i < n; i++) {
    sum += ahead[i] ?? 1;
    if (i >= lookAhead) sum -= ahead[i - lookAhead] ?? 1;
    const smooth = sum / Math.min(i + 1, lookAhead);
    const target = Math.min(smooth, ahead[i] ?? 1);
    gain = Math.min(target, gain + (1 - gain) * coefficient);
    samples[i] = (samples[i] ?? 0) * gain;
  }
}

export interface Normalised {
  samples: Float32Array;
  /** Loudness heard before, in LUFS. */
  measured: number;
  /** The gain applied, in dB (before the limiter). */
  gainDb: number;
}

/** At most this many gain-and-limit passes: the second one usually lands within 0.05 LU. */
const PASSES = 3;

export class SilentRecordingError extends Error {
  constructor() {
    super('The recording is silent');
    this.name = 'SilentRecordingError';
  }
}

/**
 * The mono signal brought to TARGET_LUFS as heard, its peaks under PEAK_CEILING_DB. Throws
 * SilentRecordingError when nothing in it is loud enough to measure.
 */
export function normalise(mono: Float32Array, sampleRate: number): Normalised {
  const measured = heardLoudness(mono, sampleRate);
  if (!Number.isFinite(measured)) throw new SilentRecordingError();
  const ceiling = 10 ** (PEAK_CEILING_DB / 20);
  const samples = new Float32Array(mono.length);
  let gainDb = TARGET_LUFS - measured;
  // The limiter takes a little loudness away from a peaky voice (0.2 LU on the demo's):
  // measuring again and making up for it brings the result back to the target.
  for (let pass = 0; pass < PASSES; pass++) {
    const gain = 10 ** (gainDb / 20);
    for (let i = 0; i < mono.length; i++) samples[i] = (mono[i] ?? 0) * gain;
    limitPeaks(samples, ceiling, Math.round(sampleRate * 0.005), Math.round(sampleRate * 0.1));
    const missing = TARGET_LUFS - heardLoudness(samples, sampleRate);
    if (Math.abs(missing) < 0.05) break;
    gainDb += missing;
  }
  return { samples, measured, gainDb };
}
