import { Mp3Encoder } from '@breezystack/lamejs';
import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { heardLoudness } from './loudness';
import { mp3Info } from './mp3';
import { NARRATION_KBPS, PEAK_CEILING_DB, TARGET_LUFS } from './narration-settings';
import { SilentRecordingError } from './normalise';
import { processNarration, TooLongError } from './process-narration';
import { speechLike, tone } from '@/test/audio-signals';
import { readWav, writeWav } from './wav';

/** What a browser plays of MP3 bytes (mpg123 hands even a mono file back as two channels). */
async function decode(bytes: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(bytes);
    const [first = new Float32Array(0)] = channelData;
    return { channels: channelData, first, sampleRate };
  } finally {
    decoder.free();
  }
}

function peakDb(samples: Float32Array) {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return 20 * Math.log10(peak);
}

/** A stereo MP3 as a phone's recorder makes one: 44.1 kHz, 128 kbit/s. */
function recordMp3(left: Float32Array, right: Float32Array) {
  const pcm = (samples: Float32Array) => Int16Array.from(samples, (s) => Math.round(s * 0x7fff));
  const encoder = new Mp3Encoder(2, 44_100, 128);
  const parts = [encoder.encodeBuffer(pcm(left), pcm(right)), encoder.flush()];
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

// Encoding runs at a few times real time on a busy 2-core machine.
describe('processNarration', { timeout: 30_000 }, () => {
  it('turns a quiet stereo WAV into a mono 48 kbit/s MP3 at the target loudness', async () => {
    const rate = 24_000;
    // A voice recorded far too low, a little louder on the left.
    const left = speechLike(30, rate, 0.05, 1);
    const right = left.map((sample) => sample * 0.7);
    const wav = readWav(writeWav([left, right], rate));
    expect(wav.channels).toHaveLength(2);

    const result = processNarration(wav.channels, wav.sampleRate);

    const info = mp3Info(result.bytes);
    expect(info).toMatchObject({ channels: 1, kbps: NARRATION_KBPS, sampleRate: 24_000 });
    expect(result.duration).toBeCloseTo(30, 0);
    expect(Math.abs(result.duration - 30)).toBeLessThan(0.1);
    expect(result.duration).toBe(Math.round(info.seconds * 1000) / 1000);
    // 48 kbit/s: 6 KB a second, whatever the WAV weighed (2.9 MB here).
    expect(result.bytes.length).toBeLessThan(30 * 6000 * 1.01);
    expect(result.gainDb).toBeGreaterThan(15);

    const played = await decode(result.bytes);
    expect(
      Math.abs(heardLoudness(played.first, played.sampleRate) - TARGET_LUFS),
    ).toBeLessThanOrEqual(1);
    expect(peakDb(played.first)).toBeLessThan(0);
  });

  it('turns a loud stereo MP3 at 44.1 kHz into the same, its peaks limited', async () => {
    const rate = 44_100;
    const voice = speechLike(10, rate, 0.9, 7);
    // A knock on the microphone, far above the voice.
    voice.set(tone(0.02, rate, 1, 60), rate * 5);
    const recorded = await decode(recordMp3(voice, voice));

    const result = processNarration(recorded.channels, recorded.sampleRate);

    const info = mp3Info(result.bytes);
    expect(info.channels).toBe(1);
    expect(info.kbps).toBe(NARRATION_KBPS);
    expect(info.sampleRate).toBe(24_000);
    expect(Math.abs(result.duration - 10)).toBeLessThan(0.15);
    expect(result.gainDb).toBeLessThan(0);
    const mono = (await decode(result.bytes)).first;
    expect(Math.abs(heardLoudness(mono, info.sampleRate) - TARGET_LUFS)).toBeLessThanOrEqual(1);
    // The limiter holds the knock under the ceiling; MP3 adds at most a dB of overshoot.
    expect(peakDb(mono)).toBeLessThan(PEAK_CEILING_DB + 1);
  });

  it('reports its progress up to the end', () => {
    const seen: number[] = [];
    processNarration([speechLike(10, 24_000, 0.3)], 24_000, (fraction) => seen.push(fraction));
    expect(seen.length).toBeGreaterThan(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(1);
  });

  it('refuses silence and recordings over 20 minutes', () => {
    expect(() => processNarration([new Float32Array(24_000 * 3)], 24_000)).toThrow(
      SilentRecordingError,
    );
    const long = new Float32Array(8_000 * (20 * 60 + 1));
    expect(() => processNarration([long], 8_000)).toThrow(TooLongError);
  });
});
