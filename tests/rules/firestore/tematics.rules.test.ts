import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  ID,
  MAX_MEDIA_SIZE,
  PAST,
  SEEDED_AT,
  UID,
  bilingual,
  mediaRef,
  rulesHarness,
  text,
  validMuseum,
  without,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'museum-new';
const museum = (db: Db, id: string = ID.museum) => doc(db, C.museums, id);
const create = (db: Db, fields: Fields, id = NEW_ID) => setDoc(museum(db, id), fields);
/** A new name, as the back-office writes it: naming who wrote it (`updatedBy`; null: left out). */
const rename = (db: Db, updatedBy: string | null = UID.admin) =>
  updateDoc(museum(db), {
    name: bilingual('Otro', 'Other'),
    updatedAt: serverTimestamp(),
    ...(updatedBy !== null && { updatedBy }),
  });
/** Another admin's uid, as a museum last changed by them holds it. */
const EARLIER_ADMIN = 'admin-earlier';
/** The seeded museum as last written by `uid`, or as stored before updatedBy (null). */
const storedBy = (uid: string | null) =>
  h.env.withSecurityRulesDisabled((ctx) =>
    updateDoc(museum(ctx.firestore()), { updatedBy: uid ?? deleteField() }),
  );

describe('tematics', () => {
  describe('visitor', () => {
    it('can get a museum', async () => {
      await assertSucceeds(getDoc(museum(h.as.visitor)));
    });
    it('can list museums', async () => {
      await assertSucceeds(getDocs(query(collection(h.as.visitor, C.museums), limit(1000))));
    });
    it('cannot list museums without a limit', async () => {
      await assertFails(getDocs(collection(h.as.visitor, C.museums)));
    });
    it('cannot ask for more than 1000 museums at once', async () => {
      await assertFails(getDocs(query(collection(h.as.visitor, C.museums), limit(1001))));
    });
    it('cannot create a museum', async () => {
      await assertFails(create(h.as.visitor, validMuseum(NEW_ID)));
    });
    it('cannot update a museum', async () => {
      await assertFails(rename(h.as.visitor));
    });
    it('cannot delete a museum', async () => {
      await assertFails(deleteDoc(museum(h.as.visitor)));
    });
  });

  describe('user', () => {
    it('can get a museum', async () => {
      await assertSucceeds(getDoc(museum(h.as.user)));
    });
    it('can list museums', async () => {
      await assertSucceeds(getDocs(query(collection(h.as.user, C.museums), limit(1000))));
    });
    it('cannot create a museum', async () => {
      await assertFails(create(h.as.user, validMuseum(NEW_ID)));
    });
    it('cannot update a museum', async () => {
      await assertFails(rename(h.as.user));
    });
    it('cannot delete a museum', async () => {
      await assertFails(deleteDoc(museum(h.as.user)));
    });
    it('cannot name itself as the last to change a museum', async () => {
      await assertFails(updateDoc(museum(h.as.user), { updatedBy: UID.user }));
      await assertFails(rename(h.as.user, UID.user));
    });
  });

  describe('signed-in user without a profile', () => {
    it('cannot create a museum', async () => {
      await assertFails(create(h.as.noProfile, validMuseum(NEW_ID)));
    });
    it('cannot update a museum', async () => {
      await assertFails(rename(h.as.noProfile));
    });
  });

  describe('admin', () => {
    it('can get a museum', async () => {
      await assertSucceeds(getDoc(museum(h.as.admin)));
    });
    it('can list museums', async () => {
      await assertSucceeds(getDocs(collection(h.as.admin, C.museums)));
    });
    it('can create a museum with its image', async () => {
      await assertSucceeds(create(h.as.admin, validMuseum(NEW_ID)));
    });
    it('can create a museum without an image', async () => {
      await assertSucceeds(create(h.as.admin, validMuseum(NEW_ID, { image: null })));
    });
    it('can update a museum', async () => {
      await assertSucceeds(rename(h.as.admin));
    });
    it('can replace a museum keeping its createdAt', async () => {
      await assertSucceeds(
        create(
          h.as.admin,
          validMuseum(ID.museum, { createdAt: SEEDED_AT, image: null }),
          ID.museum,
        ),
      );
    });
    it('can delete a museum', async () => {
      await assertSucceeds(deleteDoc(museum(h.as.admin)));
    });
  });

  describe('admin, field attacks', () => {
    it('cannot create a museum whose name is a string instead of {es, en}', async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { name: 'Museo' })));
    });
    it('cannot create a museum whose name has an extra language', async () => {
      await assertFails(
        create(h.as.admin, validMuseum(NEW_ID, { name: { es: 'a', en: 'b', fr: 'c' } })),
      );
    });
    it('cannot create a museum whose name lacks English', async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { name: { es: 'a' } })));
    });
    it('cannot create a museum with a 201-character name', async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { name: bilingual(text(201)) })));
    });
    it('can create a museum with a 200-character name', async () => {
      await assertSucceeds(create(h.as.admin, validMuseum(NEW_ID, { name: bilingual(text(200)) })));
    });
    it('cannot create a museum with a whitespace-only description', async () => {
      await assertFails(
        create(h.as.admin, validMuseum(NEW_ID, { description: bilingual('  \n ', 'ok') })),
      );
    });
    it('cannot create a museum with an extra key', async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { featured: true })));
    });
    it('cannot create a museum without an image field', async () => {
      await assertFails(create(h.as.admin, without(validMuseum(NEW_ID), 'image')));
    });
    it('cannot create a museum whose image URL is javascript:', async () => {
      await assertFails(
        create(
          h.as.admin,
          validMuseum(NEW_ID, {
            image: mediaRef(NEW_ID, 'mainImg', { url: 'javascript:alert(1)' }),
          }),
        ),
      );
    });
    it('cannot create a museum whose image URL only contains an https URL', async () => {
      await assertFails(
        create(
          h.as.admin,
          validMuseum(NEW_ID, {
            image: mediaRef(NEW_ID, 'mainImg', { url: 'javascript:alert(1)//https://x.test/a' }),
          }),
        ),
      );
    });
    it("cannot create a museum whose image lies in another document's folder", async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { image: mediaRef(ID.museum) })));
    });
    it('cannot create a museum whose image is an SVG', async () => {
      await assertFails(
        create(
          h.as.admin,
          validMuseum(NEW_ID, {
            image: mediaRef(NEW_ID, 'mainImg', { contentType: 'image/svg+xml' }),
          }),
        ),
      );
    });
    it('cannot create a museum whose image is HTML', async () => {
      await assertFails(
        create(
          h.as.admin,
          validMuseum(NEW_ID, {
            image: mediaRef(NEW_ID, 'mainImg', { contentType: 'text/html' }),
          }),
        ),
      );
    });
    it('cannot create a museum whose image is larger than 20 MiB', async () => {
      await assertFails(
        create(
          h.as.admin,
          validMuseum(NEW_ID, {
            image: mediaRef(NEW_ID, 'mainImg', { size: MAX_MEDIA_SIZE + 1 }),
          }),
        ),
      );
    });
    it('cannot create a museum whose image has an extra key', async () => {
      await assertFails(
        create(
          h.as.admin,
          validMuseum(NEW_ID, { image: mediaRef(NEW_ID, 'mainImg', { public: true }) }),
        ),
      );
    });
    it('cannot create a museum with a client-chosen createdAt', async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { createdAt: PAST })));
    });
    it('cannot create a museum with a client-chosen updatedAt', async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { updatedAt: PAST })));
    });
    it('cannot change createdAt on update', async () => {
      await assertFails(
        updateDoc(museum(h.as.admin), { createdAt: PAST, updatedAt: serverTimestamp() }),
      );
    });
    it('cannot update without setting updatedAt', async () => {
      await assertFails(updateDoc(museum(h.as.admin), { name: bilingual('Otro', 'Other') }));
    });
    it('cannot add an extra key on update', async () => {
      await assertFails(
        updateDoc(museum(h.as.admin), { featured: true, updatedAt: serverTimestamp() }),
      );
    });
  });

  describe('admin, who changed it last', () => {
    it('can create a museum naming itself', async () => {
      await assertSucceeds(create(h.as.admin, validMuseum(NEW_ID, { updatedBy: UID.admin })));
    });
    it('cannot create a museum naming someone else, or no one', async () => {
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { updatedBy: UID.other })));
      await assertFails(create(h.as.admin, validMuseum(NEW_ID, { updatedBy: null })));
      await assertFails(create(h.as.admin, without(validMuseum(NEW_ID), 'updatedBy')));
    });
    it('can change a museum another admin changed last, naming itself', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertSucceeds(rename(h.as.admin));
    });
    it('cannot change it leaving the other admin named, or naming someone else', async () => {
      await storedBy(EARLIER_ADMIN);
      await assertFails(rename(h.as.admin, null));
      await assertFails(rename(h.as.admin, EARLIER_ADMIN));
      await assertFails(rename(h.as.admin, UID.other));
    });
    it('cannot replace it naming someone else', async () => {
      await assertFails(
        create(
          h.as.admin,
          validMuseum(ID.museum, { createdAt: SEEDED_AT, updatedBy: UID.other }),
          ID.museum,
        ),
      );
    });
    it('can change a museum stored before it was recorded only by naming itself', async () => {
      await storedBy(null);
      await assertFails(rename(h.as.admin, null));
      await assertSucceeds(rename(h.as.admin));
    });
  });
});
