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
  validObra,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'work-new';
const work = (db: Db, id: string = ID.publishedWork) => doc(db, C.obras, id);
const works = (db: Db) => collection(db, C.obras);
const worksOf = (db: Db, tourId: string) =>
  query(works(db), where('expositionId', '==', tourId), orderBy('order'), limit(1000));
const create = (db: Db, fields: Fields) => setDoc(work(db, NEW_ID), fields);
const rename = (db: Db) =>
  updateDoc(work(db), { name: bilingual('Otra', 'Other'), updatedAt: serverTimestamp() });
const withMedia = (media: Fields) => validObra(NEW_ID, { media });

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
      await assertFails(create(h.as.visitor, validObra(NEW_ID)));
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
      await assertFails(create(h.as.user, validObra(NEW_ID)));
    });
    it('cannot update a work', async () => {
      await assertFails(rename(h.as.user));
    });
    it('cannot delete a work', async () => {
      await assertFails(deleteDoc(work(h.as.user)));
    });
  });

  describe('signed-in user without a profile', () => {
    it('cannot get a work of a draft tour', async () => {
      await assertFails(getDoc(work(h.as.noProfile, ID.draftWork)));
    });
    it('cannot create a work', async () => {
      await assertFails(create(h.as.noProfile, validObra(NEW_ID)));
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
      await assertSucceeds(create(h.as.admin, validObra(NEW_ID)));
    });
    it('can create a work without media and with empty transcripts', async () => {
      await assertSucceeds(
        create(h.as.admin, validObra(NEW_ID, { media: {}, transcript: bilingual('') })),
      );
    });
    it('can create a work in a draft tour, at order 999', async () => {
      await assertSucceeds(
        create(h.as.admin, validObra(NEW_ID, { expositionId: ID.draftTour, order: 999 })),
      );
    });
    it('can update a work', async () => {
      await assertSucceeds(rename(h.as.admin));
    });
    it('can replace a work keeping its createdAt', async () => {
      await assertSucceeds(
        setDoc(work(h.as.admin), validObra(ID.publishedWork, { createdAt: SEEDED_AT, order: 3 })),
      );
    });
    it('can delete a work', async () => {
      await assertSucceeds(deleteDoc(work(h.as.admin)));
    });
  });

  describe('admin, field attacks', () => {
    it('cannot create a work for a missing tour', async () => {
      await assertFails(create(h.as.admin, validObra(NEW_ID, { expositionId: ID.missingTour })));
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
      await assertFails(create(h.as.admin, validObra(NEW_ID, { order: -1 })));
    });
    it('cannot create a work at order 1.5', async () => {
      await assertFails(create(h.as.admin, validObra(NEW_ID, { order: 1.5 })));
    });
    it('cannot create a work at order 1000', async () => {
      await assertFails(create(h.as.admin, validObra(NEW_ID, { order: 1000 })));
    });
    it('cannot create a work whose order is a string', async () => {
      await assertFails(create(h.as.admin, validObra(NEW_ID, { order: '1' })));
    });
    it('cannot create a work whose name is a string instead of {es, en}', async () => {
      await assertFails(create(h.as.admin, validObra(NEW_ID, { name: 'La ola' })));
    });
    it('cannot create a work with a 201-character author', async () => {
      await assertFails(create(h.as.admin, validObra(NEW_ID, { author: text(201) })));
    });
    it('cannot create a work whose transcript has an extra language', async () => {
      await assertFails(
        create(h.as.admin, validObra(NEW_ID, { transcript: { es: 'a', en: 'b', fr: 'c' } })),
      );
    });
    it('cannot create a work with an extra key', async () => {
      await assertFails(create(h.as.admin, validObra(NEW_ID, { video: 'https://x.test/v' })));
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
      await assertFails(create(h.as.admin, validObra(NEW_ID, { createdAt: PAST })));
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
  });
});
