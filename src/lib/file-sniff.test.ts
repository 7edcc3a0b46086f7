import { Blob as NodeBlob } from 'node:buffer';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniff, sniffFile } from './file-sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string'
        ? Array.from({ length: part.length }, (_, i) => part.charCodeAt(i))
        : part,
    ),
  );

const SEED = join(process.cwd(), 'seed', 'media');
const seedFile = (pattern: RegExp) => {
  const found = readdirSync(SEED, { recursive: true, encoding: 'utf8' }).find((name) =>
    pattern.test(name),
  );
  if (!found) throw new Error(`no ${String(pattern)} in seed/media`);
  // jsdom's Blob cannot be read; Node's is what a browser's File is to this code.
  return new NodeBlob([readFileSync(join(SEED, found))]) as unknown as Blob;
};

describe('sniffing what a picked file really is', () => {
  it('recognises the demo content’s real WebP images and MP3 narrations', async () => {
    await expect(sniffFile(seedFile(/\.webp$/))).resolves.toBe('image');
    await expect(sniffFile(seedFile(/\.mp3$/))).resolves.toBe('audio');
  });

  it('recognises PNG, JPEG and AVIF images', () => {
    expect(sniff(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image');
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image');
    expect(sniff(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image');
  });

  it('recognises WAV, MP3 without a tag, M4A, Ogg/Opus, WebM and AAC audio', () => {
    expect(sniff(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBe('audio');
    expect(sniff(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('audio');
    expect(sniff(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('audio');
    expect(sniff(bytes('OggS', [0, 2]))).toBe('audio');
    expect(sniff(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('audio');
    expect(sniff(bytes([0xff, 0xf1, 0x50, 0x80]))).toBe('audio');
  });

  it('refuses an SVG, an HTML page, a script or text renamed as an image or audio', () => {
    expect(sniff(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('other');
    expect(sniff(bytes('<?xml version="1.0"?><svg'))).toBe('other');
    expect(sniff(bytes('<!doctype html><html>'))).toBe('other');
    expect(sniff(bytes('alert(document.cookie)'))).toBe('other');
    expect(sniff(bytes('PK', [3, 4]))).toBe('other'); // a zip
    expect(sniff(bytes([0, 0, 0, 0x18], 'ftypqt  '))).toBe('other'); // a QuickTime video
    expect(sniff(new Uint8Array())).toBe('other');
  });
});
