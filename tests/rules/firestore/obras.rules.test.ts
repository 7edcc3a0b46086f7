import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
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
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  ID,
  PAST,
  SEEDED_AT,
  bilingual,
  mediaRef,
  rulesHarness,
  text,
  validWork,
  without,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'work-new';
const work = (db: Db, id: string = ID.publishedWork) => doc(db, C.works, id);
const works = (db: Db) => collection(db, C.works);
const worksOf = (db: Db, tourId: string) =>
  query(works(db), where('expositionId', '==', tourId), orderBy('order'), limit(1000));
const create = (db: Db, fields: Fields) => setDoc(work(db, NEW_ID), fields);
const rename = (db: Db) =>
  updateDoc(work(db), { name: bilingual('Otra', 'Other'), updatedAt: serverTimestamp() });
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
/** A work as stored before rooms and file sizes: no room, files without width, height or length. */
function legacyWork(id: string): Fields {
  const media = validWork(id).media as Record<string, Fields>;
  const bare = Object.fromEntries(
    Object.entries(media).map(([kind, ref]) => [kind, without(ref, 'width', 'height', 'duration')]),
  );
  return { ...without(validWork(id), 'room'), media: bare };
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
        setDoc(work(h.as.admin), validWork(ID.publishedWork, { createdAt: SEEDED_AT, order: 3 })),
      );
    });
    it('can delete a work', async () => {
      await assertSucceeds(deleteDoc(work(h.as.admin)));
    });
    it('can create a work with an empty room, or a room of 120 characters', async () => {
      await assertSucceeds(create(h.as.admin, withRoom(bilingual(''))));
      for (const [id, room] of [
        ['work-2', bilingual(text(120))],
        ['work-3', { es: 'Sala 24, planta baja', en: '' }],
      ] as const) {
        await assertSucceeds(setDoc(work(h.as.admin, id), validWork(id, { room })));
      }
    });
    it('can create a work as stored before rooms and file sizes', async () => {
      await assertSucceeds(create(h.as.admin, legacyWork(NEW_ID)));
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
      await assertSucceeds(updateDoc(work(h.as.admin), { order: 4, updatedAt: serverTimestamp() }));
      await assertSucceeds(rename(h.as.admin));
      await assertSucceeds(
        updateDoc(work(h.as.admin), {
          room: bilingual('Sala 24, planta baja', 'Room 24, ground floor'),
          updatedAt: serverTimestamp(),
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
          updatedAt: serverTimestamp(),
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
      await assertFails(updateDoc(work(h.as.admin), { order: 2 }));
    });
    it('cannot set order 1000 on update', async () => {
      await assertFails(updateDoc(work(h.as.admin), { order: 1000, updatedAt: serverTimestamp() }));
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
});
