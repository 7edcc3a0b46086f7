import { describe, expect, it } from 'vitest';
import * as content from '../../../seed/content.mjs';
import { seedLikers } from '../seed.mjs';
import { SCALE, planTotals, scalePlan, splitByWeights } from './scale-content.mjs';

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

  it('splits a total by weights into whole parts that add up to it', () => {
    expect(splitByWeights(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByWeights(7, [5, 1])).toEqual([6, 1]);
    expect(splitByWeights(0, [1, 2])).toEqual([0, 0]);
  });
});
