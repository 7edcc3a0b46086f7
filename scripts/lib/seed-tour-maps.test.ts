import { describe, expect, it } from 'vitest';
import { tours, works } from '../../seed/content.mjs';
import { checkTourMaps } from './seed.mjs';

describe("a seed tour's floor plan", () => {
  const work = (id: string, expositionId: string, map?: string) => ({
    id,
    expositionId,
    files: map === undefined ? {} : { map },
  });

  it('is on no demo tour: every demo work’s map marks its own room, none is shared', () => {
    expect(() => checkTourMaps(tours, works)).not.toThrow();
    for (const tour of tours) {
      expect(tour.map, tour.id).toBeUndefined();
      const maps = works
        .filter((each) => each.expositionId === tour.id)
        .map((each) => each.files.map);
      expect(new Set(maps).size, tour.id).toBe(maps.length);
    }
  });

  it('must be set once on the tour when all its works would carry the same plan', () => {
    const plan = 'maps/plan-900.webp';
    expect(() =>
      checkTourMaps([{ id: 't' }], [work('a', 't', plan), work('b', 't', plan)]),
    ).toThrow(/Seed tour t: every work carries the map maps\/plan-900\.webp/);
    expect(() =>
      checkTourMaps([{ id: 't', map: plan }], [work('a', 't'), work('b', 't')]),
    ).not.toThrow();
  });

  it('is not repeated by a work of the tour', () => {
    const plan = 'maps/plan-900.webp';
    expect(() =>
      checkTourMaps(
        [{ id: 't', map: plan }],
        [work('a', 't', plan), work('b', 't', 'maps/b.webp')],
      ),
    ).toThrow(/Seed tour t: a work repeats the tour's map/);
  });
});
