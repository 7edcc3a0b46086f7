import { describe, expect, it } from 'vitest';
import { aTour, aWork } from '@/features/back-office/test-support';
import type { MediaRef } from '@/lib/model/shared';
import { tourFiles } from './tour-files';

const storage = 'https://storage.test/v0/b/museo/o/';
const image = (path: string, size: number): MediaRef => ({
  url: `${storage}${encodeURIComponent(path)}?alt=media&token=t`,
  path,
  contentType: path.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
  size,
  width: 1280,
  height: 960,
});
const paths = (files: { url: string }[]) =>
  files.map((file) => decodeURIComponent(new URL(file.url).pathname.split('/o/')[1] ?? ''));

describe('the files a tour saved for offline needs', () => {
  it('takes each picture with its small copy, in the format it was stored in', () => {
    const tour = aTour({ image: image('tour-1/mainImg-1280.webp', 64_000) });
    const works = [
      // Added from Chromium or Firefox: WebP. Added from Safari, which encodes no WebP: JPEG.
      aWork({ id: 'w1', media: { mainImg: image('w1/mainImg-1280.webp', 100_000) } }),
      aWork({ id: 'w2', order: 2, media: { mainImg: image('w2/mainImg-1280.jpg', 100_000) } }),
    ];
    const { common } = tourFiles(tour, works);
    expect(paths(common)).toEqual([
      'tour-1/mainImg-1280.webp',
      'tour-1/mainImg-640.webp',
      'w1/mainImg-1280.webp',
      'w1/mainImg-640.webp',
      'w2/mainImg-1280.jpg',
      'w2/mainImg-640.jpg',
    ]);
    // The small copy's size is estimated from its share of the pixels: a quarter here.
    expect(common.at(-1)?.size).toBe(25_000);
  });
});
