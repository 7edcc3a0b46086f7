/**
 * Mono Float32 samples to a CBR MP3 with LAME (@breezystack/lamejs, plain JavaScript: the
 * app's Content-Security-Policy allows no WebAssembly), and what an MP3's frames say about
 * it. Pure: a worker, Node and tests run it.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { NARRATION_KBPS } from './narration-settings';

/** Samples handed to LAME at a time: 50 MPEG-2 frames, so progress moves smoothly. */
const CHUNK = 576 * 50;

/** Float samples as 16-bit PCM, clipped (the limiter keeps them under the ceiling anyway). */
function toInt16(samples: Float32Array, start: number, end: number): Int16Array {
  const out = new Int16Array(end - start);
  for (let i = start; i < end; i++) {
    const value = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i - start] = Math.round(value < 0 ? value * 0x8000 : value * 0x7fff);
  }
  return out;
}

/** The MP3 bytes of `samples`; `onProgress` gets the share done, 0 to 1. */
export function encodeMp3(
  samples: Float32Array,
  sampleRate: number,
  onProgress?: (fraction: number) => void,
): Uint8Array<ArrayBuffer> {
  const encoder = new Mp3Encoder(1, sampleRate, NARRATION_KBPS);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += CHUNK) {
    const end = Math.min(samples.length, start + CHUNK);
    parts.push(encoder.encodeBuffer(toInt16(samples, start, end)));
    onProgress?.(end / samples.length);
  }
  parts.push(encoder.flush());
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

const BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  channels: 1 | 2;
  /** Every frame's bitrate, when they all share one (CBR); null otherwise. */
  kbps: number | null;
  /** Seconds the frames hold: what a browser shows for a file without an encoder tag. */
  seconds: number;
}

/**
 * What a run of MPEG audio Layer III frames holds, read from their headers (the encoder's
 * output has no tags). Throws on anything else.
 */
export function mp3Info(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  let frames = 0;
  let first: { sampleRate: number; samples: number; channels: 1 | 2 } | null = null;
  const rates = new Set<number>();
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    const b3 = bytes[offset + 3] ?? 0;
    const version = (b1 >> 3) & 3;
    const rate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
    const kbps = (version === 3 ? BITRATES.mpeg1 : BITRATES.mpeg2)[b2 >> 4];
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1 || !rate || !kbps) {
      throw new Error(`Not an MPEG Layer III frame at byte ${offset}`);
    }
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor((samples / 8) * ((kbps * 1000) / rate)) + ((b2 >> 1) & 1);
    first ??= { sampleRate: rate, samples, channels: b3 >> 6 === 3 ? 1 : 2 };
    rates.add(kbps);
    frames += 1;
    offset += length;
  }
  if (!first || offset !== bytes.length) throw new Error('Not a whole run of MP3 frames');
  return {
    frames,
    sampleRate: first.sampleRate,
    channels: first.channels,
    kbps: rates.size === 1 ? ([...rates][0] ?? null) : null,
    seconds: (frames * first.samples) / first.sampleRate,
  };
}
