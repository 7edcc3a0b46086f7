import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  C,
  ID,
  PAST,
  PROFILE,
  SEEDED_AT,
  UID,
  bilingual,
  raiseWorksVersion,
  rulesHarness,
  validComment,
  validMuseum,
  validTour,
  validWork,
  type Actor,
  type Db,
  type Fields,
} from '../support/fixtures';

// The trash ("Papelera"): what an admin deletes waits there, restorable. A museum, a work or a
// comment moves there whole, as an exact copy in its entry written in the same commit as the
// document leaves its collection; a tour stays in place and turns 'trashed' with its entry in the
// same commit. Only admins put things there, read them and bring them back as they left; a
// comment's author may find and delete the entries of their own comments, nothing else. Nothing
// in the trash is public.
const h = rulesHarness();

type Kind = 'museum' | 'tour' | 'work' | 'comment';
/** The kinds that leave their collection for the trash (a tour stays where it is). */
type Moved = Exclude<Kind, 'tour'>;
const HOME: Record<Moved, string> = { museum: C.museums, work: C.works, comment: C.comments };

/** Those refused everywhere in the trash, by how a test names them. */
const OUTSIDERS = {
  visitor: 'a visitor',
  user: 'a signed-in visitor',
  other: 'another signed-in visitor',
  unverifiedAdmin: 'an admin whose address is not verified',
} as const satisfies Partial<Record<Actor, string>>;
type Outsider = keyof typeof OUTSIDERS;
const outsiders = Object.keys(OUTSIDERS) as Outsider[];

/** A museum that counts its one published tour, and that tour. */
const COUNTED_MUSEUM = 'museum-counted';
const COUNTED_TOUR = 'tour-counted';

/** Already in the trash when each test starts. */
const GONE = {
  museum: 'museum-in-trash',
  tour: 'tour-in-trash',
  /** With all four files: an image, a floor plan and both narrations. */
  work: 'work-in-trash',
  /** With three files: no floor plan of its own. */
  plainWork: 'work-in-trash-no-map',
  /** Alice's comment, taken down by the team. */
  comment: 'comment-alice-in-trash',
  /** Bob's comment, taken down by the team. */
  bobsComment: 'comment-bob-in-trash',
} as const;

const seeded = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
const TOUR_NAME = bilingual('Impresionistas', 'Impressionists');

/** What the seeded entries hold: the documents as they were when they left. */
const COPY = {
  museum: validMuseum(GONE.museum, seeded),
  work: validWork(GONE.work, { ...seeded, order: 1 }),
  plainWork: validWork(GONE.plainWork, { ...seeded, order: 2 }),
  comment: validComment({ createdAt: SEEDED_AT, comment: 'Me encantó la sala 24' }),
  bobsComment: validComment({
    userId: UID.other,
    author: { ...PROFILE.other },
    createdAt: SEEDED_AT,
  }),
};
const SEEDED_STAMP = { trashedAt: SEEDED_AT, trashedBy: UID.admin };

beforeEach(async () => {
  await h.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const b = writeBatch(db);
    b.set(
      doc(db, C.museums, COUNTED_MUSEUM),
      validMuseum(COUNTED_MUSEUM, { ...seeded, publishedTours: 1 }),
    );
    b.set(
      doc(db, C.tours, COUNTED_TOUR),
      validTour(COUNTED_TOUR, { ...seeded, tematicId: COUNTED_MUSEUM, state: 'published' }),
    );
    b.set(doc(db, C.trash, `museum_${GONE.museum}`), {
      kind: 'museum',
      id: GONE.museum,
      doc: COPY.museum,
      ...SEEDED_STAMP,
    });
    b.set(doc(db, C.tours, GONE.tour), validTour(GONE.tour, { ...seeded, state: 'trashed' }));
    b.set(doc(db, C.trash, `tour_${GONE.tour}`), {
      kind: 'tour',
      id: GONE.tour,
      name: TOUR_NAME,
      parent: ID.museum,
      ...SEEDED_STAMP,
    });
    b.set(doc(db, C.trash, `work_${GONE.work}`), {
      kind: 'work',
      id: GONE.work,
      doc: COPY.work,
      parent: ID.publishedTour,
      ...SEEDED_STAMP,
    });
    const { map: _map, ...threeFiles } = COPY.plainWork.media as Fields;
    b.set(doc(db, C.trash, `work_${GONE.plainWork}`), {
      kind: 'work',
      id: GONE.plainWork,
      doc: { ...COPY.plainWork, media: threeFiles },
      parent: ID.publishedTour,
      ...SEEDED_STAMP,
    });
    b.set(doc(db, C.trash, `comment_${GONE.comment}`), {
      kind: 'comment',
      id: GONE.comment,
      doc: COPY.comment,
      parent: ID.publishedTour,
      userId: UID.user,
      ...SEEDED_STAMP,
    });
    b.set(doc(db, C.trash, `comment_${GONE.bobsComment}`), {
      kind: 'comment',
      id: GONE.bobsComment,
      doc: COPY.bobsComment,
      parent: ID.publishedTour,
      userId: UID.other,
      ...SEEDED_STAMP,
    });
    await b.commit();
  });
});

const entry = (db: Db, kind: Kind, id: string) => doc(db, C.trash, `${kind}_${id}`);
const trash = (db: Db) => collection(db, C.trash);
const stored = (db: Db, kind: Moved, id: string) => doc(db, HOME[kind], id);
const tour = (db: Db, id: string) => doc(db, C.tours, id);
const museum = (db: Db, id: string) => doc(db, C.museums, id);

/** The uid an actor writes as; a visitor has none and claims the admin's. */
const uidOf = (actor: Actor): string => (actor === 'visitor' ? UID.admin : UID[actor]);

/** The fields without those set to undefined (how a test leaves one out). */
const defined = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** A document as stored now, read by an admin: the exact copy its entry must hold. */
async function storedCopy(kind: Moved, id: string): Promise<Fields> {
  const data: Fields | undefined = (await getDoc(stored(h.as.admin, kind, id))).data();
  if (!data) throw new Error(`${HOME[kind]}/${id} is not stored`);
  return data;
}

/** The copy an entry holds, read by an admin, as the back-office reads it to restore. */
async function entryCopy(kind: Moved, id: string): Promise<Fields> {
  const copy: unknown = (await getDoc(entry(h.as.admin, kind, id))).get('doc');
  if (typeof copy !== 'object' || copy === null) throw new Error(`no copy in ${kind}_${id}`);
  return { ...copy };
}

/** `by` on the museum's count of published tours, naming the tour that moves it. */
const count = (b: WriteBatch, db: Db, museumId: string, by: number, named: string) =>
  b.update(museum(db, museumId), { publishedTours: increment(by), countedTour: named });

interface Move {
  /** Who moves it; the admin when not given. */
  actor?: Actor;
  /** The entry's fields over the faithful ones (undefined leaves one out). */
  entry?: Fields;
  /** The entry's name, when not kind_id. */
  entryId?: string;
  /** The document stays in its collection. */
  keep?: boolean;
  /** A work's tour keeps its works counter. */
  noRaise?: boolean;
}

/**
 * Moves a museum, work or comment to the trash as the back-office does: its entry holding an
 * exact copy, stamped with the server's time and the mover, and the document deleted, in one
 * commit; a work's tour announces the change of its numbers in the same commit.
 */
async function moveToTrash(kind: Moved, id: string, move: Move = {}) {
  const actor = move.actor ?? 'admin';
  const db = h.as[actor];
  const copy = await storedCopy(kind, id);
  const tourId = String(copy.expositionId);
  const fields = defined({
    kind,
    id,
    doc: copy,
    parent: kind === 'museum' ? undefined : tourId,
    userId: kind === 'comment' ? copy.userId : undefined,
    trashedAt: serverTimestamp(),
    trashedBy: uidOf(actor),
    ...move.entry,
  });
  const b = writeBatch(db);
  b.set(doc(db, C.trash, move.entryId ?? `${kind}_${id}`), fields);
  if (!move.keep) b.delete(stored(db, kind, id));
  if (kind === 'work' && !move.noRaise) raiseWorksVersion(b, db, tourId);
  return b.commit();
}

interface TourMove {
  actor?: Actor;
  /** The entry's fields over the faithful ones (undefined leaves one out). */
  entry?: Fields;
  /** The tour's change over its turn to 'trashed'; null leaves the tour as it is. */
  tour?: Fields | null;
  /** No entry is written. */
  noEntry?: boolean;
  /** The museum whose count of published tours goes down by one with the tour. */
  countedIn?: string;
}

/**
 * Moves a tour to the trash as the back-office does: it turns 'trashed', stamped, in the same
 * commit as its entry (its name to show, its museum) is written.
 */
async function trashTour(id: string, move: TourMove = {}) {
  const actor = move.actor ?? 'admin';
  const db = h.as[actor];
  const uid = uidOf(actor);
  const current = (await getDoc(tour(h.as.admin, id))).data() ?? {};
  const b = writeBatch(db);
  if (move.tour !== null) {
    b.update(tour(db, id), {
      state: 'trashed',
      updatedAt: serverTimestamp(),
      updatedBy: uid,
      ...move.tour,
    });
  }
  if (!move.noEntry) {
    b.set(
      entry(db, 'tour', id),
      defined({
        kind: 'tour',
        id,
        name: current.name as unknown,
        parent: current.tematicId as unknown,
        trashedAt: serverTimestamp(),
        trashedBy: uid,
        ...move.entry,
      }),
    );
  }
  if (move.countedIn) count(b, db, move.countedIn, -1, id);
  return b.commit();
}

interface Restore {
  actor?: Actor;
  /** Fields over the copy (undefined leaves one out). */
  changes?: Fields;
  /** The entry stays in the trash. */
  keepEntry?: boolean;
  /** No new updatedAt/updatedBy: the copy's own. */
  noStamp?: boolean;
  /** A work's tour keeps its works counter. */
  noRaise?: boolean;
}

/**
 * Brings a museum, work or comment of the seed's trash back as the back-office does: the copy
 * from its entry (a museum and a work stamped with when and by whom; a work's tour announcing
 * its numbers) and the entry deleted, in one commit.
 */
async function restore(kind: Moved, id: string, options: Restore = {}) {
  const actor = options.actor ?? 'admin';
  const db = h.as[actor];
  const copy = await entryCopy(kind, id);
  const stamp =
    kind === 'comment' || options.noStamp
      ? {}
      : { updatedAt: serverTimestamp(), updatedBy: uidOf(actor) };
  const b = writeBatch(db);
  b.set(stored(db, kind, id), defined({ ...copy, ...stamp, ...options.changes }));
  if (!options.keepEntry) b.delete(entry(db, kind, id));
  if (kind === 'work' && !options.noRaise) raiseWorksVersion(b, db, String(copy.expositionId));
  return b.commit();
}

/** Brings the seed's trashed tour back: a draft again, stamped, its entry deleted. */
function restoreTour(options: Omit<Restore, 'noStamp' | 'noRaise'> = {}) {
  const actor = options.actor ?? 'admin';
  const db = h.as[actor];
  const b = writeBatch(db);
  b.update(tour(db, GONE.tour), {
    state: 'draft',
    updatedAt: serverTimestamp(),
    updatedBy: uidOf(actor),
    ...options.changes,
  });
  if (!options.keepEntry) b.delete(entry(db, 'tour', GONE.tour));
  return b.commit();
}

/** Whether the document is stored, read with the rules off. */
async function isStored(path: string): Promise<boolean> {
  const found: boolean[] = [];
  await h.env.withSecurityRulesDisabled(async (context) => {
    found.push((await getDoc(doc(context.firestore(), path))).exists());
  });
  return found[0] === true;
}

const publishedTours = (db: Db) =>
  query(collection(db, C.tours), where('state', '==', 'published'), limit(1000));
const worksOf = (db: Db, tourId: string) =>
  query(collection(db, C.works), where('expositionId', '==', tourId), limit(1000));
const commentsOf = (db: Db, tourId: string) =>
  query(
    collection(db, C.comments),
    where('expositionId', '==', tourId),
    where('hidden', '==', false),
    limit(20),
  );
/** The entries of one's own trashed comments, as an account page would find them. */
const ownEntries = (db: Db, uid: string, bound = 100) =>
  query(trash(db), where('userId', '==', uid), limit(bound));

describe('moving to the trash', () => {
  describe('museums', () => {
    it('an admin moves a museum to the trash: it leaves the site, its copy waits', async () => {
      await assertSucceeds(moveToTrash('museum', ID.museum));
      expect(await isStored(`${C.museums}/${ID.museum}`)).toBe(false);
      const copy = await entryCopy('museum', ID.museum);
      expect(copy.name).toEqual(bilingual('Museo de Bellas Artes', 'Fine Arts Museum'));
    });

    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot move a museum to the trash`, async () => {
        await assertFails(moveToTrash('museum', ID.museum, { actor }));
      });
    }

    it('a museum’s entry with another name than the museum’s is refused', async () => {
      const copy = await storedCopy('museum', ID.museum);
      await assertFails(
        moveToTrash('museum', ID.museum, {
          entry: { doc: { ...copy, name: bilingual('Museo falso', 'Fake museum') } },
        }),
      );
    });

    it('a museum copied into the trash but left on the site is refused', async () => {
      await assertFails(moveToTrash('museum', ID.museum, { keep: true }));
    });

    it('a museum’s entry dressed as a tour’s (a name, a museum it went with) is refused', async () => {
      await assertFails(
        moveToTrash('museum', ID.museum, { entry: { name: TOUR_NAME, within: ID.museum } }),
      );
    });
  });

  describe('works', () => {
    it('an admin moves a work to the trash with its tour’s numbers announced', async () => {
      await assertSucceeds(moveToTrash('work', ID.publishedWork));
      expect(await isStored(`${C.works}/${ID.publishedWork}`)).toBe(false);
      const raised = await getDoc(tour(h.as.admin, ID.publishedTour));
      expect(raised.get('worksVersion')).toBe(1);
    });

    it('an admin moves a work to the trash as the back-office does, in a transaction', async () => {
      const db = h.as.admin;
      await assertSucceeds(
        runTransaction(db, async (tx) => {
          const work = await tx.get(stored(db, 'work', ID.publishedWork));
          const copy = work.data();
          if (!copy) throw new Error('the work is not there');
          tx.set(entry(db, 'work', ID.publishedWork), {
            kind: 'work',
            id: ID.publishedWork,
            doc: copy,
            parent: ID.publishedTour,
            trashedAt: serverTimestamp(),
            trashedBy: UID.admin,
          });
          tx.delete(work.ref);
          tx.update(tour(db, ID.publishedTour), {
            worksVersion: increment(1),
            updatedAt: serverTimestamp(),
            updatedBy: UID.admin,
          });
        }),
      );
    });

    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot move a work to the trash`, async () => {
        await assertFails(moveToTrash('work', ID.publishedWork, { actor }));
      });
    }

    it('a work moved to the trash without its tour’s numbers announced is refused', async () => {
      await assertFails(moveToTrash('work', ID.publishedWork, { noRaise: true }));
    });

    it('a work’s entry whose copy differs from the work is refused', async () => {
      const copy = await storedCopy('work', ID.publishedWork);
      await assertFails(
        moveToTrash('work', ID.publishedWork, {
          entry: { doc: { ...copy, name: bilingual('Otra obra', 'Another work') } },
        }),
      );
      await assertFails(
        moveToTrash('work', ID.publishedWork, { entry: { doc: { ...copy, createdAt: PAST } } }),
      );
      const { transcript: _left, ...partial } = copy;
      await assertFails(moveToTrash('work', ID.publishedWork, { entry: { doc: partial } }));
    });

    it('a work copied into the trash but left in its tour is refused', async () => {
      await assertFails(moveToTrash('work', ID.publishedWork, { keep: true }));
    });

    it('an entry dated by the client, or naming another admin, is refused', async () => {
      await assertFails(moveToTrash('work', ID.publishedWork, { entry: { trashedAt: PAST } }));
      await assertFails(moveToTrash('work', ID.publishedWork, { entry: { trashedAt: undefined } }));
      await assertFails(
        moveToTrash('work', ID.publishedWork, { entry: { trashedBy: 'admin-earlier' } }),
      );
      await assertFails(moveToTrash('work', ID.publishedWork, { entry: { trashedBy: undefined } }));
    });

    it('an entry filed under another name than its kind and id is refused', async () => {
      await assertFails(
        moveToTrash('work', ID.publishedWork, { entryId: `museum_${ID.publishedWork}` }),
      );
      await assertFails(moveToTrash('work', ID.publishedWork, { entryId: `work_${ID.draftWork}` }));
      await assertFails(moveToTrash('work', ID.publishedWork, { entryId: ID.publishedWork }));
      await assertFails(moveToTrash('work', ID.publishedWork, { entry: { kind: 'comment' } }));
    });

    it('an entry with a field the trash does not know is refused', async () => {
      await assertFails(
        moveToTrash('work', ID.publishedWork, { entry: { note: 'por las dudas' } }),
      );
    });

    it('a work’s entry naming a visitor, who could then read it, is refused', async () => {
      await assertFails(moveToTrash('work', ID.publishedWork, { entry: { userId: UID.user } }));
    });

    // The back-office writes the tour's name beside a work or a comment (parentName), so that
    // the trash page shows where it came from without reading the tour.
    it('the entry as the back-office writes it, with its tour’s name to show, is allowed', async () => {
      await assertSucceeds(
        moveToTrash('work', ID.publishedWork, { entry: { parentName: TOUR_NAME } }),
      );
    });
  });

  describe('comments', () => {
    it('an admin takes a visitor’s comment down to the trash, naming its author', async () => {
      await assertSucceeds(moveToTrash('comment', ID.otherComment));
      expect(await isStored(`${C.comments}/${ID.otherComment}`)).toBe(false);
      const moved = await getDoc(entry(h.as.admin, 'comment', ID.otherComment));
      expect(moved.get('userId')).toBe(UID.other);
    });

    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot move a comment to the trash`, async () => {
        await assertFails(moveToTrash('comment', ID.userComment, { actor }));
      });
    }

    it('a comment’s entry with another text than the comment’s is refused', async () => {
      const copy = await storedCopy('comment', ID.otherComment);
      await assertFails(
        moveToTrash('comment', ID.otherComment, {
          entry: { doc: { ...copy, comment: 'Nunca dije esto' } },
        }),
      );
    });

    it('a comment’s entry naming someone else than its author, or no one, is refused', async () => {
      await assertFails(moveToTrash('comment', ID.otherComment, { entry: { userId: UID.user } }));
      await assertFails(moveToTrash('comment', ID.otherComment, { entry: { userId: undefined } }));
    });

    it('a comment copied into the trash but left on the tour is refused', async () => {
      await assertFails(moveToTrash('comment', ID.otherComment, { keep: true }));
    });
  });

  describe('tours', () => {
    it('an admin moves a tour to the trash: it turns trashed with its entry', async () => {
      await assertSucceeds(trashTour(ID.draftTour));
      const trashed = await getDoc(tour(h.as.admin, ID.draftTour));
      expect(trashed.get('state')).toBe('trashed');
    });

    it('an admin moves a published tour to the trash, its museum counting one less', async () => {
      await assertSucceeds(trashTour(COUNTED_TOUR, { countedIn: COUNTED_MUSEUM }));
      const counted = await getDoc(museum(h.as.admin, COUNTED_MUSEUM));
      expect(counted.get('publishedTours')).toBe(0);
    });

    it('a published tour of a museum stored before counts goes without one', async () => {
      await assertSucceeds(trashTour(ID.publishedTour));
    });

    it('a tour that goes with its museum names it', async () => {
      await assertSucceeds(trashTour(ID.draftTour, { entry: { within: ID.museum } }));
    });

    it('a tour said to go with another museum than its own is refused', async () => {
      await assertFails(trashTour(ID.draftTour, { entry: { within: COUNTED_MUSEUM } }));
    });

    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot move a tour to the trash`, async () => {
        await assertFails(trashTour(ID.draftTour, { actor }));
        await assertFails(trashTour(ID.publishedTour, { actor }));
      });
    }

    it('a published tour trashed without its museum’s count is refused', async () => {
      await assertFails(trashTour(COUNTED_TOUR));
    });

    it('a tour’s entry without the tour turning trashed is refused', async () => {
      await assertFails(trashTour(ID.draftTour, { tour: null }));
    });

    it('a tour turning trashed without its entry is refused', async () => {
      await assertFails(trashTour(ID.draftTour, { noEntry: true }));
    });

    it('a tour changed on its way to the trash is refused', async () => {
      await assertFails(trashTour(ID.draftTour, { tour: { name: bilingual('Otro', 'Other') } }));
      await assertFails(trashTour(ID.draftTour, { tour: { highlight: false } }));
    });

    it('a tour’s entry holding a copy, naming a visitor or without a name is refused', async () => {
      await assertFails(trashTour(ID.draftTour, { entry: { doc: { state: 'draft' } } }));
      await assertFails(trashTour(ID.draftTour, { entry: { userId: UID.user } }));
      await assertFails(trashTour(ID.draftTour, { entry: { name: undefined } }));
      await assertFails(trashTour(ID.draftTour, { entry: { name: bilingual('', '') } }));
    });

    it('a tour’s entry dated by the client, naming another admin, or misfiled is refused', async () => {
      await assertFails(trashTour(ID.draftTour, { entry: { trashedAt: PAST } }));
      await assertFails(trashTour(ID.draftTour, { entry: { trashedBy: UID.other } }));
      await assertFails(trashTour(ID.draftTour, { entry: { id: ID.publishedTour } }));
      await assertFails(trashTour(ID.draftTour, { entry: { extra: true } }));
    });

    // A tour left trashed without an entry (written with the rules off) gets none afterwards:
    // an entry comes only with the tour's turn to 'trashed'.
    it('an entry for a tour that is already trashed is refused', async () => {
      const id = 'tour-trashed-alone';
      await h.env.withSecurityRulesDisabled((context) =>
        setDoc(tour(context.firestore(), id), validTour(id, { ...seeded, state: 'trashed' })),
      );
      await assertFails(trashTour(id, { tour: null }));
    });
  });
});

describe('nothing in the trash is public', () => {
  describe('a trashed tour', () => {
    beforeEach(async () => {
      await trashTour(ID.publishedTour);
    });

    for (const actor of ['visitor', 'user'] as const) {
      const who = OUTSIDERS[actor];
      it(`${who} cannot open it`, async () => {
        await assertFails(getDoc(tour(h.as[actor], ID.publishedTour)));
      });
      it(`${who} no longer finds it among the published tours`, async () => {
        const found = await assertSucceeds(getDocs(publishedTours(h.as[actor])));
        const ids = found.docs.map((each) => each.id);
        expect(ids).not.toContain(ID.publishedTour);
        expect(ids).toContain(ID.likedTour);
      });
      it(`${who} cannot list the trashed tours`, async () => {
        await assertFails(
          getDocs(
            query(collection(h.as[actor], C.tours), where('state', '==', 'trashed'), limit(10)),
          ),
        );
      });
      it(`${who} cannot open or list its works`, async () => {
        await assertFails(getDoc(stored(h.as[actor], 'work', ID.publishedWork)));
        await assertFails(getDocs(worksOf(h.as[actor], ID.publishedTour)));
      });
      it(`${who} cannot read its comments`, async () => {
        await assertFails(getDocs(commentsOf(h.as[actor], ID.publishedTour)));
        await assertFails(getDoc(stored(h.as[actor], 'comment', ID.otherComment)));
      });
    }

    it('an admin still sees it, trashed', async () => {
      const seen = await assertSucceeds(getDoc(tour(h.as.admin, ID.publishedTour)));
      expect(seen.get('state')).toBe('trashed');
    });
  });

  describe('a trashed comment', () => {
    it('is no longer among its tour’s public comments', async () => {
      await moveToTrash('comment', ID.otherComment);
      const found = await assertSucceeds(getDocs(commentsOf(h.as.visitor, ID.publishedTour)));
      expect(found.docs.map((each) => each.id)).toEqual([ID.userComment]);
    });
  });

  describe('no one but admins reads what is in the trash', () => {
    const entries = [
      ['museum', GONE.museum],
      ['tour', GONE.tour],
      ['work', GONE.work],
    ] as const;

    for (const actor of outsiders) {
      for (const [kind, id] of entries) {
        it(`${OUTSIDERS[actor]} cannot read a ${kind}’s entry`, async () => {
          await assertFails(getDoc(entry(h.as[actor], kind, id)));
        });
      }
      it(`${OUTSIDERS[actor]} cannot list the trash`, async () => {
        await assertFails(getDocs(query(trash(h.as[actor]), limit(100))));
        await assertFails(
          getDocs(query(trash(h.as[actor]), where('kind', '==', 'work'), limit(100))),
        );
      });
    }

    it('a moved work’s entry is not readable by visitors right after the move', async () => {
      await moveToTrash('work', ID.publishedWork);
      await assertFails(getDoc(entry(h.as.visitor, 'work', ID.publishedWork)));
      await assertFails(getDoc(entry(h.as.user, 'work', ID.publishedWork)));
    });

    it('an admin reads every entry and lists the trash', async () => {
      for (const [kind, id] of entries) {
        await assertSucceeds(getDoc(entry(h.as.admin, kind, id)));
      }
      const listed = await assertSucceeds(getDocs(query(trash(h.as.admin), limit(100))));
      expect(listed.size).toBe(6);
    });
  });
});

describe('back from the trash', () => {
  describe('museums', () => {
    it('an admin brings a museum back as it left, stamped with who brought it', async () => {
      await assertSucceeds(restore('museum', GONE.museum));
      expect(await isStored(`${C.museums}/${GONE.museum}`)).toBe(true);
      expect(await isStored(`${C.trash}/museum_${GONE.museum}`)).toBe(false);
    });

    it('a museum back with another name, or another creation date, is refused', async () => {
      await assertFails(
        restore('museum', GONE.museum, { changes: { name: bilingual('Otro', 'Other') } }),
      );
      await assertFails(restore('museum', GONE.museum, { changes: { createdAt: PAST } }));
      await assertFails(restore('museum', GONE.museum, { changes: { publishedTours: 3 } }));
    });

    it('a museum back without the time and the admin who brought it is refused', async () => {
      await assertFails(restore('museum', GONE.museum, { noStamp: true }));
      await assertFails(restore('museum', GONE.museum, { changes: { updatedBy: UID.other } }));
    });

    it('a museum back while its entry stays in the trash is refused', async () => {
      await assertFails(restore('museum', GONE.museum, { keepEntry: true }));
    });

    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot bring a museum back`, async () => {
        await assertFails(restore('museum', GONE.museum, { actor }));
      });
    }
  });

  describe('works', () => {
    // A work with all four files is the costliest document the rules check (their budget of
    // 1000 expressions a request): bringing one back must fit as creating one does.
    it('an admin brings a work back to its tour, its numbers announced', async () => {
      await assertSucceeds(restore('work', GONE.work));
      expect(await isStored(`${C.works}/${GONE.work}`)).toBe(true);
    });

    it('an admin brings back a work with an image and two narrations', async () => {
      await assertSucceeds(restore('work', GONE.plainWork));
    });

    it('an admin brings a work back at another number', async () => {
      await assertSucceeds(restore('work', GONE.work, { changes: { order: 2 } }));
    });

    it('a work back at a number out of range is refused', async () => {
      await assertFails(restore('work', GONE.work, { changes: { order: 1000 } }));
      await assertFails(restore('work', GONE.work, { changes: { order: '1' } }));
    });

    it('a work back changed is refused', async () => {
      await assertFails(
        restore('work', GONE.work, { changes: { name: bilingual('Otra', 'Other') } }),
      );
      await assertFails(restore('work', GONE.work, { changes: { createdAt: PAST } }));
      await assertFails(restore('work', GONE.work, { changes: { room: undefined } }));
    });

    it('a work back in another tour than the one it left is refused', async () => {
      const db = h.as.admin;
      const copy = await entryCopy('work', GONE.work);
      const b = writeBatch(db);
      b.set(stored(db, 'work', GONE.work), {
        ...copy,
        expositionId: ID.draftTour,
        updatedAt: serverTimestamp(),
        updatedBy: UID.admin,
      });
      b.delete(entry(db, 'work', GONE.work));
      raiseWorksVersion(b, db, ID.draftTour);
      await assertFails(b.commit());
    });

    it('a work back without its tour’s numbers announced is refused', async () => {
      await assertFails(restore('work', GONE.work, { noRaise: true }));
    });

    it('a work back without the time and the admin who brought it is refused', async () => {
      await assertFails(restore('work', GONE.work, { noStamp: true }));
    });

    it('a work back while its entry stays in the trash is refused', async () => {
      await assertFails(restore('work', GONE.work, { keepEntry: true }));
    });

    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot bring a work back`, async () => {
        await assertFails(restore('work', GONE.work, { actor }));
      });
    }
  });

  describe('comments', () => {
    it('an admin brings a comment back exactly as it was', async () => {
      await assertSucceeds(restore('comment', GONE.comment));
      const back = await getDoc(stored(h.as.admin, 'comment', GONE.comment));
      expect(back.get('comment')).toBe('Me encantó la sala 24');
    });

    it('a comment back with another text, another date or unhidden is refused', async () => {
      await assertFails(restore('comment', GONE.comment, { changes: { comment: 'Otra cosa' } }));
      await assertFails(restore('comment', GONE.comment, { changes: { createdAt: PAST } }));
      await assertFails(
        restore('comment', GONE.comment, { changes: { createdAt: serverTimestamp() } }),
      );
      await assertFails(restore('comment', GONE.comment, { changes: { staff: true } }));
    });

    it('a comment back while its entry stays in the trash is refused', async () => {
      await assertFails(restore('comment', GONE.comment, { keepEntry: true }));
    });

    // Its author may delete the entry, never undo the team's decision.
    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot bring a comment back`, async () => {
        await assertFails(restore('comment', GONE.comment, { actor }));
      });
    }
  });

  describe('tours', () => {
    it('an admin brings a tour back as a draft, its entry gone', async () => {
      await assertSucceeds(restoreTour());
      const back = await getDoc(tour(h.as.admin, GONE.tour));
      expect(back.get('state')).toBe('draft');
      expect(await isStored(`${C.trash}/tour_${GONE.tour}`)).toBe(false);
    });

    it('an admin brings a tour back with its museum’s name as it is now', async () => {
      await assertSucceeds(
        restoreTour({ changes: { museum: bilingual('Museo Nacional', 'National Museum') } }),
      );
    });

    it('a tour back straight to published is refused: an admin looks at it first', async () => {
      await assertFails(restoreTour({ changes: { state: 'published' } }));
    });

    it('a tour back with anything else changed is refused', async () => {
      await assertFails(
        restoreTour({ changes: { description: bilingual('Otra descripción', 'Another one') } }),
      );
      await assertFails(restoreTour({ changes: { tematicId: COUNTED_MUSEUM } }));
      await assertFails(restoreTour({ changes: { highlight: true } }));
    });

    it('a tour back while its entry stays in the trash is refused', async () => {
      await assertFails(restoreTour({ keepEntry: true }));
    });

    for (const actor of outsiders) {
      it(`${OUTSIDERS[actor]} cannot bring a tour back`, async () => {
        await assertFails(restoreTour({ actor }));
      });
    }

    it('a tour in the trash cannot be edited while it stays there', async () => {
      const db = h.as.admin;
      const edit = (fields: Fields) =>
        updateDoc(tour(db, GONE.tour), {
          ...fields,
          updatedAt: serverTimestamp(),
          updatedBy: UID.admin,
        });
      await assertFails(edit({ name: bilingual('Otro', 'Other') }));
      await assertFails(edit({ highlight: false }));
      await assertFails(edit({ state: 'draft' }));
      await assertFails(edit({ state: 'published' }));
    });
  });
});

describe('the trash’s entries', () => {
  const all = [
    ['museum', GONE.museum],
    ['tour', GONE.tour],
    ['work', GONE.work],
    ['comment', GONE.comment],
  ] as const;

  for (const actor of ['admin', ...outsiders] as const) {
    it(`are never changed, by ${actor === 'admin' ? 'an admin' : OUTSIDERS[actor]}`, async () => {
      for (const [kind, id] of all) {
        await assertFails(updateDoc(entry(h.as[actor], kind, id), { parent: 'elsewhere' }));
      }
    });
  }

  it('an admin deletes a museum’s, a work’s and a comment’s entry for ever', async () => {
    await assertSucceeds(deleteDoc(entry(h.as.admin, 'museum', GONE.museum)));
    await assertSucceeds(deleteDoc(entry(h.as.admin, 'work', GONE.work)));
    await assertSucceeds(deleteDoc(entry(h.as.admin, 'comment', GONE.bobsComment)));
  });

  // Otherwise a tour would stay trashed with nothing in the trash to bring it back.
  it('a tour’s entry cannot go while its tour is still trashed', async () => {
    await assertFails(deleteDoc(entry(h.as.admin, 'tour', GONE.tour)));
  });

  it('a tour’s entry goes with the tour deleted for ever, in the same commit or after', async () => {
    const db = h.as.admin;
    const b = writeBatch(db);
    b.delete(tour(db, GONE.tour));
    b.delete(entry(db, 'tour', GONE.tour));
    await assertSucceeds(b.commit());

    await trashTour(ID.draftTour);
    await assertSucceeds(deleteDoc(tour(db, ID.draftTour)));
    await assertSucceeds(deleteDoc(entry(db, 'tour', ID.draftTour)));
  });

  for (const actor of outsiders) {
    it(`${OUTSIDERS[actor]} cannot delete a museum’s, tour’s or work’s entry`, async () => {
      await assertFails(deleteDoc(entry(h.as[actor], 'museum', GONE.museum)));
      await assertFails(deleteDoc(entry(h.as[actor], 'tour', GONE.tour)));
      await assertFails(deleteDoc(entry(h.as[actor], 'work', GONE.work)));
    });
  }

  it('no one but an admin puts something in the trash by hand', async () => {
    await assertFails(
      setDoc(entry(h.as.user, 'comment', 'comment-made-up'), {
        kind: 'comment',
        id: 'comment-made-up',
        doc: COPY.comment,
        userId: UID.user,
        trashedAt: serverTimestamp(),
        trashedBy: UID.user,
      }),
    );
  });
});

describe('a comment’s author and the trash', () => {
  it('lists the entries of their own comments taken down', async () => {
    const found = await assertSucceeds(getDocs(ownEntries(h.as.user, UID.user)));
    expect(found.docs.map((each) => each.id)).toEqual([`comment_${GONE.comment}`]);
  });

  it('lists them also asking for comments only', async () => {
    const found = await assertSucceeds(
      getDocs(
        query(
          trash(h.as.user),
          where('kind', '==', 'comment'),
          where('userId', '==', UID.user),
          limit(100),
        ),
      ),
    );
    expect(found.docs.map((each) => each.id)).toEqual([`comment_${GONE.comment}`]);
  });

  it('reads and deletes the entry of their own comment', async () => {
    const seen = await assertSucceeds(getDoc(entry(h.as.user, 'comment', GONE.comment)));
    expect(seen.get('doc.comment')).toBe('Me encantó la sala 24');
    await assertSucceeds(deleteDoc(entry(h.as.user, 'comment', GONE.comment)));
    expect(await isStored(`${C.trash}/comment_${GONE.comment}`)).toBe(false);
  });

  it('an unverified author still finds and deletes theirs (with their account)', async () => {
    await h.env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), C.trash, 'comment_comment-mallory'), {
        kind: 'comment',
        id: 'comment-mallory',
        doc: validComment({ userId: UID.unverified, createdAt: SEEDED_AT }),
        userId: UID.unverified,
        ...SEEDED_STAMP,
      }),
    );
    await assertSucceeds(getDocs(ownEntries(h.as.unverified, UID.unverified)));
    await assertSucceeds(deleteDoc(entry(h.as.unverified, 'comment', 'comment-mallory')));
  });

  it('cannot list the trash without asking for their own, or without a bound', async () => {
    await assertFails(getDocs(query(trash(h.as.user), limit(100))));
    await assertFails(getDocs(query(trash(h.as.user), where('kind', '==', 'comment'), limit(100))));
    await assertFails(getDocs(query(trash(h.as.user), where('userId', '==', UID.user))));
    await assertFails(getDocs(ownEntries(h.as.user, UID.user, 1001)));
  });

  it('cannot list, read or delete another person’s comment entry', async () => {
    await assertFails(getDocs(ownEntries(h.as.user, UID.other)));
    await assertFails(getDoc(entry(h.as.user, 'comment', GONE.bobsComment)));
    await assertFails(deleteDoc(entry(h.as.user, 'comment', GONE.bobsComment)));
    await assertFails(getDoc(entry(h.as.other, 'comment', GONE.comment)));
    await assertFails(deleteDoc(entry(h.as.other, 'comment', GONE.comment)));
  });

  it('a visitor finds no one’s comment entries', async () => {
    await assertFails(getDocs(ownEntries(h.as.visitor, UID.user)));
    await assertFails(getDoc(entry(h.as.visitor, 'comment', GONE.comment)));
    await assertFails(deleteDoc(entry(h.as.visitor, 'comment', GONE.comment)));
  });

  it('cannot read a museum’s, a tour’s or a work’s entry', async () => {
    await assertFails(getDoc(entry(h.as.user, 'museum', GONE.museum)));
    await assertFails(getDoc(entry(h.as.user, 'tour', GONE.tour)));
    await assertFails(getDoc(entry(h.as.user, 'work', GONE.work)));
  });

  it('finds the entry of a comment the team has just taken down', async () => {
    await moveToTrash('comment', ID.userComment);
    const found = await assertSucceeds(getDocs(ownEntries(h.as.user, UID.user)));
    expect(found.docs.map((each) => each.id).sort()).toEqual(
      [`comment_${GONE.comment}`, `comment_${ID.userComment}`].sort(),
    );
  });
});
