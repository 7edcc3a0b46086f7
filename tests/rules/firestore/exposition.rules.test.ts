import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  ID,
  NEXT_CODE,
  PAST,
  SEEDED_AT,
  UID,
  bilingual,
  likePath,
  mediaRef,
  rulesHarness,
  text,
  validTour,
  without,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'tour-new';
const tour = (db: Db, id: string = ID.publishedTour) => doc(db, C.tours, id);
const tours = (db: Db) => collection(db, C.tours);
const create = (db: Db, fields: Fields) => setDoc(tour(db, NEW_ID), fields);
/** A new name, as the back-office writes it: naming who wrote it (`updatedBy`; null: left out). */
const rename = (db: Db, id: string = ID.publishedTour, updatedBy: string | null = UID.admin) =>
  updateDoc(tour(db, id), {
    name: bilingual('Otro', 'Other'),
    updatedAt: serverTimestamp(),
    ...(updatedBy !== null && { updatedBy }),
  });
const publish = (db: Db) =>
  updateDoc(tour(db, ID.draftTour), {
    state: 'published',
    updatedAt: serverTimestamp(),
    updatedBy: UID.admin,
  });
/** Another admin's uid, as a tour last changed by them holds it. */
const EARLIER_ADMIN = 'admin-earlier';
/** The tour as last written by `uid`, or as stored before updatedBy (null). */
const storedBy = (uid: string | null, id: string = ID.publishedTour) =>
  h.env.withSecurityRulesDisabled((ctx) =>
    updateDoc(tour(ctx.firestore(), id), { updatedBy: uid ?? deleteField() }),
  );
const published = (db: Db) => query(tours(db), where('state', '==', 'published'), limit(1000));
const highlighted = (db: Db) =>
  query(tours(db), where('state', '==', 'published'), where('highlight', '==', true), limit(1000));
/** A like as the app writes it: the caller's like document and one more on the count. */
const like = (db: Db, uid: string, id: string = ID.publishedTour) => {
  const batch = writeBatch(db);
  batch.set(doc(db, likePath(id, uid)), { createdAt: serverTimestamp(), userId: uid });
  batch.update(tour(db, id), { likeCount: increment(1) });
  return batch.commit();
};

describe('exposition', () => {
  describe('visitor', () => {
    it('can get a published tour', async () => {
      await assertSucceeds(getDoc(tour(h.as.visitor)));
    });
    it('cannot get a draft tour', async () => {
      await assertFails(getDoc(tour(h.as.visitor, ID.draftTour)));
    });
    it('can list published tours', async () => {
      await assertSucceeds(getDocs(published(h.as.visitor)));
    });
    it('can list highlighted published tours (home page)', async () => {
      await assertSucceeds(getDocs(highlighted(h.as.visitor)));
    });
    it('cannot list published tours without a limit', async () => {
      await assertFails(getDocs(query(tours(h.as.visitor), where('state', '==', 'published'))));
    });
    it('cannot ask for more than 1000 tours at once', async () => {
      await assertFails(
        getDocs(query(tours(h.as.visitor), where('state', '==', 'published'), limit(1001))),
      );
    });
    it('can list the published tours of a museum', async () => {
      await assertSucceeds(
        getDocs(
          query(
            tours(h.as.visitor),
            where('state', '==', 'published'),
            where('tematicId', '==', ID.museum),
            limit(1000),
          ),
        ),
      );
    });
    it('cannot list tours without the published filter', async () => {
      await assertFails(getDocs(tours(h.as.visitor)));
    });
    it('cannot list highlighted tours without the published filter', async () => {
      await assertFails(getDocs(query(tours(h.as.visitor), where('highlight', '==', true))));
    });
    it('cannot create a tour', async () => {
      await assertFails(create(h.as.visitor, validTour(NEW_ID)));
    });
    it('cannot update a tour', async () => {
      await assertFails(rename(h.as.visitor));
    });
    it('cannot add to a tour’s likes', async () => {
      await assertFails(updateDoc(tour(h.as.visitor), { likeCount: increment(1) }));
    });
    it('cannot delete a tour', async () => {
      await assertFails(deleteDoc(tour(h.as.visitor)));
    });
  });

  describe('user', () => {
    it('can get a published tour', async () => {
      await assertSucceeds(getDoc(tour(h.as.user)));
    });
    it('cannot get a draft tour', async () => {
      await assertFails(getDoc(tour(h.as.user, ID.draftTour)));
    });
    it('can list published tours', async () => {
      await assertSucceeds(getDocs(published(h.as.user)));
    });
    it('cannot list tours without the published filter', async () => {
      await assertFails(getDocs(tours(h.as.user)));
    });
    it('cannot list draft tours', async () => {
      await assertFails(getDocs(query(tours(h.as.user), where('state', '==', 'draft'))));
    });
    it('cannot create a tour', async () => {
      await assertFails(create(h.as.user, validTour(NEW_ID)));
    });
    it('cannot update a tour', async () => {
      await assertFails(rename(h.as.user));
    });
    it('cannot publish a draft tour', async () => {
      await assertFails(publish(h.as.user));
    });
    it('cannot delete a tour', async () => {
      await assertFails(deleteDoc(tour(h.as.user)));
    });
  });

  // Liking in full (every refusal of the count) is in likes.rules.test.ts.
  describe('user, likes', () => {
    it('can like a published tour (its own like document and one more on the count)', async () => {
      await assertSucceeds(like(h.as.user, UID.user));
    });
    it('cannot like a draft tour', async () => {
      await assertFails(like(h.as.user, UID.user, ID.draftTour));
    });
    it('cannot change the name together with a like', async () => {
      const batch = writeBatch(h.as.user);
      batch.set(doc(h.as.user, likePath(ID.publishedTour, UID.user)), {
        createdAt: serverTimestamp(),
        userId: UID.user,
      });
      batch.update(tour(h.as.user), { likeCount: increment(1), name: bilingual('Mío') });
      await assertFails(batch.commit());
    });
    it('can like a tour another admin changed last, leaving who and when as they are', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertSucceeds(like(h.as.user, UID.user));
    });
    it('can like a tour stored before who changed it was recorded', async () => {
      await storedBy(null);
      await assertSucceeds(like(h.as.user, UID.user));
    });
    it('cannot name itself as the last to change the tour with a like', async () => {
      const batch = writeBatch(h.as.user);
      batch.set(doc(h.as.user, likePath(ID.publishedTour, UID.user)), {
        createdAt: serverTimestamp(),
        userId: UID.user,
      });
      batch.update(tour(h.as.user), { likeCount: increment(1), updatedBy: UID.user });
      await assertFails(batch.commit());
    });
  });

  describe('signed-in user without a profile', () => {
    it('cannot get a draft tour', async () => {
      await assertFails(getDoc(tour(h.as.noProfile, ID.draftTour)));
    });
    it('cannot create a tour', async () => {
      await assertFails(create(h.as.noProfile, validTour(NEW_ID)));
    });
  });

  describe('admin', () => {
    it('can get a draft tour', async () => {
      await assertSucceeds(getDoc(tour(h.as.admin, ID.draftTour)));
    });
    it('can list every tour, drafts included', async () => {
      await assertSucceeds(getDocs(tours(h.as.admin)));
    });
    it('can list draft tours', async () => {
      await assertSucceeds(getDocs(query(tours(h.as.admin), where('state', '==', 'draft'))));
    });
    it('can create a draft tour', async () => {
      await assertSucceeds(create(h.as.admin, validTour(NEW_ID)));
    });
    it('can create a tour without an image and with empty resumes', async () => {
      await assertSucceeds(
        create(h.as.admin, validTour(NEW_ID, { image: null, resume: bilingual('') })),
      );
    });
    it('can update a tour', async () => {
      await assertSucceeds(rename(h.as.admin));
    });
    it('can publish a draft tour', async () => {
      await assertSucceeds(publish(h.as.admin));
    });
    it('can replace a tour keeping its createdAt', async () => {
      await assertSucceeds(
        setDoc(
          tour(h.as.admin, ID.draftTour),
          validTour(ID.draftTour, {
            createdAt: SEEDED_AT,
            highlight: true,
            nextWorkCode: NEXT_CODE,
          }),
        ),
      );
    });
    it('can delete a tour', async () => {
      await assertSucceeds(deleteDoc(tour(h.as.admin)));
    });
  });

  describe('admin, a tour stored with a one-string museum name', () => {
    const old = (db: Db) => tour(db, ID.oldDraftTour);
    it('can publish it, highlight it and unpublish it as it is', async () => {
      await assertSucceeds(
        updateDoc(old(h.as.admin), { state: 'published', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(
        updateDoc(old(h.as.admin), { highlight: true, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(
        updateDoc(old(h.as.admin), { state: 'draft', updatedAt: serverTimestamp() }),
      );
    });
    it('can give it the museum name in both languages', async () => {
      await assertSucceeds(
        updateDoc(old(h.as.admin), {
          museum: bilingual('Museo de Bellas Artes', 'Fine Arts Museum'),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot change the one string for another', async () => {
      await assertFails(
        updateDoc(old(h.as.admin), { museum: 'Otro museo', updatedAt: serverTimestamp() }),
      );
    });
    it('once published, it can be liked by a user', async () => {
      await assertSucceeds(
        updateDoc(old(h.as.admin), { state: 'published', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(like(h.as.user, UID.user, ID.oldDraftTour));
    });
    it('cannot be edited by a user, one-string name or not', async () => {
      await assertFails(
        updateDoc(old(h.as.user), {
          museum: bilingual('Mío', 'Mine'),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot create a copy of it with its one-string name', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { museum: 'Museo de Bellas Artes' })));
    });
  });

  describe('admin, a museum renamed with its tours in one batch', () => {
    it('can write the museum and the name its tours show together', async () => {
      const batch = writeBatch(h.as.admin);
      const name = bilingual('Museo Nacional', 'National Museum');
      batch.update(doc(h.as.admin, C.museums, ID.museum), { name, updatedAt: serverTimestamp() });
      for (const id of [ID.publishedTour, ID.likedTour, ID.draftTour, ID.oldDraftTour]) {
        batch.update(tour(h.as.admin, id), { museum: name, updatedAt: serverTimestamp() });
      }
      await assertSucceeds(batch.commit());
    });
    it('cannot do it as a user', async () => {
      const batch = writeBatch(h.as.user);
      batch.update(tour(h.as.user), {
        museum: bilingual('Mío', 'Mine'),
        updatedAt: serverTimestamp(),
      });
      await assertFails(batch.commit());
    });
  });

  describe('admin, field attacks', () => {
    it('cannot create a tour as published', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { state: 'published' })));
    });
    it('cannot create a tour with likes', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { likeCount: 5 })));
    });
    it('cannot create a tour with the old list of likers, even empty', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { likes: [UID.admin] })));
      await assertFails(create(h.as.admin, validTour(NEW_ID, { likes: [] })));
    });
    it('cannot create a tour without a like count', async () => {
      await assertFails(create(h.as.admin, without(validTour(NEW_ID), 'likeCount')));
    });
    it('cannot create a tour whose name is a string instead of {es, en}', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { name: 'Impresionistas' })));
    });
    it('cannot create a tour whose name has an extra language', async () => {
      await assertFails(
        create(h.as.admin, validTour(NEW_ID, { name: { es: 'a', en: 'b', fr: 'c' } })),
      );
    });
    it('cannot create a tour with a 201-character name', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { name: bilingual(text(201)) })));
    });
    it('cannot create a tour with an empty description', async () => {
      await assertFails(
        create(h.as.admin, validTour(NEW_ID, { description: bilingual('', 'A tour') })),
      );
    });
    it('cannot create a tour whose highlight is a string', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { highlight: 'true' })));
    });
    it('cannot create a tour without a resume', async () => {
      await assertFails(create(h.as.admin, without(validTour(NEW_ID), 'resume')));
    });
    it('cannot create a tour whose tematicId is a number', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { tematicId: 1 })));
    });
    it('cannot create a tour with an empty address', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { address: '' })));
    });
    it('cannot create a tour with an extra key', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { price: 0 })));
    });
    it('cannot create a tour whose image URL is javascript:', async () => {
      await assertFails(
        create(
          h.as.admin,
          validTour(NEW_ID, {
            image: mediaRef(NEW_ID, 'mainImg', { url: 'javascript:alert(1)' }),
          }),
        ),
      );
    });
    it("cannot create a tour whose image lies in another document's folder", async () => {
      await assertFails(
        create(h.as.admin, validTour(NEW_ID, { image: mediaRef(ID.publishedTour) })),
      );
    });
    it("cannot reach another document's folder through a regex in its own id", async () => {
      const id = 'x|.*';
      await assertFails(
        setDoc(tour(h.as.admin, id), validTour(id, { image: mediaRef(ID.publishedTour) })),
      );
    });
    it('cannot create a tour whose image is an SVG', async () => {
      await assertFails(
        create(
          h.as.admin,
          validTour(NEW_ID, {
            image: mediaRef(NEW_ID, 'mainImg', { contentType: 'image/svg+xml' }),
          }),
        ),
      );
    });
    it('cannot create a tour whose image size is not an integer', async () => {
      await assertFails(
        create(
          h.as.admin,
          validTour(NEW_ID, { image: mediaRef(NEW_ID, 'mainImg', { size: 10.5 }) }),
        ),
      );
    });
    it('cannot create a tour with a client-chosen createdAt', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { createdAt: PAST })));
    });
    it("cannot set state to 'archived'", async () => {
      await assertFails(
        updateDoc(tour(h.as.admin), { state: 'archived', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot set highlight to a string on update', async () => {
      await assertFails(
        updateDoc(tour(h.as.admin), { highlight: 'yes', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot change createdAt on update', async () => {
      await assertFails(
        updateDoc(tour(h.as.admin), { createdAt: PAST, updatedAt: serverTimestamp() }),
      );
    });
    it('cannot update without setting updatedAt', async () => {
      await assertFails(updateDoc(tour(h.as.admin), { highlight: false }));
    });
    it('cannot create a tour whose museum name is one string', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { museum: 'MNBA' })));
    });
    it('cannot create a tour whose museum name lacks a language or has a third', async () => {
      for (const museum of [
        { es: 'Museo de Bellas Artes' },
        bilingual('Museo de Bellas Artes', '  '),
        { ...bilingual('Museo', 'Museum'), fr: 'Musée' },
        bilingual('Museo', text(201)),
        bilingual('Museo', 42 as unknown as string),
        null,
        ['Museo', 'Museum'],
      ]) {
        await assertFails(create(h.as.admin, validTour(NEW_ID, { museum })));
      }
    });
    it('cannot turn a tour’s bilingual museum name into one string', async () => {
      await assertFails(
        updateDoc(tour(h.as.admin), {
          museum: 'Museo de Bellas Artes',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot add an extra key on update', async () => {
      await assertFails(updateDoc(tour(h.as.admin), { price: 0, updatedAt: serverTimestamp() }));
    });
  });
  // worksVersion counts the changes of the tour's works' numbers: it moves only by one, alone,
  // with such a change (the obras rules require it there).
  describe('admin, works counter', () => {
    const raise = (db: Db, by: unknown = increment(1), extra: Fields = {}) =>
      updateDoc(tour(db), {
        worksVersion: by,
        updatedAt: serverTimestamp(),
        updatedBy: UID.admin,
        ...extra,
      });

    it('can raise it by one, alone, on a tour stored without one', async () => {
      await assertSucceeds(raise(h.as.admin));
      await assertSucceeds(raise(h.as.admin, 2));
    });
    it('keeps it through an edit of the tour', async () => {
      await assertSucceeds(raise(h.as.admin));
      await assertSucceeds(rename(h.as.admin));
    });
    it('can create a tour with it at 0', async () => {
      await assertSucceeds(create(h.as.admin, validTour(NEW_ID, { worksVersion: 0 })));
    });
    it('cannot create a tour with it past 0', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { worksVersion: 5 })));
    });
    it('cannot raise it by two, lower it, or make it a string', async () => {
      await assertFails(raise(h.as.admin, increment(2)));
      await assertFails(raise(h.as.admin, 2));
      await assertSucceeds(raise(h.as.admin));
      await assertFails(raise(h.as.admin, 0));
      await assertFails(raise(h.as.admin, '2'));
    });
    it('cannot raise it without setting updatedAt', async () => {
      await assertFails(updateDoc(tour(h.as.admin), { worksVersion: increment(1) }));
    });
    it('names who raised it last, itself and no one else', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertFails(raise(h.as.admin, increment(1), { updatedBy: EARLIER_ADMIN }));
      await assertFails(raise(h.as.admin, increment(1), { updatedBy: UID.other }));
      await assertFails(
        updateDoc(tour(h.as.admin), { worksVersion: increment(1), updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(raise(h.as.admin));
    });
    it('cannot raise it together with another change of the tour', async () => {
      await assertFails(raise(h.as.admin, increment(1), { name: bilingual('Otro', 'Other') }));
    });
    it('cannot change it in an edit of the tour', async () => {
      await assertFails(
        setDoc(
          tour(h.as.admin),
          validTour(ID.publishedTour, {
            createdAt: SEEDED_AT,
            state: 'published',
            highlight: true,
            likeCount: 1,
            worksVersion: 7,
          }),
        ),
      );
    });
  });

  describe('admin, who changed it last', () => {
    it('can create a tour naming itself', async () => {
      await assertSucceeds(create(h.as.admin, validTour(NEW_ID, { updatedBy: UID.admin })));
    });
    it('cannot create a tour naming someone else, or no one', async () => {
      await assertFails(create(h.as.admin, validTour(NEW_ID, { updatedBy: UID.other })));
      await assertFails(create(h.as.admin, without(validTour(NEW_ID), 'updatedBy')));
    });
    it('can change a tour another admin changed last, naming itself', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertSucceeds(rename(h.as.admin));
    });
    it('cannot change it leaving the other admin named, or naming someone else', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertFails(rename(h.as.admin, ID.publishedTour, null));
      await assertFails(rename(h.as.admin, ID.publishedTour, EARLIER_ADMIN));
      await assertFails(rename(h.as.admin, ID.publishedTour, UID.other));
    });
    it('cannot publish it leaving the other admin named', async () => {
      await storedBy(EARLIER_ADMIN, ID.draftTour);
      await assertFails(
        updateDoc(tour(h.as.admin, ID.draftTour), {
          state: 'published',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(publish(h.as.admin));
    });
    it('can change a tour stored before it was recorded only by naming itself', async () => {
      await storedBy(null);
      await assertFails(rename(h.as.admin, ID.publishedTour, null));
      await assertSucceeds(rename(h.as.admin));
    });
  });

  describe('user, works counter', () => {
    it('cannot raise it', async () => {
      await assertFails(
        updateDoc(tour(h.as.user), { worksVersion: increment(1), updatedAt: serverTimestamp() }),
      );
    });
  });
});
