import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
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
  type WriteBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { STORED_LIKES } from '@/config/vocabulary';
import { tourLikesPath } from '@/lib/firebase/paths';
import {
  C,
  ID,
  PAST,
  SEEDED_AT,
  UID,
  bilingual,
  likePath,
  rulesHarness,
  validTour,
  type Db,
} from '../support/fixtures';

// A tour's likes: one document per visitor (exposition/{tour}/likes/{uid}) and the count on the
// tour, which the rules keep equal to them. Seeded: the published tour is liked by the other
// user (count 1), the liked tour by both users (count 2), the legacy tour still lists its likers.
const h = rulesHarness();

const tour = (db: Db, id: string = ID.publishedTour) => doc(db, C.tours, id);
const mine = (db: Db, id: string = ID.publishedTour, uid: string = UID.user) =>
  doc(db, likePath(id, uid));

/** A batch built by `write`, committed. */
function batch(db: Db, write: (batch: WriteBatch) => void) {
  const writes = writeBatch(db);
  write(writes);
  return writes.commit();
}

/** A like as the app writes it: the like document and one more on the count, together. */
const like = (db: Db, id: string = ID.publishedTour, uid: string = UID.user) =>
  batch(db, (b) => {
    b.set(mine(db, id, uid), { createdAt: serverTimestamp(), userId: uid });
    b.update(tour(db, id), { likeCount: increment(1) });
  });

/** An unlike as the app writes it: the like document deleted and one less on the count. */
const unlike = (db: Db, id: string = ID.likedTour, uid: string = UID.user) =>
  batch(db, (b) => {
    b.delete(mine(db, id, uid));
    b.update(tour(db, id), { likeCount: increment(-1) });
  });

/** The tour's count and like documents as stored (read with the rules off). */
async function stored(id: string) {
  let result = { count: -1, likes: [] as string[] };
  await h.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const [snapshot, likes] = await Promise.all([
      getDoc(tour(db, id)),
      getDocs(collection(db, tourLikesPath(id))),
    ]);
    result = { count: Number(snapshot.get('likeCount')), likes: likes.docs.map((d) => d.id) };
  });
  return result;
}

describe('exposition likes', () => {
  describe('visitor', () => {
    it('cannot like a tour', async () => {
      await assertFails(like(h.as.visitor, ID.publishedTour, 'anonymous'));
    });
    it('cannot add to the count', async () => {
      await assertFails(updateDoc(tour(h.as.visitor), { likeCount: increment(1) }));
    });
    it('cannot read anyone’s like', async () => {
      await assertFails(getDoc(mine(h.as.visitor, ID.publishedTour, UID.other)));
    });
    it('cannot list who liked a tour', async () => {
      await assertFails(
        getDocs(query(collection(h.as.visitor, tourLikesPath(ID.publishedTour)), limit(10))),
      );
    });
    it('reads the count on the published tour, and no list of who liked it', async () => {
      const snapshot = await assertSucceeds(getDoc(tour(h.as.visitor)));
      expect(snapshot.get('likeCount')).toBe(1);
      expect(snapshot.get('likes')).toBeUndefined();
    });
  });

  describe('user', () => {
    it('can like a published tour: its like document and one more on the count', async () => {
      await assertSucceeds(like(h.as.user));
      expect(await stored(ID.publishedTour)).toEqual({
        count: 2,
        likes: [UID.other, UID.user].sort(),
      });
    });
    it('can unlike a tour it liked: its like document gone and one less on the count', async () => {
      await assertSucceeds(unlike(h.as.user));
      expect(await stored(ID.likedTour)).toEqual({ count: 1, likes: [UID.other] });
    });
    it('can like before verifying its e-mail: likes are private and need no trust', async () => {
      await assertSucceeds(like(h.as.unverified, ID.publishedTour, UID.unverified));
      expect((await stored(ID.publishedTour)).count).toBe(2);
    });
    it('can like again after unliking', async () => {
      await assertSucceeds(unlike(h.as.user));
      await assertSucceeds(like(h.as.user, ID.likedTour));
      expect((await stored(ID.likedTour)).count).toBe(2);
    });
    it('can read its own like, and finds none where it has not liked', async () => {
      await assertSucceeds(getDoc(mine(h.as.user, ID.likedTour)));
      const none = await assertSucceeds(getDoc(mine(h.as.user, ID.publishedTour)));
      expect(none.exists()).toBe(false);
    });
    it('cannot read another user’s like', async () => {
      await assertFails(getDoc(mine(h.as.user, ID.likedTour, UID.other)));
    });
    it('cannot list who liked a tour', async () => {
      await assertFails(
        getDocs(query(collection(h.as.user, tourLikesPath(ID.likedTour)), limit(10))),
      );
    });

    // The count never moves without the like document, nor the like document without it.
    it('cannot add one to the count without a like document', async () => {
      await assertFails(updateDoc(tour(h.as.user), { likeCount: increment(1) }));
    });
    it('cannot create its like document without adding one to the count', async () => {
      await assertFails(
        setDoc(mine(h.as.user), { createdAt: serverTimestamp(), userId: UID.user }),
      );
    });
    it('cannot take one off the count without deleting its like document', async () => {
      await assertFails(updateDoc(tour(h.as.user, ID.likedTour), { likeCount: increment(-1) }));
    });
    it('cannot delete its like document without taking one off the count', async () => {
      await assertFails(deleteDoc(mine(h.as.user, ID.likedTour)));
    });
    it('cannot add two with one like document', async () => {
      await assertFails(
        batch(h.as.user, (b) => {
          b.set(mine(h.as.user), { createdAt: serverTimestamp(), userId: UID.user });
          b.update(tour(h.as.user), { likeCount: increment(2) });
        }),
      );
    });
    it('cannot add one twice in the same batch', async () => {
      await assertFails(
        batch(h.as.user, (b) => {
          b.set(mine(h.as.user), { createdAt: serverTimestamp(), userId: UID.user });
          b.update(tour(h.as.user), { likeCount: increment(1) });
          b.update(tour(h.as.user), { likeCount: increment(1) });
        }),
      );
      expect((await stored(ID.publishedTour)).count).toBe(1);
    });
    it('cannot set the count to a number of its choosing', async () => {
      await assertFails(
        batch(h.as.user, (b) => {
          b.set(mine(h.as.user), { createdAt: serverTimestamp(), userId: UID.user });
          b.update(tour(h.as.user), { likeCount: 1000 });
        }),
      );
    });
    it('cannot make the count a fraction or text', async () => {
      for (const likeCount of [1.5, '2']) {
        await assertFails(
          batch(h.as.user, (b) => {
            b.set(mine(h.as.user), { createdAt: serverTimestamp(), userId: UID.user });
            b.update(tour(h.as.user), { likeCount });
          }),
        );
      }
    });
    it('cannot like a tour a second time', async () => {
      await assertFails(like(h.as.user, ID.likedTour));
      expect((await stored(ID.likedTour)).count).toBe(2);
    });
    it('cannot unlike a tour it has not liked', async () => {
      await assertFails(unlike(h.as.user, ID.publishedTour));
      expect((await stored(ID.publishedTour)).count).toBe(1);
    });
    it('cannot like on someone else’s behalf', async () => {
      await assertFails(like(h.as.user, ID.publishedTour, 'carol'));
    });
    it('cannot remove someone else’s like', async () => {
      await assertFails(unlike(h.as.user, ID.publishedTour, UID.other));
      expect(await stored(ID.publishedTour)).toEqual({ count: 1, likes: [UID.other] });
    });
    it('cannot count a like document of one tour on another', async () => {
      await assertFails(
        batch(h.as.user, (b) => {
          b.set(mine(h.as.user, ID.publishedTour), {
            createdAt: serverTimestamp(),
            userId: UID.user,
          });
          b.update(tour(h.as.user, ID.likedTour), { likeCount: increment(1) });
        }),
      );
    });
    it('cannot like a draft tour', async () => {
      await assertFails(like(h.as.user, ID.draftTour));
    });
    it('cannot like a tour that does not exist', async () => {
      await assertFails(like(h.as.user, ID.missingTour));
    });
    it('cannot like a tour that still lists its likers (not migrated yet)', async () => {
      await assertFails(like(h.as.user, ID.legacyTour));
    });
    it('cannot change anything else with a like', async () => {
      for (const extra of [
        { name: bilingual('Mío') },
        { highlight: false },
        { updatedAt: serverTimestamp() },
        { state: 'draft' },
      ]) {
        await assertFails(
          batch(h.as.user, (b) => {
            b.set(mine(h.as.user), { createdAt: serverTimestamp(), userId: UID.user });
            b.update(tour(h.as.user), { likeCount: increment(1), ...extra });
          }),
        );
      }
    });
    it('cannot store anything but the time and whose in its like, nor choose either', async () => {
      const now = serverTimestamp();
      for (const data of [
        { createdAt: now, userId: UID.user, note: 'x' },
        { createdAt: PAST, userId: UID.user },
        { createdAt: now },
        { createdAt: now, userId: UID.other },
        {},
      ]) {
        await assertFails(
          batch(h.as.user, (b) => {
            b.set(mine(h.as.user), data);
            b.update(tour(h.as.user), { likeCount: increment(1) });
          }),
        );
      }
    });
    it('cannot edit its like', async () => {
      await assertFails(updateDoc(mine(h.as.user, ID.likedTour), { createdAt: PAST }));
    });
    it('can take back its like of a tour unpublished since (its account deleted), not like it again', async () => {
      await assertSucceeds(
        updateDoc(tour(h.as.admin, ID.likedTour), {
          state: 'draft',
          updatedAt: serverTimestamp(),
          updatedBy: UID.admin,
        }),
      );
      await assertSucceeds(unlike(h.as.user, ID.likedTour));
      expect(await stored(ID.likedTour)).toEqual({ count: 1, likes: [UID.other] });
      await assertFails(like(h.as.user, ID.likedTour));
    });
    it('lists its own likes across tours, and only by asking for its own', async () => {
      const likes = collectionGroup(h.as.user, STORED_LIKES.subcollection);
      const found = await assertSucceeds(
        getDocs(query(likes, where('userId', '==', UID.user), limit(100))),
      );
      expect(found.docs.map((like) => like.ref.path)).toEqual([likePath(ID.likedTour, UID.user)]);
      await assertFails(getDocs(query(likes, where('userId', '==', UID.other), limit(100))));
      await assertFails(getDocs(query(likes, limit(100))));
      await assertFails(getDocs(query(likes, where('userId', '==', UID.user), limit(1001))));
    });
  });

  describe('visitor, across tours', () => {
    it('cannot list anyone’s likes', async () => {
      const likes = collectionGroup(h.as.visitor, STORED_LIKES.subcollection);
      await assertFails(getDocs(query(likes, where('userId', '==', UID.user), limit(100))));
    });
  });

  describe('another user', () => {
    it('can take back its own like of a tour the first user also liked', async () => {
      await assertSucceeds(unlike(h.as.other, ID.likedTour, UID.other));
      expect(await stored(ID.likedTour)).toEqual({ count: 1, likes: [UID.user] });
    });
    it('cannot take back the first user’s like', async () => {
      await assertFails(unlike(h.as.other, ID.likedTour, UID.user));
    });
  });

  describe('admin', () => {
    it('cannot change the count, alone or with an edit', async () => {
      await assertFails(
        updateDoc(tour(h.as.admin), { likeCount: 50_000, updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(tour(h.as.admin), {
          likeCount: increment(1),
          name: bilingual('Otro', 'Other'),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('can edit a tour, its count untouched', async () => {
      await assertSucceeds(
        updateDoc(tour(h.as.admin), { highlight: false, updatedAt: serverTimestamp() }),
      );
    });
    it('can read a like and list a tour’s likes (to delete the tour)', async () => {
      await assertSucceeds(getDoc(mine(h.as.admin, ID.likedTour, UID.other)));
      await assertSucceeds(getDocs(collection(h.as.admin, tourLikesPath(ID.likedTour))));
    });
    it('cannot delete a like of a published tour', async () => {
      await assertFails(deleteDoc(mine(h.as.admin, ID.likedTour, UID.other)));
    });
    it('can delete the likes of a tour once it is unpublished', async () => {
      await assertSucceeds(
        updateDoc(tour(h.as.admin, ID.likedTour), {
          state: 'draft',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(deleteDoc(mine(h.as.admin, ID.likedTour, UID.other)));
    });
    it('cannot like for a visitor', async () => {
      await assertFails(like(h.as.admin, ID.publishedTour, UID.user));
    });
    it('can edit a tour that still lists its likers, leaving the list as it is', async () => {
      await assertSucceeds(
        updateDoc(tour(h.as.admin, ID.legacyTour), {
          state: 'draft',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot change that list, nor give that tour a count', async () => {
      await assertFails(
        updateDoc(tour(h.as.admin, ID.legacyTour), {
          likes: [UID.other, UID.admin],
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(tour(h.as.admin, ID.legacyTour), {
          likeCount: 1,
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('fifty visitors at once', () => {
    it('all like a tour nobody liked at the same moment, and its count ends at 50', async () => {
      const id = 'tour-crowded';
      await h.env.withSecurityRulesDisabled(async (context) => {
        await setDoc(
          tour(context.firestore(), id),
          validTour(id, { state: 'published', createdAt: SEEDED_AT, updatedAt: SEEDED_AT }),
        );
      });
      const visitors = Array.from({ length: 50 }, (_, i) => `visitor-${String(i)}`);
      const results = await Promise.allSettled(
        visitors.map((uid) =>
          like(
            h.env.authenticatedContext(uid, { email: `${uid}@example.test` }).firestore(),
            id,
            uid,
          ),
        ),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(await stored(id)).toEqual({ count: 50, likes: [...visitors].sort() });
    });
  });
});
