import { describe, expect, it } from 'vitest';
import { STORED_COLLECTIONS, STORED_LIKES } from '@/config/vocabulary';
import {
  BATCH,
  LEGACY_LIKES,
  LIKE_COUNT,
  LIKES,
  TOURS,
  describePlan,
  invalidUid,
  planTour,
} from './likes-migration.mjs';

const uids = (n: number, prefix = 'u') =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);

describe('the likes migration plan', () => {
  it('uses the stored names the app uses', () => {
    expect(TOURS).toBe(STORED_COLLECTIONS.tours);
    expect(LIKES).toBe(STORED_LIKES.subcollection);
    expect(LIKE_COUNT).toBe(STORED_LIKES.likeCount);
    expect(LEGACY_LIKES).toBe(STORED_LIKES.legacyLikes);
  });

  it('turns a list into a like document per uid and its count, in batches under 500 writes', () => {
    const plan = planTour({ id: 't', fields: { likes: uids(1000) } });
    if (plan.action !== 'migrate') throw new Error('expected a migration');
    expect(plan.likeCount).toBe(1000);
    expect(plan.create).toHaveLength(1000);
    expect(plan.batches.map((batch) => batch.length)).toEqual([BATCH, BATCH, 1000 - 2 * BATCH]);
    expect(BATCH).toBeLessThan(500);
    expect(plan.batches.flat()).toEqual(plan.create);
  });

  it('finishes a tour a stopped run left half done: only the missing documents, the full count', () => {
    const list = uids(1000);
    const plan = planTour({ id: 't', fields: { likes: list }, existing: list.slice(0, 450) });
    if (plan.action !== 'migrate') throw new Error('expected a migration');
    expect(plan.create).toEqual(list.slice(450));
    expect(plan.existing).toBe(450);
    expect(plan.likeCount).toBe(1000);
  });

  it('changes nothing on a tour that holds no list (migrated, or new)', () => {
    expect(planTour({ id: 't', fields: { likeCount: 12 } })).toEqual({
      id: 't',
      action: 'done',
      likeCount: 12,
    });
  });

  it('counts a uid listed twice once, and skips entries that cannot name a document', () => {
    const plan = planTour({
      id: 't',
      fields: { likes: ['a', 'b', 'a', 'x/y', '', 7, '__name__', 'c'.repeat(129)] },
    });
    if (plan.action !== 'migrate') throw new Error('expected a migration');
    expect(plan.create).toEqual(['a', 'b']);
    expect(plan.likeCount).toBe(2);
    expect(plan.duplicates).toBe(1);
    expect(plan.skipped.map((s) => s.uid)).toEqual(['x/y', '', '7', '__name__', 'c'.repeat(129)]);
  });

  it('migrates an empty list to a count of 0 with no documents', () => {
    const plan = planTour({ id: 't', fields: { likes: [] } });
    expect(plan).toMatchObject({ action: 'migrate', create: [], batches: [], likeCount: 0 });
  });

  it('refuses nothing a real uid can be', () => {
    for (const uid of ['demo-visitor', 'Zx8KpQ1m3NfT0aB2cD4eF6gH7iJ9', 'a.b-c_d']) {
      expect(invalidUid(uid)).toBeNull();
    }
  });

  it('says, per tour, what it does or would do', () => {
    const plan = planTour({ id: 't1', fields: { likes: ['a', 'a', 'b/c'] }, existing: [] });
    expect(describePlan(plan, { dryRun: true })).toBe(
      'exposition/t1: 3 in the list, would create 1 like documents in 1 batches, ' +
        '1 duplicates counted once, 1 skipped ("b/c": holds a \'/\'), ' +
        'then likeCount 1 and the list removed.',
    );
    expect(describePlan(planTour({ id: 't2', fields: { likeCount: 3 } }))).toBe(
      'exposition/t2: already counted (likeCount 3), nothing to do.',
    );
  });
});
