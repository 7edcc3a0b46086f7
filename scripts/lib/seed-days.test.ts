import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { tourPhase, type TourPhase } from '@/features/tours/model/tour-dates';
import * as app from '@/lib/days';
import {
  addDays,
  countedTours,
  dayAt,
  museumExhibitions,
  seedDays,
  seedState,
} from './seed-days.mjs';

// Around a Buenos Aires midnight (03:00 UTC), a month's and a year's end, and a leap day.
const INSTANTS = [
  '2026-12-03T02:59:59.999Z',
  '2026-12-03T03:00:00.000Z',
  '2026-12-31T23:30:00.000Z',
  '2027-01-01T02:59:00.000Z',
  '2028-02-29T12:00:00.000Z',
].map((iso) => Date.parse(iso));

describe("the seed's days", () => {
  it("are the app's: the same day at each instant, the same day so many days on", () => {
    for (const instant of INSTANTS) {
      const day = dayAt(instant);
      expect(day).toBe(app.dayAt(instant));
      for (const count of [-400, -120, -30, -1, 0, 1, 5, 42, 150, 400]) {
        expect(addDays(day, count)).toBe(app.addDays(day, count));
      }
    }
  });

  it("turn an exhibition's offsets into days from the seeding day, and none for a permanent tour", () => {
    const tour = { id: 't', exhibition: { opensIn: -21, closesIn: 42, playsBeforeOpening: false } };
    expect(seedDays(tour, 20261203)).toEqual({
      opensOn: 20261112,
      closesOn: 20270114,
      playsBeforeOpening: false,
    });
    expect(seedDays({ id: 'p' }, 20261203)).toBeNull();
  });

  it('refuse, naming the tour, what the rules would: closing before opening, no flag', () => {
    expect(() =>
      seedDays(
        { id: 't', exhibition: { opensIn: 3, closesIn: 2, playsBeforeOpening: false } },
        20261203,
      ),
    ).toThrow(/Seed tour t:/);
    const noFlag = { id: 'u', exhibition: { opensIn: 1, closesIn: 2 } } as unknown as Parameters<
      typeof seedDays
    >[0];
    expect(() => seedDays(noFlag, 20261203)).toThrow(/Seed tour u:/);
  });
});

describe('the demo exhibitions', () => {
  const seededOn = dayAt(Date.now());
  const phases = tours
    .filter((tour) => tour.exhibition)
    .map((tour) => tourPhase(seedDays(tour, seededOn) ?? {}, seededOn));

  it('are one open, one in its last days, one to come and one closed, on any seeding day', () => {
    for (const day of [seededOn, 20260301, 20261231, 20280229]) {
      const each = tours
        .filter((tour) => tour.exhibition)
        .map((tour) => tourPhase(seedDays(tour, day) ?? {}, day))
        .sort();
      expect(each).toEqual(['closed', 'lastDays', 'open', 'upcoming'] satisfies TourPhase[]);
    }
    expect(phases).toHaveLength(4);
  });

  it('are published, stored in their own state, the one to come playable before it opens', () => {
    for (const tour of tours.filter((each) => each.exhibition)) {
      expect(seedState(tour)).toBe('exhibition');
      const days = seedDays(tour, seededOn);
      const upcoming = tourPhase(days ?? {}, seededOn) === 'upcoming';
      expect(days?.playsBeforeOpening).toBe(upcoming);
    }
  });

  it("leave the closed one out of its museum, and out of every museum's count of tours", () => {
    const closed = tours.filter(
      (tour) => tour.exhibition && tourPhase(seedDays(tour, seededOn) ?? {}, seededOn) === 'closed',
    );
    expect(closed).toHaveLength(1);
    for (const museum of museums) {
      const kept = museumExhibitions(tours, museum.id, seededOn) ?? {};
      for (const tour of closed) expect(kept).not.toHaveProperty(tour.id);
      const listed = tours.filter(
        (tour) =>
          tour.tematicId === museum.id &&
          tour.exhibition &&
          tourPhase(seedDays(tour, seededOn) ?? {}, seededOn) !== 'closed',
      );
      expect(Object.keys(kept).sort()).toEqual(listed.map((tour) => tour.id).sort());
      expect(countedTours(tours, museum.id)).toBe(
        tours.filter((t) => t.tematicId === museum.id && t.state === 'published' && !t.exhibition)
          .length,
      );
    }
    expect(museumExhibitions(tours, 'sivori', seededOn)).toBeUndefined();
  });
});
