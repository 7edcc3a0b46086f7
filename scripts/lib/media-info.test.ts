import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { works } from '../../seed/content.mjs';
import { mp3Duration, mp3FrameAt, webpSize } from './media-info.mjs';

const MEDIA = join(process.cwd(), 'seed', 'media');
const read = (path: string) => new Uint8Array(readFileSync(join(MEDIA, path)));
const hex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (byte) => parseInt(byte, 16));

/** An MPEG-1 Layer III frame, 128 kbit/s, 44.1 kHz, stereo, no CRC: 417 bytes (418 padded). */
function frame(padded = false, body = 0): Uint8Array {
  const bytes = new Uint8Array(padded ? 418 : 417).fill(body);
  bytes.set([0xff, 0xfb, 0x90 | (padded ? 2 : 0), 0x00]);
  return bytes;
}
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
/**
 * A Xing/Info frame stating `count` audio frames (stereo MPEG-1: the tag sits at byte 36),
 * with a LAME extension giving the encoder's delay and padding when asked.
 */
function infoFrame(count: number, gapless?: { delay: number; padding: number }): Uint8Array {
  const bytes = frame();
  bytes.set(new TextEncoder().encode('Info'), 36);
  bytes.set([0, 0, 0, 1, count >>> 24, (count >> 16) & 255, (count >> 8) & 255, count & 255], 40);
  if (gapless) {
    const { delay, padding } = gapless;
    bytes.set(new TextEncoder().encode('LAME3.100'), 48);
    bytes.set([delay >> 4, ((delay & 15) << 4) | (padding >> 8), padding & 255], 48 + 21);
  }
  return bytes;
}

describe('mp3Duration', () => {
  it('reads a frame header: MPEG-1, 44.1 kHz, 1152 samples, 417 or 418 bytes', () => {
    expect(mp3FrameAt(frame(), 0)).toMatchObject({
      version: 1,
      sampleRate: 44100,
      samples: 1152,
      length: 417,
    });
    expect(mp3FrameAt(frame(true), 0)?.length).toBe(418);
    expect(mp3FrameAt(new Uint8Array([0x49, 0x44, 0x33, 0]), 0)).toBeNull();
  });

  it('counts frames, whatever their padding: seconds = frames × 1152 ÷ 44100', () => {
    const audio = concat(frame(), frame(true), frame(), frame(true), frame());
    expect(mp3Duration(audio)).toEqual({
      frames: 5,
      sampleRate: 44100,
      samplesPerFrame: 1152,
      encoderDelay: 0,
      padding: 0,
      frameSeconds: (5 * 1152) / 44100,
      seconds: (5 * 1152) / 44100,
    });
  });

  it("leaves out the encoder's delay and padding its LAME tag states, as browsers do", () => {
    const audio = concat(infoFrame(3, { delay: 576, padding: 1200 }), frame(), frame(), frame());
    expect(mp3Duration(audio)).toMatchObject({
      frames: 3,
      encoderDelay: 576,
      padding: 1200,
      frameSeconds: (3 * 1152) / 44100,
      seconds: (3 * 1152 - 576 - 1200) / 44100,
    });
  });

  it("skips an ID3v2 tag, the encoder's Info frame and a closing ID3v1 tag", () => {
    const id3 = new Uint8Array(10 + 300);
    id3.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 2, 44]); // 'ID3', syncsafe size 2 × 128 + 44 = 300
    const id3v1 = new Uint8Array(128);
    id3v1.set([0x54, 0x41, 0x47]); // 'TAG'
    const audio = concat(id3, infoFrame(3), frame(), frame(), frame(true), id3v1);
    expect(mp3Duration(audio).frames).toBe(3);
  });

  it('refuses a file whose Info frame disagrees with its frames, or that is not a run of frames', () => {
    expect(() => mp3Duration(concat(infoFrame(4), frame(), frame()))).toThrow(/says 4 frames/);
    expect(() => mp3Duration(concat(frame(), new Uint8Array(500)))).toThrow(/byte 417/);
    expect(() => mp3Duration(frame().subarray(0, 300))).toThrow(/cut short/);
    expect(() => mp3Duration(new TextEncoder().encode('not audio at all'))).toThrow();
  });

  it('reads the seed narrations as the back-office encodes them: every frame counts', () => {
    // 24 kHz, 48 kbit/s mono, without an encoder tag (src/features/cpanel/audio/), so
    // nothing is trimmed: a browser shows frames × 576 ÷ 24000 s, what the bytes at 48 kbit/s
    // say (the old 32 kbit/s files had a LAME tag; its reading is tested above).
    const berni = mp3Duration(read('audio/berni-manifestacion-es.mp3'));
    expect(berni).toMatchObject({
      frames: 1158,
      sampleRate: 24_000,
      samplesPerFrame: 576,
      encoderDelay: 0,
      padding: 0,
    });
    expect(berni.seconds).toBeCloseTo(27.792, 6);
    expect(berni.seconds).toBe(berni.frameSeconds);
    expect(mp3Duration(read('audio/greco-sin-titulo-en.mp3')).seconds).toBeCloseTo(26.52, 6);
  });

  it.each(works.flatMap((work) => [work.files['audio-es'], work.files['audio-en']]))(
    'measures %s, exactly as long as its bytes at 48 kbit/s say',
    (path) => {
      const bytes = read(path);
      const { seconds } = mp3Duration(bytes);
      expect(seconds).toBeGreaterThan(5);
      expect(seconds).toBeCloseTo((bytes.length * 8) / 48_000, 6);
    },
  );
});

describe('webpSize', () => {
  it('reads a lossy (VP8) file: every seed image, at the width its name gives', () => {
    for (const folder of ['museums', 'tours', 'works', 'maps']) {
      for (const name of readdirSync(join(MEDIA, folder))) {
        const size = webpSize(read(`${folder}/${name}`));
        expect(size.width, name).toBe(Number(/-(\d+)\.webp$/.exec(name)?.[1]));
      }
    }
    expect(webpSize(read('museums/malba-1200.webp'))).toEqual({ width: 1200, height: 800 });
    expect(webpSize(read('maps/berni-manifestacion-900.webp'))).toEqual({
      width: 900,
      height: 1200,
    });
  });

  it('reads a lossless (VP8L) and an extended (VP8X) file, as cwebp writes them', () => {
    // cwebp -lossless of a 37×23 PNG (the whole file), and the head of a 301×4000 one with alpha.
    const lossless = hex(
      '524946461c000000574542505650384c0f0000002f248005000710fd8ffe0722a2ff0100',
    );
    expect(webpSize(lossless)).toEqual({ width: 37, height: 23 });
    const extended = hex('524946461e09000057454250565038580a000000100000002c01009f0f00');
    expect(webpSize(extended)).toEqual({ width: 301, height: 4000 });
  });

  it('refuses what is not a WebP', () => {
    expect(() => webpSize(read('audio/berni-manifestacion-es.mp3'))).toThrow(/Not a WebP/);
    expect(() => webpSize(new Uint8Array(40))).toThrow(/Not a WebP/);
  });
});
