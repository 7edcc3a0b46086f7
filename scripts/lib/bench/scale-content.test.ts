import { describe, expect, it } from 'vitest';
import * as content from '../../../seed/content.mjs';
import { tourPhase } from '@/features/tours/model/tour-dates';
import { addDays } from '../seed-days.mjs';
import { seedLikers } from '../seed.mjs';
import {
  CLOSED_EXHIBITIONS,
  SCALE,
  closedExhibitionsPlan,
  planTotals,
  scalePlan,
  splitByWeights,
} from './scale-content.mjs';

const demo = {
  museums: content.museums,
  tours: content.tours.map((tour) => ({ ...tour, likes: seedLikers(tour).length })),
  works: content.works,
  comments: content.comments,
};
const BIG = 'mnba-realismo-social';

describe('the scale bench’s content', () => {
  const plan = scalePlan(demo, { bigTourId: BIG });

  it('adds up, with the demo, to what the guide must stand', () => {
    expect(planTotals(demo, plan)).toEqual({
      museums: 20,
      tours: 200,
      works: 1000,
      likes: 50_000,
      bigTourLikes: 25_000,
      comments: 20_000,
      bigTourComments: 18_000,
    });
    expect(SCALE.bigTourLikes * 2).toBe(SCALE.likes);
  });

  it('is the same plan every time', () => {
    expect(scalePlan(demo, { bigTourId: BIG })).toEqual(plan);
    expect(scalePlan(demo, { bigTourId: BIG, seed: 'another' })).not.toEqual(plan);
  });

  it('spreads the tours over every museum and numbers each tour’s works from 1', () => {
    const museumIds = [...demo.museums, ...plan.museums].map((m) => m.id);
    expect(new Set(museumIds).size).toBe(20);
    const museumOf = [...demo.tours.map((t) => t.tematicId), ...plan.tours.map((t) => t.museumId)];
    for (const id of museumIds) expect(museumOf.filter((m) => m === id)).toHaveLength(10);
    const ids = [...plan.tours, ...plan.works, ...plan.comments].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tour of plan.tours) {
      const orders = plan.works.filter((w) => w.tourId === tour.id).map((w) => w.order);
      expect(orders).toEqual(orders.map((_, i) => i + 1));
      expect(orders.length).toBeGreaterThanOrEqual(5);
    }
    // The big tour keeps the demo's works: what grows on its page is likes and comments.
    expect(plan.works.some((w) => w.tourId === BIG)).toBe(false);
  });

  it('likes and comments only published tours, and highlights only published ones', () => {
    const drafts = new Set([
      ...demo.tours.filter((t) => t.state !== 'published').map((t) => t.id),
      ...plan.tours.filter((t) => t.state !== 'published').map((t) => t.id),
    ]);
    expect(drafts.size).toBeGreaterThan(3);
    expect(Object.keys(plan.likes).filter((id) => drafts.has(id))).toEqual([]);
    expect(plan.comments.filter((c) => drafts.has(c.tourId))).toEqual([]);
    expect(plan.tours.filter((t) => t.highlight && t.state !== 'published')).toEqual([]);
    expect(plan.tours.filter((t) => t.highlight).length).toBeGreaterThan(0);
    // Every comment fits the comment form's limit.
    expect(plan.comments.every((c) => c.comment.length > 0 && c.comment.length <= 1000)).toBe(true);
  });

  it('dates enough comments after the demo’s that the tour page shows a full page of them', () => {
    const demoNewest = demo.comments
      .filter((c) => c.expositionId === BIG)
      .map((c) => c.createdAt)
      .sort()
      .at(-1);
    expect(demoNewest).toBeDefined();
    const newer = plan.comments.filter((c) => c.tourId === BIG && c.createdAt > (demoNewest ?? ''));
    expect(newer.length).toBeGreaterThan(20);
  });

  it('copies only permanent demo tours: an exhibition copied as a permanent tour would keep its days', () => {
    const exhibitions = new Set(demo.tours.filter((t) => t.exhibition).map((t) => t.id));
    expect(exhibitions.size).toBeGreaterThan(0);
    expect(plan.tours.filter((t) => exhibitions.has(t.from))).toEqual([]);
  });

  it('splits a total by weights into whole parts that add up to it', () => {
    expect(splitByWeights(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByWeights(7, [5, 1])).toEqual([6, 1]);
    expect(splitByWeights(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('a museum’s 200 closed exhibitions, for the scale bench', () => {
  const TODAY = 20270315;
  const plan = closedExhibitionsPlan(demo, { museumId: 'scale-museum-01', today: TODAY });

  it('are 200 of that museum, each with three works numbered from 1, every id its own', () => {
    expect(plan.tours).toHaveLength(CLOSED_EXHIBITIONS);
    expect(CLOSED_EXHIBITIONS).toBe(200);
    expect(plan.tours.every((t) => t.museumId === 'scale-museum-01')).toBe(true);
    for (const tour of plan.tours) {
      const orders = plan.works.filter((w) => w.tourId === tour.id).map((w) => w.order);
      expect(orders).toEqual([1, 2, 3]);
    }
    const ids = [...plan.tours, ...plan.works].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are every one closed on the day, the latest yesterday, each opened before it closed', () => {
    expect(plan.tours[0]?.closesOn).toBe(addDays(TODAY, -1));
    for (const tour of plan.tours) {
      expect(tourPhase(tour, TODAY), tour.id).toBe('closed');
      expect(tour.opensOn).toBeLessThan(tour.closesOn);
      expect(tour.playsBeforeOpening).toBe(false);
    }
    // About twenty a year, as a big museum runs them: not a century of them.
    expect(plan.tours.at(-1)?.closesOn).toBeGreaterThan(addDays(TODAY, -15 * 365));
  });

  it('copy the demo’s published exhibitions and their works, and are the same plan every time', () => {
    const exhibitions = demo.tours.filter((t) => t.state === 'published' && t.exhibition);
    const froms = new Set(plan.tours.map((t) => t.from));
    expect([...froms].every((id) => exhibitions.some((t) => t.id === id))).toBe(true);
    for (const work of plan.works) {
      const tour = plan.tours.find((t) => t.id === work.tourId);
      expect(demo.works.find((w) => w.id === work.from)?.expositionId).toBe(tour?.from);
    }
    expect(closedExhibitionsPlan(demo, { museumId: 'scale-museum-01', today: TODAY })).toEqual(
      plan,
    );
  });
});
