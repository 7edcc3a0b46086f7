import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
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
  NEXT_CODE,
  SEEDED_AT,
  UID,
  bilingual,
  rulesHarness,
  validTour,
  validWork,
  without,
  type Db,
  type Fields,
} from '../support/fixtures';

// A work's code is the number on its label and QR code (/muestra/{tour}/{code}); `order` is only
// its place. A work joining a tour takes the tour's counter (`nextWorkCode`) as its code and the
// counter goes up by one in the same commit; a code never changes; a tour never gives one twice.
// Works and tours stored before codes have neither: the first change of a tour's numbers stores
// each work's old label (its order) and sets the counter past them.

const h = rulesHarness();

const NEW_ID = 'work-new';
/** A tour and its two works as stored before codes: no counter, no codes, numbered 1 and 2. */
const OLD_TOUR = 'tour-before-codes';
const OLD_WORKS = ['work-old-1', 'work-old-2'] as const;
const seeded = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };

const work = (db: Db, id: string) => doc(db, C.works, id);
const tour = (db: Db, id: string) => doc(db, C.tours, id);
const stamp = { updatedAt: serverTimestamp(), updatedBy: UID.admin };

beforeEach(async () => {
  await h.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const b = writeBatch(db);
    b.set(tour(db, OLD_TOUR), without(validTour(OLD_TOUR, seeded), 'nextWorkCode'));
    OLD_WORKS.forEach((id, index) =>
      b.set(
        work(db, id),
        without(validWork(id, { ...seeded, expositionId: OLD_TOUR, order: index + 1 }), 'code'),
      ),
    );
    await b.commit();
  });
});

/**
 * One commit as the back-office's transaction makes it: `writes`, then tour `tourId`'s works
 * counter raised and its counter of codes changed as `counter` says (`increment(1)`, a number
 * set, or left alone).
 */
function commit(
  writes: (b: WriteBatch, db: Db) => void,
  counter?: ReturnType<typeof increment> | number,
  tourId: string = ID.publishedTour,
) {
  const db = h.as.admin;
  const b = writeBatch(db);
  writes(b, db);
  b.update(tour(db, tourId), {
    worksVersion: increment(1),
    ...(counter !== undefined && { nextWorkCode: counter }),
    ...stamp,
  });
  return b.commit();
}

/** A new work of the published tour (counter NEXT_CODE) with `fields` over a valid one. */
const newWork =
  (fields: Fields = {}) =>
  (b: WriteBatch, db: Db) =>
    b.set(work(db, NEW_ID), validWork(NEW_ID, { order: 2, ...fields }));

/** The document at `path` as stored, read with the rules off. */
async function stored(path: string): Promise<Fields | undefined> {
  let data: Fields | undefined;
  await h.env.withSecurityRulesDisabled(async (c) => {
    data = (await getDoc(doc(c.firestore(), path))).data();
  });
  return data;
}

describe('work codes', () => {
  describe('admin, a new work', () => {
    it('takes the tour’s counter as its code, and the counter goes up by one', async () => {
      await assertSucceeds(commit(newWork(), increment(1)));
      expect((await stored(`${C.works}/${NEW_ID}`))?.code).toBe(NEXT_CODE);
      expect((await stored(`${C.tours}/${ID.publishedTour}`))?.nextWorkCode).toBe(NEXT_CODE + 1);
    });

    it('cannot take a code other than the counter', async () => {
      await assertFails(commit(newWork({ code: NEXT_CODE + 3 }), NEXT_CODE + 4));
      await assertFails(commit(newWork({ code: NEXT_CODE + 3 }), increment(1)));
    });

    it('cannot reuse a code already given (the seeded work’s 1)', async () => {
      await assertFails(commit(newWork({ code: 1 }), increment(1)));
      await assertFails(commit(newWork({ code: 1 }), 2));
    });

    it('cannot leave the counter where it was, or skip a code', async () => {
      await assertFails(commit(newWork()));
      await assertFails(commit(newWork(), increment(2)));
    });

    it('cannot come without a code, or with one that is not a positive whole number', async () => {
      await assertFails(
        commit(
          (b, db) => b.set(work(db, NEW_ID), without(validWork(NEW_ID), 'code')),
          increment(1),
        ),
      );
      await assertFails(commit(newWork({ code: '2' }), increment(1)));
    });

    it('in a tour stored before codes, takes the code past its old labels as the counter is set', async () => {
      const joins = (b: WriteBatch, db: Db) => {
        for (const [index, id] of OLD_WORKS.entries())
          b.update(work(db, id), { code: index + 1, ...stamp });
        b.set(work(db, NEW_ID), validWork(NEW_ID, { expositionId: OLD_TOUR, order: 3, code: 3 }));
      };
      await assertSucceeds(commit(joins, 4, OLD_TOUR));
      expect((await stored(`${C.works}/${OLD_WORKS[1]}`))?.code).toBe(2);
    });
  });

  describe('admin, an existing work', () => {
    it('keeps its code when edited', async () => {
      await assertSucceeds(
        updateDoc(work(h.as.admin, ID.publishedWork), { name: bilingual('Otra'), ...stamp }),
      );
    });

    it('cannot change its code, whether edited, moved or with the counter raised', async () => {
      await assertFails(updateDoc(work(h.as.admin, ID.publishedWork), { code: 7, ...stamp }));
      await assertFails(
        commit((b, db) => b.update(work(db, ID.publishedWork), { order: 3, code: 7, ...stamp })),
      );
      await assertFails(
        commit(
          (b, db) => b.update(work(db, ID.publishedWork), { code: NEXT_CODE, ...stamp }),
          increment(1),
        ),
      );
    });

    it('cannot lose its code', async () => {
      await assertFails(
        commit((b, db) => b.update(work(db, ID.publishedWork), { code: deleteField(), ...stamp })),
      );
    });

    it('takes the next code of another tour it moves to, not its own', async () => {
      const move = (code: number) => (b: WriteBatch, db: Db) => {
        b.update(work(db, ID.publishedWork), { expositionId: ID.draftTour, code, ...stamp });
        b.update(tour(db, ID.draftTour), {
          worksVersion: increment(1),
          nextWorkCode: increment(1),
          ...stamp,
        });
      };
      await assertFails(commit(move(1)));
      await assertSucceeds(commit(move(NEXT_CODE)));
    });
  });

  describe('admin, a work stored before codes', () => {
    const label = (id: string, code: unknown, order?: number) => (b: WriteBatch, db: Db) =>
      b.update(work(db, id), { code, ...(order !== undefined && { order }), ...stamp });

    it('stores its old label (its number) as the tour’s counter is set past it', async () => {
      await assertSucceeds(commit(label(OLD_WORKS[1], 2, 1), 3, OLD_TOUR));
    });

    it('cannot store a label other than its number before the change', async () => {
      await assertFails(commit(label(OLD_WORKS[1], 1, 1), 3, OLD_TOUR));
      await assertFails(commit(label(OLD_WORKS[1], 5), 6, OLD_TOUR));
    });

    it('cannot store it without the counter past it, or without the tour’s numbers raised', async () => {
      await assertFails(commit(label(OLD_WORKS[1], 2), undefined, OLD_TOUR));
      await assertFails(commit(label(OLD_WORKS[1], 2), 2, OLD_TOUR));
      await assertFails(updateDoc(work(h.as.admin, OLD_WORKS[1]), { code: 2, ...stamp }));
    });

    it('cannot be given a code by a visitor or a signed-in user', async () => {
      for (const db of [h.as.user, h.as.visitor])
        await assertFails(updateDoc(work(db, OLD_WORKS[1]), { code: 2, ...stamp }));
    });
  });

  describe('admin, the tour’s counter', () => {
    it('starts at 1 on a new tour, or is left out', async () => {
      await assertSucceeds(
        setDoc(tour(h.as.admin, 'tour-new'), validTour('tour-new', { nextWorkCode: 1 })),
      );
      await assertFails(
        setDoc(tour(h.as.admin, 'tour-new-2'), validTour('tour-new-2', { nextWorkCode: 5 })),
      );
    });

    it('never goes down, and an edit of the tour leaves it', async () => {
      await assertFails(commit(() => undefined, 1));
      await assertFails(
        updateDoc(tour(h.as.admin, ID.publishedTour), { nextWorkCode: 9, ...stamp }),
      );
      await assertFails(
        updateDoc(tour(h.as.admin, ID.publishedTour), { nextWorkCode: deleteField(), ...stamp }),
      );
    });
  });

  describe('the trash', () => {
    const trashCopy = (doc_: Fields) => (b: WriteBatch, db: Db) => {
      b.set(doc(db, C.trash, `work_${OLD_WORKS[0]}`), {
        kind: 'work',
        id: OLD_WORKS[0],
        doc: doc_,
        parent: OLD_TOUR,
        trashedAt: serverTimestamp(),
        trashedBy: UID.admin,
      });
      b.delete(work(db, OLD_WORKS[0]));
      b.update(work(db, OLD_WORKS[1]), { order: 1, code: 2, ...stamp });
    };

    it('keeps a work stored before codes with its old label as its code', async () => {
      const before = (await stored(`${C.works}/${OLD_WORKS[0]}`)) ?? {};
      await assertSucceeds(commit(trashCopy({ ...before, code: 1 }), 3, OLD_TOUR));
    });

    it('cannot keep it with another code than its old label', async () => {
      const before = (await stored(`${C.works}/${OLD_WORKS[0]}`)) ?? {};
      await assertFails(commit(trashCopy({ ...before, code: 2 }), 3, OLD_TOUR));
    });

    it('brings a work back with the code it left with, and never with another', async () => {
      const before = (await stored(`${C.works}/${ID.publishedWork}`)) ?? {};
      await h.env.withSecurityRulesDisabled(async (c) => {
        const db = c.firestore();
        await setDoc(doc(db, C.trash, `work_${ID.publishedWork}`), {
          kind: 'work',
          id: ID.publishedWork,
          doc: before,
          parent: ID.publishedTour,
          trashedAt: SEEDED_AT,
          trashedBy: UID.admin,
        });
        await deleteDoc(work(db, ID.publishedWork));
      });
      const back = (code: unknown) => (b: WriteBatch, db: Db) => {
        b.set(work(db, ID.publishedWork), { ...before, code, ...stamp });
        b.delete(doc(db, C.trash, `work_${ID.publishedWork}`));
      };
      await assertFails(commit(back(NEXT_CODE), increment(1)));
      await assertFails(commit(back(5)));
      await assertSucceeds(commit(back(1)));
    });

    it('gives a work trashed before codes the tour’s next code as it comes back', async () => {
      const copy = without(validWork('work-trashed-early', { ...seeded, order: 1 }), 'code');
      await h.env.withSecurityRulesDisabled((c) =>
        setDoc(doc(c.firestore(), C.trash, 'work_work-trashed-early'), {
          kind: 'work',
          id: 'work-trashed-early',
          doc: copy,
          parent: ID.publishedTour,
          trashedAt: SEEDED_AT,
          trashedBy: UID.admin,
        }),
      );
      const back = (code: unknown) => (b: WriteBatch, db: Db) => {
        b.set(work(db, 'work-trashed-early'), { ...copy, code, ...stamp });
        b.delete(doc(db, C.trash, 'work_work-trashed-early'));
      };
      await assertFails(commit(back(1), increment(1)));
      await assertFails(commit(back(NEXT_CODE)));
      await assertSucceeds(commit(back(NEXT_CODE), increment(1)));
    });
  });
});
