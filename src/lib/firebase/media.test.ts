import { describe, expect, it } from 'vitest';
import type { MediaRef } from '@/lib/model/shared';
import { fileRef, mediaPath, mediaPaths, type MediaFile } from './media-file';

const stored = (path: string, contentType: string): MediaRef => ({
  url: `https://x.test/${path}`,
  path,
  contentType,
  size: 2048,
});

/** An upload of `baseName`, with what the back-office measured of it. */
const upload = (
  baseName: string,
  contentType: string,
  measured: Pick<MediaFile, 'width' | 'height' | 'duration'>,
): MediaFile => ({ baseName, data: new Blob(['x']), contentType, ...measured });

describe('fileRef: what the document records about an upload', () => {
  it("adds a resized image's width and height", () => {
    const file = upload('map', 'image/webp', { width: 900, height: 600 });
    expect(fileRef(stored('w/map-900.webp', 'image/webp'), file)).toEqual({
      ...stored('w/map-900.webp', 'image/webp'),
      width: 900,
      height: 600,
    });
  });

  it("adds a narration's length", () => {
    const file = upload('audio-es', 'audio/mpeg', { duration: 27.794 });
    expect(fileRef(stored('w/audio-es.mp3', 'audio/mpeg'), file)).toMatchObject({
      duration: 27.794,
    });
  });

  it('adds nothing it does not fully know, nor what does not fit the kind of file', () => {
    const widthOnly = upload('mainImg', 'image/webp', { width: 800 });
    const image = stored('w/mainImg-800.webp', 'image/webp');
    expect(fileRef(image, widthOnly)).toEqual(image);
    const lengthOnImage: MediaFile = { ...widthOnly, duration: 3 };
    expect(fileRef(image, lengthOnImage)).toEqual(image);
    const audio = stored('w/audio-en.mp3', 'audio/mpeg');
    const sizeOnAudio = upload('audio-en', 'audio/mpeg', { width: 1, height: 1 });
    expect(fileRef(audio, sizeOnAudio)).toEqual(audio);
  });
});

describe('where a resized image is stored', () => {
  const resized = (contentType: string): MediaFile => ({
    ...upload('mainImg', contentType, { width: 1200, height: 800 }),
    variants: [{ width: 640, data: new Blob(['small']) }],
  });

  it('names both copies for their format: WebP where the browser makes it, else JPEG', () => {
    expect(mediaPaths('w1', resized('image/webp'))).toEqual([
      'w1/mainImg-1200.webp',
      'w1/mainImg-640.webp',
    ]);
    expect(mediaPaths('w1', resized('image/jpeg'))).toEqual([
      'w1/mainImg-1200.jpg',
      'w1/mainImg-640.jpg',
    ]);
  });

  it('refuses to name a resized image in a format the readers do not know', () => {
    expect(() => mediaPath('w1', resized('image/png'))).toThrow(/WebP or JPEG/);
    // A file the back-office does not resize keeps the original product's name.
    expect(mediaPath('w1', upload('audio-es', 'audio/mpeg', {}))).toBe('w1/audio-es.mp3');
  });
});
