import { describe, expect, it } from 'vitest';
import { aTour, aWork } from '@/features/back-office/test-support';
import type { MediaRef } from '@/lib/model/shared';
import { tourFiles } from './tour-files';

const storage = 'https://storage.test/v0/b/museo/o/';
const image = (path: string, size: number): MediaRef => ({
  url: `${storage}${encodeURIComponent(path)}?alt=media&token=t`,
  path,
  contentType: 'image/webp',
  size,
  width: 1200,
  height: 1600,
});
const paths = (files: { url: string }[]) =>
  files.map((file) => decodeURIComponent(new URL(file.url).pathname.split('/o/')[1] ?? ''));

describe("a saved tour's floor plan", () => {
  const plan = image('tour-1/map-1200.webp', 120_000);

  it('is saved once, however many works without a map of their own show it', () => {
    const tour = aTour({ map: plan });
    const works = [
      aWork({ id: 'w1', media: {} }),
      aWork({ id: 'w2', order: 2, media: {} }),
      aWork({ id: 'w3', order: 3, media: { map: image('w3/map-1200.webp', 80_000) } }),
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
    const works = [aWork({ media: { map: image('work-1/map-1200.webp', 80_000) } })];
    expect(paths(tourFiles(tour, works).common)).not.toContain('tour-1/map-1200.webp');
  });

  it('is nothing for a tour without one, as before', () => {
    expect(tourFiles(aTour(), [aWork()]).common).toEqual([]);
  });
});
