import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  C,
  ID,
  SEEDED_AT,
  rulesHarness,
  validMuseum,
  validTour,
  type Db,
} from '../support/fixtures';

// A museum's count of published tours (`publishedTours`), which /museos reads instead of the
// tours: it moves by one in the same commit as the tour it names (`countedTour`) is published,
// unpublished, deleted or moved, and at no other time. Seeded here: museum A counts its one
// published tour, museum B counts none and has a draft; the shared seed's museum has no count
// (stored before counts), and its tours publish without one.
const h = rulesHarness();

const A = 'museum-counted-a';
const B = 'museum-counted-b';
const PUBLISHED = 'tour-counted-published';
const DRAFT = 'tour-counted-draft';
const OTHER_DRAFT = 'tour-counted-draft-2';

const seeded = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };

beforeEach(async () => {
  await h.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const writes = writeBatch(db);
    writes.set(doc(db, C.museums, A), validMuseum(A, { ...seeded, publishedTours: 1 }));
    writes.set(doc(db, C.museums, B), validMuseum(B, { ...seeded, publishedTours: 0 }));
    writes.set(
      doc(db, C.tours, PUBLISHED),
      validTour(PUBLISHED, { ...seeded, tematicId: A, state: 'published' }),
    );
    writes.set(doc(db, C.tours, DRAFT), validTour(DRAFT, { ...seeded, tematicId: A }));
    writes.set(doc(db, C.tours, OTHER_DRAFT), validTour(OTHER_DRAFT, { ...seeded, tematicId: A }));
    await writes.commit();
  });
});

const tour = (db: Db, id: string) => doc(db, C.tours, id);
const museum = (db: Db, id: string) => doc(db, C.museums, id);

function batch(db: Db, write: (batch: WriteBatch) => void) {
  const writes = writeBatch(db);
  write(writes);
  return writes.commit();
}

/** The tour's change, and `by` on museum `museumId`'s count naming tour `named`. */
const count = (b: WriteBatch, db: Db, museumId: string, by: number, named: string) =>
  b.update(museum(db, museumId), { publishedTours: increment(by), countedTour: named });

const setState = (b: WriteBatch, db: Db, id: string, state: 'published' | 'draft') =>
  b.update(tour(db, id), { state, updatedAt: serverTimestamp() });

/** The museum's count as stored (read with the rules off). */
async function countOf(id: string): Promise<unknown> {
  let stored: unknown;
  await h.env.withSecurityRulesDisabled(async (context) => {
    stored = (await getDoc(museum(context.firestore(), id))).get('publishedTours');
  });
  return stored;
}

describe('a museum’s count of published tours', () => {
  describe('allowed, with the tour’s change in the same commit', () => {
    it('publishing a draft adds one', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        batch(db, (b) => {
          setState(b, db, DRAFT, 'published');
          count(b, db, A, 1, DRAFT);
        }),
      );
      expect(await countOf(A)).toBe(2);
    });

    it('unpublishing takes one away', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        batch(db, (b) => {
          setState(b, db, PUBLISHED, 'draft');
          count(b, db, A, -1, PUBLISHED);
        }),
      );
      expect(await countOf(A)).toBe(0);
    });

    it('deleting a published tour takes one away', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        batch(db, (b) => {
          b.delete(tour(db, PUBLISHED));
          count(b, db, A, -1, PUBLISHED);
        }),
      );
      expect(await countOf(A)).toBe(0);
    });

    it('moving a published tour takes one from its museum and adds one to the other', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        batch(db, (b) => {
          b.update(tour(db, PUBLISHED), { tematicId: B, updatedAt: serverTimestamp() });
          count(b, db, A, -1, PUBLISHED);
          count(b, db, B, 1, PUBLISHED);
        }),
      );
      expect([await countOf(A), await countOf(B)]).toEqual([0, 1]);
    });

    it('moving or deleting a draft, and editing a tour, leave the counts alone', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        updateDoc(tour(db, DRAFT), { tematicId: B, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(
        updateDoc(tour(db, PUBLISHED), { address: 'Otra 123', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(deleteDoc(tour(db, OTHER_DRAFT)));
      expect([await countOf(A), await countOf(B)]).toEqual([1, 0]);
    });

    it('a tour of a museum stored before counts publishes without one', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        updateDoc(tour(db, ID.draftTour), { state: 'published', updatedAt: serverTimestamp() }),
      );
      expect(await countOf(ID.museum)).toBeUndefined();
    });

    it('a new museum starts at zero, and an edit of a museum keeps its count', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        setDoc(museum(db, 'museum-new'), {
          ...validMuseum('museum-new'),
          publishedTours: 0,
        }),
      );
      await assertSucceeds(
        updateDoc(museum(db, A), {
          name: { es: 'Otro', en: 'Other' },
          updatedAt: serverTimestamp(),
        }),
      );
      expect(await countOf(A)).toBe(1);
    });
  });

  describe('refused', () => {
    it('the count changed alone', async () => {
      const db = h.as.admin;
      await assertFails(count(writeBatch(db), db, A, 1, DRAFT).commit());
      await assertFails(updateDoc(museum(db, A), { publishedTours: 2 }));
    });

    it('publishing, unpublishing or deleting a published tour without the count', async () => {
      const db = h.as.admin;
      await assertFails(
        updateDoc(tour(db, DRAFT), { state: 'published', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(tour(db, PUBLISHED), { state: 'draft', updatedAt: serverTimestamp() }),
      );
      await assertFails(deleteDoc(tour(db, PUBLISHED)));
    });

    it('moving a published tour without both museums’ counts', async () => {
      const db = h.as.admin;
      const move = (b: WriteBatch) =>
        b.update(tour(db, PUBLISHED), { tematicId: B, updatedAt: serverTimestamp() });
      await assertFails(
        batch(db, (b) => {
          move(b);
          count(b, db, A, -1, PUBLISHED);
        }),
      );
      await assertFails(
        batch(db, (b) => {
          move(b);
          count(b, db, B, 1, PUBLISHED);
        }),
      );
    });

    it('a change of two, or the wrong way', async () => {
      const db = h.as.admin;
      await assertFails(
        batch(db, (b) => {
          setState(b, db, DRAFT, 'published');
          count(b, db, A, 2, DRAFT);
        }),
      );
      await assertFails(
        batch(db, (b) => {
          setState(b, db, DRAFT, 'published');
          count(b, db, A, -1, DRAFT);
        }),
      );
    });

    it('two tours published with one step of the count', async () => {
      const db = h.as.admin;
      await assertFails(
        batch(db, (b) => {
          setState(b, db, DRAFT, 'published');
          setState(b, db, OTHER_DRAFT, 'published');
          count(b, db, A, 1, DRAFT);
        }),
      );
    });

    it('the count of another museum than the tour’s', async () => {
      const db = h.as.admin;
      await assertFails(
        batch(db, (b) => {
          setState(b, db, DRAFT, 'published');
          count(b, db, B, 1, DRAFT);
        }),
      );
    });

    it('a new museum with tours counted, and anyone but an admin', async () => {
      await assertFails(
        setDoc(museum(h.as.admin, 'museum-new'), {
          ...validMuseum('museum-new'),
          publishedTours: 3,
        }),
      );
      const db = h.as.user;
      await assertFails(
        batch(db, (b) => {
          setState(b, db, DRAFT, 'published');
          count(b, db, A, 1, DRAFT);
        }),
      );
    });
  });
});
