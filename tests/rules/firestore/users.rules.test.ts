import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  EMAIL,
  PAST,
  UID,
  rulesHarness,
  text,
  validUser,
  without,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const profile = (db: Db, uid: string) => doc(db, C.users, uid);
const users = (db: Db) => collection(db, C.users);
const rename = (db: Db, uid: string) => updateDoc(profile(db, uid), { name: 'Alicia' });
/** Registration of the signed-in user without a profile. */
const register = (fields: Fields, uid: string = UID.noProfile) =>
  setDoc(profile(h.as.noProfile, uid), fields);

describe('users', () => {
  describe('visitor', () => {
    it('cannot get a profile', async () => {
      await assertFails(getDoc(profile(h.as.visitor, UID.user)));
    });
    it('cannot list profiles', async () => {
      await assertFails(getDocs(users(h.as.visitor)));
    });
    it('cannot create a profile', async () => {
      await assertFails(setDoc(profile(h.as.visitor, 'someone'), validUser()));
    });
    it('cannot update a profile', async () => {
      await assertFails(rename(h.as.visitor, UID.user));
    });
    it('cannot delete a profile', async () => {
      await assertFails(deleteDoc(profile(h.as.visitor, UID.user)));
    });
  });

  describe('user', () => {
    it('can get its own profile', async () => {
      await assertSucceeds(getDoc(profile(h.as.user, UID.user)));
    });
    it("cannot get another user's profile", async () => {
      await assertFails(getDoc(profile(h.as.user, UID.other)));
    });
    it('cannot list profiles', async () => {
      await assertFails(getDocs(users(h.as.user)));
    });
    it('cannot list profiles even filtered by its own email', async () => {
      await assertFails(getDocs(query(users(h.as.user), where('email', '==', EMAIL.user))));
    });
    it('can change its own name', async () => {
      await assertSucceeds(rename(h.as.user, UID.user));
    });
    it('can change its own name and surname', async () => {
      await assertSucceeds(
        updateDoc(profile(h.as.user, UID.user), { name: 'Alicia', surname: 'Pleasance' }),
      );
    });
    it("cannot change another user's name", async () => {
      await assertFails(rename(h.as.user, UID.other));
    });
    it('can delete its own profile (deleting its account)', async () => {
      await assertSucceeds(deleteDoc(profile(h.as.user, UID.user)));
    });
    it("cannot delete another user's profile", async () => {
      await assertFails(deleteDoc(profile(h.as.user, UID.other)));
    });
  });

  describe('user, self-escalation and profile attacks', () => {
    it('cannot set its own isAdmin to true', async () => {
      await assertFails(updateDoc(profile(h.as.user, UID.user), { isAdmin: true }));
    });
    it('cannot set isAdmin to true together with a name change', async () => {
      await assertFails(updateDoc(profile(h.as.user, UID.user), { name: 'Alicia', isAdmin: true }));
    });
    it('cannot re-create its own profile as an admin', async () => {
      await assertFails(
        setDoc(
          profile(h.as.user, UID.user),
          validUser({ email: EMAIL.user, name: 'Alice', surname: 'Liddell', isAdmin: true }),
        ),
      );
    });
    it("cannot add a key such as role: 'admin'", async () => {
      await assertFails(updateDoc(profile(h.as.user, UID.user), { role: 'admin' }));
    });
    it('cannot change its own email', async () => {
      await assertFails(updateDoc(profile(h.as.user, UID.user), { email: 'evil@example.test' }));
    });
    it('cannot change its own authProvider', async () => {
      await assertFails(updateDoc(profile(h.as.user, UID.user), { authProvider: 'google' }));
    });
    it('cannot set an empty name', async () => {
      await assertFails(updateDoc(profile(h.as.user, UID.user), { name: '' }));
    });
    it('cannot set a 101-character surname', async () => {
      await assertFails(updateDoc(profile(h.as.user, UID.user), { surname: text(101) }));
    });
  });

  describe('another user', () => {
    it("cannot get the first user's profile", async () => {
      await assertFails(getDoc(profile(h.as.other, UID.user)));
    });
    it('cannot grant admin to the first user', async () => {
      await assertFails(updateDoc(profile(h.as.other, UID.user), { isAdmin: true }));
    });
  });

  describe('signed-in user without a profile (registration)', () => {
    it('can get its own missing profile', async () => {
      await assertSucceeds(getDoc(profile(h.as.noProfile, UID.noProfile)));
    });
    it('cannot list profiles', async () => {
      await assertFails(getDocs(users(h.as.noProfile)));
    });
    it('can create its own profile', async () => {
      await assertSucceeds(register(validUser()));
    });
    it('cannot create its own profile with isAdmin true', async () => {
      await assertFails(register(validUser({ isAdmin: true })));
    });
    it("cannot create its own profile with an extra key (role: 'admin')", async () => {
      await assertFails(register(validUser({ role: 'admin' })));
    });
    it("cannot create someone else's profile", async () => {
      await assertFails(register(validUser(), 'carol'));
    });
    it("cannot overwrite an existing user's profile", async () => {
      await assertFails(register(validUser(), UID.user));
    });
    it('cannot register under an email other than its sign-in email', async () => {
      await assertFails(register(validUser({ email: EMAIL.admin })));
    });
    it('cannot register with another auth provider', async () => {
      await assertFails(register(validUser({ authProvider: 'google' })));
    });
    it('cannot register with a client-chosen createdAt', async () => {
      await assertFails(register(validUser({ createdAt: PAST })));
    });
    it('cannot register without a surname', async () => {
      await assertFails(register(without(validUser(), 'surname')));
    });
    it('cannot register without isAdmin', async () => {
      await assertFails(register(without(validUser(), 'isAdmin')));
    });
    it('cannot register with a whitespace-only name', async () => {
      await assertFails(register(validUser({ name: '   ' })));
    });
  });

  describe('admin', () => {
    it('can get any profile', async () => {
      await assertSucceeds(getDoc(profile(h.as.admin, UID.user)));
    });
    it('can list profiles', async () => {
      await assertSucceeds(getDocs(users(h.as.admin)));
    });
    it('can make a user admin', async () => {
      await assertSucceeds(updateDoc(profile(h.as.admin, UID.user), { isAdmin: true }));
    });
    it("can change a user's name", async () => {
      await assertSucceeds(rename(h.as.admin, UID.user));
    });
    it("cannot change a user's email", async () => {
      await assertFails(updateDoc(profile(h.as.admin, UID.user), { email: 'x@example.test' }));
    });
    it('cannot add a key to a profile', async () => {
      await assertFails(updateDoc(profile(h.as.admin, UID.user), { role: 'admin' }));
    });
    it('cannot set isAdmin to a string', async () => {
      await assertFails(updateDoc(profile(h.as.admin, UID.user), { isAdmin: 'true' }));
    });
    it('cannot create a profile for another account', async () => {
      await assertFails(
        setDoc(profile(h.as.admin, 'carol'), validUser({ email: 'carol@example.test' })),
      );
    });
    it("cannot delete a user's profile", async () => {
      await assertFails(deleteDoc(profile(h.as.admin, UID.user)));
    });
    it('cannot delete its own profile: another admin takes its flag first', async () => {
      await assertFails(deleteDoc(profile(h.as.admin, UID.admin)));
    });
  });
});
