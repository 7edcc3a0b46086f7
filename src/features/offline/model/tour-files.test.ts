import { describe, expect, it } from 'vitest';
import { aTour, aWork } from '@/features/cpanel/test-support';
import type { MediaRef } from '@/lib/model/shared';
import { tourFiles } from './tour-files';

const storage = 'https://storage.test/v0/b/museo/o/';
const image = (path: string, size: number, width = 1280, height = 960): MediaRef => ({
  url: `${storage}${encodeURIComponent(path)}?alt=media&token=t`,
  path,
  contentType: path.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
  size,
  width,
  height,
});
/** A floor plan as stored: portrait. */
const map = (path: string, size: number) => image(path, size, 1200, 1600);
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

describe("a saved tour's floor plan", () => {
  const plan = map('tour-1/map-1200.webp', 120_000);

  it('is saved once, however many works without a map of their own show it', () => {
    const tour = aTour({ map: plan });
    const works = [
      aWork({ id: 'w1', media: {} }),
      aWork({ id: 'w2', order: 2, media: {} }),
      aWork({ id: 'w3', order: 3, media: { map: map('w3/map-1200.webp', 80_000) } }),
    ];
    const saved = paths(tourFiles(tour, works).common);
    expect(saved.filter((path) => path.startsWith('tour-1/map'))).toEqual([
      'tour-1/map-1200.webp',
      'tour-1/map-640.webp',
    ]);
    expect(saved).toContain('w3/map-1200.webp');
  });

  it('is left out when every work has a map of its own: no visitor would see it', () => {
    const tour = aTour({ map: plan });
    const works = [aWork({ media: { map: map('work-1/map-1200.webp', 80_000) } })];
    expect(paths(tourFiles(tour, works).common)).not.toContain('tour-1/map-1200.webp');
  });

  it('is nothing for a tour without one, as before', () => {
    expect(tourFiles(aTour(), [aWork()]).common).toEqual([]);
  });
});
