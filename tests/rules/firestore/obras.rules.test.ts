import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  C,
  ID,
  NEXT_CODE,
  PAST,
  SEEDED_AT,
  UID,
  bilingual,
  mediaRef,
  rulesHarness,
  text,
  validWork,
  without,
  withRaise,
  raiseWorksVersion,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'work-new';
const work = (db: Db, id: string = ID.publishedWork) => doc(db, C.works, id);
const works = (db: Db) => collection(db, C.works);
const worksOf = (db: Db, tourId: string) =>
  query(works(db), where('expositionId', '==', tourId), orderBy('order'), limit(1000));
/** The tour a new work's fields name, when it exists; the published tour otherwise. */
const tourOf = (fields: Fields) =>
  fields.expositionId === ID.draftTour ? ID.draftTour : ID.publishedTour;
/**
 * A new work as the back-office adds one: its tour's works counter raised in the same commit, and
 * its counter of codes moved past the one the work takes.
 */
const create = (db: Db, fields: Fields) =>
  withRaise(db, (batch) => batch.set(work(db, NEW_ID), fields), [tourOf(fields)], {
    takesCode: true,
  });
/** When and by whom, as the back-office writes them (`updatedBy` null: left out). */
const stamp = (updatedBy: string | null = UID.admin) => ({
  updatedAt: serverTimestamp(),
  ...(updatedBy !== null && { updatedBy }),
});
/** A new number for the seeded published work, its tour's counter raised. */
const renumber = (
  db: Db,
  order: unknown,
  id: string = ID.publishedWork,
  updatedBy: string | null = UID.admin,
) => withRaise(db, (batch) => batch.update(work(db, id), { order, ...stamp(updatedBy) }));
const rename = (db: Db, updatedBy: string | null = UID.admin) =>
  updateDoc(work(db), { name: bilingual('Otra', 'Other'), ...stamp(updatedBy) });
/** Another admin's uid, as a work last changed by them holds it. */
const EARLIER_ADMIN = 'admin-earlier';
/** The seeded published work as last written by `uid`, or as stored before updatedBy (null). */
const storedBy = (uid: string | null) =>
  h.env.withSecurityRulesDisabled((ctx) =>
    updateDoc(work(ctx.firestore()), { updatedBy: uid ?? deleteField() }),
  );
const withMedia = (media: Fields) => validWork(NEW_ID, { media });
const withRoom = (room: unknown) => validWork(NEW_ID, { room });
type Kind = 'mainImg' | 'map' | 'audio-es' | 'audio-en';
/** A new work whose files' fields are changed as given (`undefined` removes a field). */
function withFiles(changes: Partial<Record<Kind, Fields>>): Fields {
  const media = validWork(NEW_ID).media as Record<Kind, Fields>;
  const changed: Fields = {};
  for (const [kind, fields] of Object.entries(changes)) {
    const merged = { ...media[kind as Kind], ...fields };
    changed[kind] = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
  }
  return withMedia({ ...media, ...changed });
}
const withFile = (kind: Kind, fields: Fields) => withFiles({ [kind]: fields });
/**
 * A work as stored before rooms and file sizes: no room, files without width, height or length,
 * and no record of who changed it.
 */
function legacyWork(id: string): Fields {
  const media = validWork(id).media as Record<string, Fields>;
  const bare = Object.fromEntries(
    Object.entries(media).map(([kind, ref]) => [kind, without(ref, 'width', 'height', 'duration')]),
  );
  return { ...without(validWork(id), 'room', 'updatedBy'), media: bare };
}
/** Replaces the seeded published work with its pre-room form, rules off. */
async function storeLegacyWork() {
  await h.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), C.works, ID.publishedWork), {
      ...legacyWork(ID.publishedWork),
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
  });
}

describe('obras', () => {
  describe('visitor', () => {
    it('can get a work of a published tour', async () => {
      await assertSucceeds(getDoc(work(h.as.visitor)));
    });
    it('cannot get a work of a draft tour', async () => {
      await assertFails(getDoc(work(h.as.visitor, ID.draftWork)));
    });
    it('can list the works of a published tour, by order', async () => {
      await assertSucceeds(getDocs(worksOf(h.as.visitor, ID.publishedTour)));
    });
    it('cannot list the works of a draft tour', async () => {
      await assertFails(getDocs(worksOf(h.as.visitor, ID.draftTour)));
    });
    it('cannot list the works of a published tour without a limit', async () => {
      await assertFails(
        getDocs(query(works(h.as.visitor), where('expositionId', '==', ID.publishedTour))),
      );
    });
    it('cannot ask for more than 1000 works at once', async () => {
      await assertFails(
        getDocs(
          query(works(h.as.visitor), where('expositionId', '==', ID.publishedTour), limit(1001)),
        ),
      );
    });
    it('cannot list works without the tour filter', async () => {
      await assertFails(getDocs(works(h.as.visitor)));
    });
    it('cannot create a work', async () => {
      await assertFails(create(h.as.visitor, validWork(NEW_ID)));
    });
    it('cannot update a work', async () => {
      await assertFails(rename(h.as.visitor));
    });
    it('cannot delete a work', async () => {
      await assertFails(deleteDoc(work(h.as.visitor)));
    });
  });

  describe('user', () => {
    it('can get a work of a published tour', async () => {
      await assertSucceeds(getDoc(work(h.as.user)));
    });
    it('cannot get a work of a draft tour', async () => {
      await assertFails(getDoc(work(h.as.user, ID.draftWork)));
    });
    it('can list the works of a published tour', async () => {
      await assertSucceeds(getDocs(worksOf(h.as.user, ID.publishedTour)));
    });
    it('cannot list the works of a draft tour', async () => {
      await assertFails(getDocs(worksOf(h.as.user, ID.draftTour)));
    });
    it('cannot list works without the tour filter', async () => {
      await assertFails(getDocs(query(works(h.as.user), orderBy('order'))));
    });
    it('cannot create a work', async () => {
      await assertFails(create(h.as.user, validWork(NEW_ID)));
    });
    it('cannot update a work', async () => {
      await assertFails(rename(h.as.user));
    });
    it('cannot delete a work', async () => {
      await assertFails(deleteDoc(work(h.as.user)));
    });
    it('cannot change the room of a work', async () => {
      await assertFails(
        updateDoc(work(h.as.user), {
          room: bilingual('Sala 1', 'Room 1'),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it("cannot change a narration's length", async () => {
      await assertFails(
        updateDoc(work(h.as.user), {
          'media.audio-es.duration': 1,
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('signed-in user without a profile', () => {
    it('cannot get a work of a draft tour', async () => {
      await assertFails(getDoc(work(h.as.noProfile, ID.draftWork)));
    });
    it('cannot create a work', async () => {
      await assertFails(create(h.as.noProfile, validWork(NEW_ID)));
    });
  });

  describe('admin', () => {
    it('can get a work of a draft tour', async () => {
      await assertSucceeds(getDoc(work(h.as.admin, ID.draftWork)));
    });
    it('can list every work', async () => {
      await assertSucceeds(getDocs(works(h.as.admin)));
    });
    it('can list the works of a draft tour', async () => {
      await assertSucceeds(getDocs(worksOf(h.as.admin, ID.draftTour)));
    });
    it('can create a work with all four media files', async () => {
      await assertSucceeds(create(h.as.admin, validWork(NEW_ID)));
    });
    it('can create a work without media and with empty transcripts', async () => {
      await assertSucceeds(
        create(h.as.admin, validWork(NEW_ID, { media: {}, transcript: bilingual('') })),
      );
    });
    it('can create a work in a draft tour, at order 999', async () => {
      await assertSucceeds(
        create(h.as.admin, validWork(NEW_ID, { expositionId: ID.draftTour, order: 999 })),
      );
    });
    it('can update a work', async () => {
      await assertSucceeds(rename(h.as.admin));
    });
    it('can replace a work keeping its createdAt', async () => {
      await assertSucceeds(
        setDoc(work(h.as.admin), validWork(ID.publishedWork, { createdAt: SEEDED_AT, code: 1 })),
      );
    });
    it('can replace a work with a new number, its tour’s counter raised', async () => {
      await assertSucceeds(
        withRaise(h.as.admin, (batch) =>
          batch.set(
            work(h.as.admin),
            validWork(ID.publishedWork, { createdAt: SEEDED_AT, order: 3, code: 1 }),
          ),
        ),
      );
    });
    it('can delete a work, its tour’s counter raised', async () => {
      await assertSucceeds(withRaise(h.as.admin, (batch) => batch.delete(work(h.as.admin))));
    });
    it('can create a work with an empty room, or a room of 120 characters', async () => {
      await assertSucceeds(create(h.as.admin, withRoom(bilingual(''))));
      // Each takes the next code of the tour.
      for (const [id, room, code] of [
        ['work-2', bilingual(text(120)), NEXT_CODE + 1],
        ['work-3', { es: 'Sala 24, planta baja', en: '' }, NEXT_CODE + 2],
      ] as const) {
        await assertSucceeds(
          withRaise(
            h.as.admin,
            (batch) => batch.set(work(h.as.admin, id), validWork(id, { room, code })),
            undefined,
            { takesCode: true },
          ),
        );
      }
    });
    it('can create a work as stored before rooms and file sizes (naming who writes it)', async () => {
      await assertSucceeds(create(h.as.admin, { ...legacyWork(NEW_ID), updatedBy: UID.admin }));
    });
    it('can create a work whose narration length is a whole number', async () => {
      await assertSucceeds(create(h.as.admin, withFile('audio-en', { duration: 25 })));
    });
    it('can create a work with a two-hour narration and a 16383-pixel image', async () => {
      await assertSucceeds(
        create(
          h.as.admin,
          withFiles({ 'audio-es': { duration: 7200 }, map: { width: 16383, height: 1 } }),
        ),
      );
    });
    it('can reorder and rename a work stored without a room, and give it one', async () => {
      await storeLegacyWork();
      await assertSucceeds(renumber(h.as.admin, 4));
      await assertSucceeds(rename(h.as.admin));
      await assertSucceeds(
        updateDoc(work(h.as.admin), {
          room: bilingual('Sala 24, planta baja', 'Room 24, ground floor'),
          ...stamp(),
        }),
      );
    });
    it('can record the size of a new image and the length of a new narration', async () => {
      await storeLegacyWork();
      await assertSucceeds(
        updateDoc(work(h.as.admin), {
          'media.mainImg.width': 1000,
          'media.mainImg.height': 750,
          'media.audio-en.duration': 28.003,
          ...stamp(),
        }),
      );
    });
  });

  describe('admin, field attacks', () => {
    it('cannot create a work for a missing tour', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { expositionId: ID.missingTour })));
    });
    it('cannot move a work to a missing tour', async () => {
      await assertFails(
        updateDoc(work(h.as.admin), {
          expositionId: ID.missingTour,
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot create a work at order -1', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { order: -1 })));
    });
    it('cannot create a work at order 1.5', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { order: 1.5 })));
    });
    it('cannot create a work at order 1000', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { order: 1000 })));
    });
    it('cannot create a work whose order is a string', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { order: '1' })));
    });
    it('cannot create a work whose name is a string instead of {es, en}', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { name: 'La ola' })));
    });
    it('cannot create a work with a 201-character author', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { author: text(201) })));
    });
    it('cannot create a work whose transcript has an extra language', async () => {
      await assertFails(
        create(h.as.admin, validWork(NEW_ID, { transcript: { es: 'a', en: 'b', fr: 'c' } })),
      );
    });
    it('cannot create a work with an extra key', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { video: 'https://x.test/v' })));
    });
    it('cannot create a work with an unknown media kind', async () => {
      await assertFails(create(h.as.admin, withMedia({ video: mediaRef(NEW_ID) })));
    });
    it('cannot create a work whose image URL is javascript:', async () => {
      await assertFails(
        create(
          h.as.admin,
          withMedia({ mainImg: mediaRef(NEW_ID, 'mainImg', { url: 'javascript:alert(1)' }) }),
        ),
      );
    });
    it("cannot create a work whose audio lies in another document's folder", async () => {
      await assertFails(
        create(h.as.admin, withMedia({ 'audio-es': mediaRef(ID.publishedWork, 'audio-es') })),
      );
    });
    it('cannot create a work whose map is an SVG', async () => {
      await assertFails(
        create(
          h.as.admin,
          withMedia({ map: mediaRef(NEW_ID, 'map', { contentType: 'image/svg+xml' }) }),
        ),
      );
    });
    it('cannot create a work whose audio is HTML', async () => {
      await assertFails(
        create(
          h.as.admin,
          withMedia({ 'audio-en': mediaRef(NEW_ID, 'audio-en', { contentType: 'text/html' }) }),
        ),
      );
    });
    it('cannot create a work whose media file is empty', async () => {
      await assertFails(
        create(h.as.admin, withMedia({ mainImg: mediaRef(NEW_ID, 'mainImg', { size: 0 }) })),
      );
    });
    it('cannot create a work with a client-chosen createdAt', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { createdAt: PAST })));
    });
    it('cannot change createdAt on update', async () => {
      await assertFails(
        updateDoc(work(h.as.admin), { createdAt: PAST, updatedAt: serverTimestamp() }),
      );
    });
    it('cannot update without setting updatedAt', async () => {
      await assertFails(
        withRaise(h.as.admin, (batch) => batch.update(work(h.as.admin), { order: 2 })),
      );
    });
    it('cannot set order 1000, -1, 1.5 or "2" on update, even with the counter raised', async () => {
      for (const order of [1000, -1, 1.5, '2']) await assertFails(renumber(h.as.admin, order));
    });
    it('cannot create a work with a 121-character room, in either language', async () => {
      await assertFails(create(h.as.admin, withRoom({ es: text(121), en: '' })));
      await assertFails(create(h.as.admin, withRoom({ es: '', en: text(121) })));
    });
    it('cannot create a work whose room is not {es, en} of texts', async () => {
      for (const room of [
        'Sala 24',
        42,
        null,
        ['Sala 24', 'Room 24'],
        { es: 'Sala 24' },
        { es: 'Sala 24', en: 'Room 24', fr: 'Salle 24' },
        { es: 24, en: 'Room 24' },
        { es: 'Sala 24', en: null },
      ]) {
        await assertFails(create(h.as.admin, withRoom(room)));
      }
    });
    it('cannot give a stored work a room that is too long', async () => {
      await assertFails(
        updateDoc(work(h.as.admin), {
          room: bilingual(text(121)),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot create a work whose image width or height is not a positive whole number up to 16383', async () => {
      for (const bad of [0, -1, 1.5, 16384, '1600', null, true, [1600]]) {
        await assertFails(create(h.as.admin, withFile('mainImg', { width: bad })));
        await assertFails(create(h.as.admin, withFile('map', { height: bad })));
      }
    });
    it('cannot create a work whose narration length is not a positive number up to 7200 s', async () => {
      for (const bad of [0, -2.5, 7200.1, '27.8', null, false, [27.8]]) {
        await assertFails(create(h.as.admin, withFile('audio-es', { duration: bad })));
      }
    });
    it('cannot put a length on an image or a pixel size on a narration', async () => {
      await assertFails(create(h.as.admin, withFile('mainImg', { duration: 27.8 })));
      await assertFails(create(h.as.admin, withFile('audio-en', { width: 1600 })));
      await assertFails(create(h.as.admin, withFile('audio-en', { height: 900 })));
    });
    it('cannot add an unknown key to a file', async () => {
      await assertFails(create(h.as.admin, withFile('map', { variants: [640] })));
      await assertFails(create(h.as.admin, withFile('audio-es', { bitrate: 32000 })));
    });
    it('cannot store a file without its URL, path, type or size', async () => {
      for (const key of ['url', 'path', 'contentType', 'size']) {
        await assertFails(create(h.as.admin, withFile('mainImg', { [key]: undefined })));
        await assertFails(create(h.as.admin, withFile('audio-en', { [key]: undefined })));
      }
    });
    it('cannot store an audio file as the image, or an image as a narration', async () => {
      await assertFails(
        create(
          h.as.admin,
          withFile('mainImg', { contentType: 'audio/mpeg', width: undefined, height: undefined }),
        ),
      );
      await assertFails(
        create(
          h.as.admin,
          withFile('audio-es', { contentType: 'image/webp', duration: undefined }),
        ),
      );
    });
    it('cannot create a work missing a required field, now that only the room is optional', async () => {
      for (const key of [
        'expositionId',
        'order',
        'name',
        'description',
        'author',
        'transcript',
        'media',
      ]) {
        await assertFails(create(h.as.admin, without(validWork(NEW_ID), key)));
      }
    });
    it('cannot give a work an extra key or a bad room on update', async () => {
      await assertFails(
        updateDoc(work(h.as.admin), { floor: 'ground', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(work(h.as.admin), { 'room.fr': 'Salle 24', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(work(h.as.admin), { 'media.map.width': 0, updatedAt: serverTimestamp() }),
      );
    });
  });
  // A tour's works are numbered 1..n; the rules cannot list them to check, so every change of
  // the numbers must raise the tour's worksVersion by exactly one in the same commit, which makes
  // two changes from the same state conflict (src/features/works/api/work-numbering.ts).
  describe('admin, numbers', () => {
    /** The tour's works counter as stored (0 when it has none yet). */
    async function counterOf(tourId: string): Promise<unknown> {
      const snapshot = await getDoc(doc(h.as.admin, C.tours, tourId));
      return snapshot.get('worksVersion') ?? 0;
    }
    /** A second work in the published tour, number 2, added as the back-office adds one. */
    const addSecond = () => create(h.as.admin, validWork(NEW_ID, { order: 2 }));

    it('can add a work with its tour’s counter raised by one in the same commit', async () => {
      await assertSucceeds(create(h.as.admin, validWork(NEW_ID, { order: 1 })));
      expect(await counterOf(ID.publishedTour)).toBe(1);
    });
    it('can renumber several works with one raise, changing only their numbers', async () => {
      await addSecond();
      await assertSucceeds(
        withRaise(h.as.admin, (batch) => {
          batch.update(work(h.as.admin), { order: 2, updatedAt: serverTimestamp() });
          batch.update(work(h.as.admin, NEW_ID), { order: 1, updatedAt: serverTimestamp() });
        }),
      );
      expect(await counterOf(ID.publishedTour)).toBe(2);
    });
    it('can edit a work’s texts and files without a raise when its number stays', async () => {
      await assertSucceeds(rename(h.as.admin));
      expect(await counterOf(ID.publishedTour)).toBe(0);
    });
    it('can move a work to another tour, raising both tours’ counters', async () => {
      await assertSucceeds(
        withRaise(
          h.as.admin,
          (batch) =>
            batch.update(work(h.as.admin), {
              expositionId: ID.draftTour,
              order: 2,
              // It takes the new tour's next code (its old label named the old tour).
              code: NEXT_CODE,
              updatedAt: serverTimestamp(),
            }),
          [ID.publishedTour, ID.draftTour],
          { takesCode: true },
        ),
      );
    });
    it('can delete the works of a tour deleted in the same commit, and those of a tour that is gone', async () => {
      const batch = writeBatch(h.as.admin);
      batch.delete(work(h.as.admin, ID.draftWork));
      batch.delete(doc(h.as.admin, C.tours, ID.draftTour));
      await assertSucceeds(batch.commit());
      await h.env.withSecurityRulesDisabled(async (context) => {
        await setDoc(
          doc(context.firestore(), C.works, 'work-orphan'),
          validWork('work-orphan', { expositionId: ID.missingTour, createdAt: SEEDED_AT }),
        );
      });
      await assertSucceeds(deleteDoc(work(h.as.admin, 'work-orphan')));
    });

    it('cannot add a work without raising its tour’s counter', async () => {
      await assertFails(setDoc(work(h.as.admin, NEW_ID), validWork(NEW_ID, { order: 1 })));
    });
    it('cannot add a work raising the counter by two', async () => {
      const batch = writeBatch(h.as.admin);
      batch.set(work(h.as.admin, NEW_ID), validWork(NEW_ID, { order: 1 }));
      raiseWorksVersion(batch, h.as.admin, ID.publishedTour, 2);
      await assertFails(batch.commit());
    });
    it('cannot add a work raising another tour’s counter', async () => {
      await assertFails(
        withRaise(
          h.as.admin,
          (batch) => batch.set(work(h.as.admin, NEW_ID), validWork(NEW_ID, { order: 1 })),
          [ID.draftTour],
        ),
      );
    });
    it('cannot change a work’s number without raising the counter', async () => {
      await assertFails(updateDoc(work(h.as.admin), { order: 2, updatedAt: serverTimestamp() }));
    });
    it('cannot change a number raising the counter by two', async () => {
      const batch = writeBatch(h.as.admin);
      batch.update(work(h.as.admin), { order: 2, updatedAt: serverTimestamp() });
      raiseWorksVersion(batch, h.as.admin, ID.publishedTour, 2);
      await assertFails(batch.commit());
    });
    it('cannot change a number with the counter raised in another commit', async () => {
      const raise = writeBatch(h.as.admin);
      raiseWorksVersion(raise, h.as.admin, ID.publishedTour);
      await assertSucceeds(raise.commit());
      await assertFails(updateDoc(work(h.as.admin), { order: 2, updatedAt: serverTimestamp() }));
    });
    it('cannot move a work to another tour raising only one of the two counters', async () => {
      const move = (tourIds: string[]) =>
        withRaise(
          h.as.admin,
          (batch) =>
            batch.update(work(h.as.admin), {
              expositionId: ID.draftTour,
              order: 2,
              updatedAt: serverTimestamp(),
            }),
          tourIds,
        );
      await assertFails(move([ID.publishedTour]));
      await assertFails(move([ID.draftTour]));
    });
    it('cannot delete a work without raising its tour’s counter', async () => {
      await assertFails(deleteDoc(work(h.as.admin)));
    });
    it('cannot slip a bad field into a renumbering', async () => {
      await assertFails(
        withRaise(h.as.admin, (batch) =>
          batch.update(work(h.as.admin), {
            order: 2,
            name: 'La ola',
            updatedAt: serverTimestamp(),
          }),
        ),
      );
    });
  });

  describe('admin, who changed it last', () => {
    it('can create a work naming itself', async () => {
      await assertSucceeds(create(h.as.admin, validWork(NEW_ID, { updatedBy: UID.admin })));
    });
    it('cannot create a work naming someone else, or no one', async () => {
      await assertFails(create(h.as.admin, validWork(NEW_ID, { updatedBy: UID.other })));
      await assertFails(create(h.as.admin, without(validWork(NEW_ID), 'updatedBy')));
    });
    it('can change a work another admin changed last, naming itself', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertSucceeds(rename(h.as.admin));
    });
    it('cannot change it leaving the other admin named, or naming someone else', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertFails(rename(h.as.admin, null));
      await assertFails(rename(h.as.admin, EARLIER_ADMIN));
      await assertFails(rename(h.as.admin, UID.other));
    });
    it('cannot renumber it leaving the other admin named, or naming someone else', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertFails(renumber(h.as.admin, 2, ID.publishedWork, null));
      await assertFails(renumber(h.as.admin, 2, ID.publishedWork, UID.other));
      await assertSucceeds(renumber(h.as.admin, 2));
    });
    it('can change a work stored before it was recorded only by naming itself', async () => {
      await storeLegacyWork();
      await assertFails(rename(h.as.admin, null));
      await assertFails(renumber(h.as.admin, 2, ID.publishedWork, null));
      await assertSucceeds(rename(h.as.admin));
    });
  });

  describe('user, numbers', () => {
    it('cannot renumber a work, even raising the counter', async () => {
      await assertFails(renumber(h.as.user, 2));
    });
  });
});
