// The cache with the data of a large museum guide, built as Firestore stores it and read through
// the models' converters, as the pages' reads go: the tours /museos lists, and a tour liked by
// 50,000 visitors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { tours as seedTours } from '../../seed/content.mjs';
import { tourModel, type Tour } from '@/features/tours/model/tour';
import { CACHE_MAX_ENTRY_CHARS, cacheGet, cacheSet } from './cache';

const at = { toMillis: () => 0, seconds: 1_790_000_000, nanoseconds: 0 };

/** A tour document as stored, like the demo content's, with `overrides`. */
function storedTour(index: number, overrides: Record<string, unknown> = {}) {
  const seed = seedTours[index % seedTours.length];
  if (!seed) throw new Error('the seed has no tours');
  const id = `${seed.id}-${String(index)}`;
  return {
    id,
    data: {
      tematicId: seed.tematicId,
      name: seed.name,
      description: seed.description,
      resume: seed.resume,
      address: seed.address,
      museum: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
      highlight: seed.highlight,
      likeCount: 1234,
      state: 'published',
      image: {
        url: `https://firebasestorage.googleapis.com/v0/b/museo-guia.appspot.com/o/${id}%2FmainImg-1200.webp?alt=media&token=1f3c8f0e-5b1e-4c2a-9d8e-123456789abc`,
        path: `${id}/mainImg-1200.webp`,
        contentType: 'image/webp',
        size: 183_456,
        width: 1200,
        height: 800,
      },
      createdAt: at,
      updatedAt: at,
      ...overrides,
    },
  };
}

const read = ({ id, data }: { id: string; data: object }): Tour =>
  tourModel.converter.fromData(`exposition/${id}`, id, data);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the cache at scale', () => {
  it('keeps a tour liked by 50,000 visitors like any other, in a few kilobytes', () => {
    const tour = read(storedTour(0, { likeCount: 50_000 }));
    expect(cacheSet('TOURS', `get:${tour.id}`, tour)).toEqual({ stored: true, evicted: [] });
    expect(cacheGet('TOURS', `get:${tour.id}`, tourModel.schema)?.likeCount).toBe(50_000);
    expect(localStorage.getItem('TOURS')?.length).toBeLessThan(4000);
  });

  it('keeps, as a count, a tour whose document still lists 50,000 likers', () => {
    const likes = Array.from({ length: 50_000 }, (_, i) => `uid-${String(i).padStart(24, '0')}`);
    const { likeCount: _stored, ...old } = storedTour(0).data;
    const tour = read({ id: 'old', data: { ...old, likes } });
    expect(cacheSet('TOURS', 'get:old', tour).stored).toBe(true);
    expect(cacheGet('TOURS', 'get:old', tourModel.schema)?.likeCount).toBe(50_000);
    // The list the phone used to keep: over one entry's room, it would not have been cached.
    expect(JSON.stringify(likes).length).toBeGreaterThan(CACHE_MAX_ENTRY_CHARS);
  });

  it('keeps the 200 published tours /museos reads in one result, with room to spare', () => {
    const warn = vi.spyOn(console, 'warn');
    const published = Array.from({ length: 200 }, (_, i) => read(storedTour(i)));
    expect(cacheSet('TOURS', 'published', published)).toEqual({ stored: true, evicted: [] });
    expect(cacheGet('TOURS', 'published', z.array(tourModel.schema))).toHaveLength(200);
    const size = localStorage.getItem('TOURS')?.length ?? Infinity;
    console.info(`200 tours: ${String(size)} characters of ${String(CACHE_MAX_ENTRY_CHARS)}`);
    expect(size).toBeLessThan(CACHE_MAX_ENTRY_CHARS * 0.95);
    expect(warn).not.toHaveBeenCalled();
  });
});
