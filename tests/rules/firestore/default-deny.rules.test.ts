import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { C, ID, rulesHarness, type Actor } from '../support/fixtures';

const h = rulesHarness();

// Seeded with rules disabled: 'secrets/s1' and a subcollection document under a published tour.
const UNKNOWN = 'secrets';
const SUBCOLLECTION = `${C.tours}/${ID.publishedTour}/private`;

const actors: readonly [Actor, string][] = [
  ['visitor', 'visitor'],
  ['user', 'user'],
  ['other', 'another user'],
  ['noProfile', 'signed-in user without a profile'],
  ['admin', 'admin'],
];

describe('default deny', () => {
  for (const [actor, label] of actors) {
    describe(label, () => {
      const db = () => h.as[actor];

      it('cannot get a document of an unknown collection', async () => {
        await assertFails(getDoc(doc(db(), UNKNOWN, 's1')));
      });
      it('cannot list an unknown collection', async () => {
        await assertFails(getDocs(collection(db(), UNKNOWN)));
      });
      it('cannot create a document in an unknown collection', async () => {
        await assertFails(setDoc(doc(db(), UNKNOWN, 'new'), { value: 1 }));
      });
      it('cannot update a document of an unknown collection', async () => {
        await assertFails(updateDoc(doc(db(), UNKNOWN, 's1'), { value: 'changed' }));
      });
      it('cannot delete a document of an unknown collection', async () => {
        await assertFails(deleteDoc(doc(db(), UNKNOWN, 's1')));
      });
      it('cannot list a subcollection of a published tour', async () => {
        await assertFails(getDocs(collection(db(), SUBCOLLECTION)));
      });
    });
  }

  describe('admin, subcollections', () => {
    it('cannot write into a subcollection of a published tour', async () => {
      await assertFails(setDoc(doc(h.as.admin, SUBCOLLECTION, 'new'), { value: 1 }));
    });
    it('cannot get a document in a subcollection of a published tour', async () => {
      await assertFails(getDoc(doc(h.as.admin, SUBCOLLECTION, 'p1')));
    });
  });
});
