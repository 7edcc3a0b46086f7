/**
 * The whole narration pipeline after decoding: channels mixed to mono, brought to the
 * narrations' loudness, encoded as MP3. Pure: the back-office runs it in a worker
 * (narration.worker.ts), the demo-media script in Node, the tests in Vitest.
 */
import { mp3Info, encodeMp3 } from './mp3';
import { MAX_NARRATION_SECONDS, NARRATION_SAMPLE_RATE } from './narration-settings';
import { mixToMono, normalise } from './normalise';
import { resample } from './resample';

export interface ProcessedNarration {
  bytes: Uint8Array<ArrayBuffer>;
  /** Seconds, as a browser shows the stored file (to the millisecond). */
  duration: number;
  /** Loudness heard before the gain, in LUFS. */
  measured: number;
  gainDb: number;
}

export class TooLongError extends Error {
  constructor(readonly seconds: number) {
    super(`The recording lasts ${seconds.toFixed(0)} s`);
    this.name = 'TooLongError';
  }
}

/** Share of the work done by the time encoding starts: measuring and the gain are quick. */
const BEFORE_ENCODING = 0.1;

export function processNarration(
  channels: readonly Float32Array[],
  sampleRate: number,
  onProgress?: (fraction: number) => void,
): ProcessedNarration {
  const length = channels[0]?.length ?? 0;
  if (length / sampleRate > MAX_NARRATION_SECONDS) throw new TooLongError(length / sampleRate);
  // Every stored narration has the same rate (the back-office's decoder delivers it already).
  const rate = NARRATION_SAMPLE_RATE;
  const mono = resample(mixToMono(channels), sampleRate, rate);
  const { samples, measured, gainDb } = normalise(mono, rate);
  onProgress?.(BEFORE_ENCODING);
  const bytes = encodeMp3(samples, rate, (fraction) =>
    onProgress?.(BEFORE_ENCODING + (1 - BEFORE_ENCODING) * fraction),
  );
  const duration = Math.round(mp3Info(bytes).seconds * 1000) / 1000;
  return { bytes, duration, measured, gainDb };
}
