import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  C,
  ID,
  PAST,
  PROFILE,
  UID,
  rulesHarness,
  text,
  validComment,
  without,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

const NEW_ID = 'comment-new';
const comment = (db: Db, id: string = ID.userComment) => doc(db, C.comments, id);
const comments = (db: Db) => collection(db, C.comments);
/** A page of a tour's public comments, as the app reads them (newest first, 20 at a time). */
const commentsOf = (db: Db, tourId: string, pageSize = 20) =>
  query(
    comments(db),
    where('expositionId', '==', tourId),
    where('hidden', '==', false),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    limit(pageSize),
  );
/** The page after a comment ("Show more"). */
const commentsAfter = (db: Db, tourId: string) =>
  query(
    comments(db),
    where('expositionId', '==', tourId),
    where('hidden', '==', false),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    startAfter(Timestamp.now(), ID.userComment),
    limit(20),
  );
const cooldown = (db: Db, uid: string) => doc(db, C.commentCooldowns, uid);

/**
 * Posts as the app does: the comment and the poster's cooldown record in one batch
 * (firestore.rules allow one comment per user every 30 s). `uid` is whose record is written.
 */
function create(db: Db, fields: Fields, uid = String(fields.userId)) {
  const batch = writeBatch(db);
  batch.set(comment(db, NEW_ID), fields);
  batch.set(cooldown(db, uid), { at: serverTimestamp(), commentId: NEW_ID });
  return batch.commit();
}

/** The user's last comment was posted `agoMs` ago (written with the rules off). */
async function lastCommented(uid: string, agoMs: number) {
  await h.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), C.commentCooldowns, uid), {
      at: Timestamp.fromMillis(Date.now() - agoMs),
      commentId: ID.userComment,
    });
  });
}
const edit = (db: Db, id: string = ID.userComment) =>
  updateDoc(comment(db, id), { comment: 'Editado' });

describe('comments', () => {
  describe('visitor', () => {
    it('can get a comment on a published tour', async () => {
      await assertSucceeds(getDoc(comment(h.as.visitor)));
    });
    it('cannot get a comment on a draft tour', async () => {
      await assertFails(getDoc(comment(h.as.visitor, ID.draftComment)));
    });
    it('can list the comments of a published tour, newest first', async () => {
      await assertSucceeds(getDocs(commentsOf(h.as.visitor, ID.publishedTour)));
    });
    it('cannot list the comments of a draft tour', async () => {
      await assertFails(getDocs(commentsOf(h.as.visitor, ID.draftTour)));
    });
    it('cannot list the comments of a published tour without a limit', async () => {
      await assertFails(
        getDocs(query(comments(h.as.visitor), where('expositionId', '==', ID.publishedTour))),
      );
    });
    it('can read the next page of comments after the last one shown', async () => {
      await assertSucceeds(getDocs(commentsAfter(h.as.visitor, ID.publishedTour)));
    });
    it('cannot ask for more than one page (20 comments) at once', async () => {
      await assertFails(getDocs(commentsOf(h.as.visitor, ID.publishedTour, 21)));
      await assertFails(
        getDocs(
          query(comments(h.as.visitor), where('expositionId', '==', ID.publishedTour), limit(1000)),
        ),
      );
    });
    it('cannot list comments without the tour filter', async () => {
      await assertFails(getDocs(comments(h.as.visitor)));
    });
    it('cannot create a comment', async () => {
      await assertFails(create(h.as.visitor, validComment()));
    });
    it('cannot edit a comment', async () => {
      await assertFails(edit(h.as.visitor));
    });
    it('cannot delete a comment', async () => {
      await assertFails(deleteDoc(comment(h.as.visitor)));
    });
  });

  describe('user', () => {
    it('can get a comment on a published tour', async () => {
      await assertSucceeds(getDoc(comment(h.as.user, ID.otherComment)));
    });
    it('can get its own comment on a draft tour (its own data), which no one else can', async () => {
      await assertSucceeds(getDoc(comment(h.as.user, ID.draftComment)));
      await assertFails(getDoc(comment(h.as.other, ID.draftComment)));
      await assertFails(getDoc(comment(h.as.visitor, ID.draftComment)));
    });
    it('can list the comments of a published tour', async () => {
      await assertSucceeds(getDocs(commentsOf(h.as.user, ID.publishedTour)));
    });
    it('can read the next page of comments', async () => {
      await assertSucceeds(getDocs(commentsAfter(h.as.user, ID.publishedTour)));
    });
    it('cannot ask for more than one page of comments at once', async () => {
      await assertFails(getDocs(commentsOf(h.as.user, ID.publishedTour, 21)));
    });
    it('cannot list the comments of a draft tour', async () => {
      await assertFails(getDocs(commentsOf(h.as.user, ID.draftTour)));
    });
    it('cannot list comments without the tour filter', async () => {
      await assertFails(getDocs(query(comments(h.as.user), where('userId', '==', UID.user))));
    });
    it('can comment on a published tour as itself', async () => {
      await assertSucceeds(create(h.as.user, validComment()));
    });
    it('can post a 1000-character comment', async () => {
      await assertSucceeds(create(h.as.user, validComment({ comment: text(1000) })));
    });
    it('cannot edit its own comment', async () => {
      await assertFails(edit(h.as.user));
    });
    it('can delete its own comment', async () => {
      await assertSucceeds(deleteDoc(comment(h.as.user)));
    });
    it("cannot delete another user's comment", async () => {
      await assertFails(deleteDoc(comment(h.as.user, ID.otherComment)));
    });
  });

  describe('user, comment attacks', () => {
    it('cannot comment under another userId', async () => {
      await assertFails(create(h.as.user, validComment({ userId: UID.other }), UID.user));
    });
    it("cannot comment under another user's name", async () => {
      await assertFails(create(h.as.user, validComment({ author: { ...PROFILE.other } })));
    });
    it('cannot comment with a made-up surname', async () => {
      await assertFails(
        create(h.as.user, validComment({ author: { name: PROFILE.user.name, surname: 'Admin' } })),
      );
    });
    it('cannot comment with an author that has an extra key', async () => {
      await assertFails(
        create(h.as.user, validComment({ author: { ...PROFILE.user, isAdmin: true } })),
      );
    });
    it('cannot post an empty comment', async () => {
      await assertFails(create(h.as.user, validComment({ comment: '' })));
    });
    it('cannot post a whitespace-only comment', async () => {
      await assertFails(create(h.as.user, validComment({ comment: ' \n\t ' })));
    });
    it('cannot post a 1001-character comment', async () => {
      await assertFails(create(h.as.user, validComment({ comment: text(1001) })));
    });
    it('cannot post a comment that is not a string', async () => {
      await assertFails(create(h.as.user, validComment({ comment: ['a'] })));
    });
    it('cannot post a comment with an extra key', async () => {
      await assertFails(create(h.as.user, validComment({ pinned: true })));
    });
    it('cannot post a comment with likes', async () => {
      await assertFails(create(h.as.user, validComment({ likes: [UID.user] })));
    });
    it('cannot post a comment with a client-chosen createdAt in the past', async () => {
      await assertFails(create(h.as.user, validComment({ createdAt: PAST })));
    });
    it('cannot comment on a draft tour', async () => {
      await assertFails(create(h.as.user, validComment({ expositionId: ID.draftTour })));
    });
    it('cannot comment on a missing tour', async () => {
      await assertFails(create(h.as.user, validComment({ expositionId: ID.missingTour })));
    });
    it('cannot give its comment the staff mark', async () => {
      await assertFails(create(h.as.user, validComment({ staff: true })));
    });
    it('cannot post a comment already hidden, reported or counted', async () => {
      await assertFails(create(h.as.user, validComment({ hidden: true })));
      await assertFails(create(h.as.user, validComment({ reported: true })));
      await assertFails(create(h.as.user, validComment({ reportCount: -3 })));
    });
    it('cannot post a comment without the moderation fields', async () => {
      await assertFails(
        create(h.as.user, without(validComment(), 'hidden', 'reportCount', 'reported', 'staff')),
      );
    });
    it('cannot overwrite an existing comment with setDoc', async () => {
      await assertFails(setDoc(comment(h.as.user), validComment({ comment: 'Reescrito' })));
    });
  });

  describe('another user', () => {
    it("cannot edit the first user's comment", async () => {
      await assertFails(edit(h.as.other));
    });
    it("cannot delete the first user's comment", async () => {
      await assertFails(deleteDoc(comment(h.as.other)));
    });
    it('can comment as itself', async () => {
      await assertSucceeds(
        create(h.as.other, validComment({ userId: UID.other, author: { ...PROFILE.other } })),
      );
    });
  });

  describe('signed-in user without a profile', () => {
    it('cannot comment, having no profile to sign with', async () => {
      await assertFails(
        create(
          h.as.noProfile,
          validComment({ userId: UID.noProfile, author: { name: 'Gaspar', surname: 'Fantasma' } }),
        ),
      );
    });
    it("cannot delete someone's comment", async () => {
      await assertFails(deleteDoc(comment(h.as.noProfile)));
    });
  });

  describe('admin', () => {
    it('can get a comment on a draft tour', async () => {
      await assertSucceeds(getDoc(comment(h.as.admin, ID.draftComment)));
    });
    it('can list every comment', async () => {
      await assertSucceeds(getDocs(comments(h.as.admin)));
    });
    it("can list a tour's comments beyond one page (deleting a tour reads them all)", async () => {
      await assertSucceeds(getDocs(commentsOf(h.as.admin, ID.publishedTour, 500)));
    });
    it('can comment as itself, with the staff mark', async () => {
      await assertSucceeds(
        create(
          h.as.admin,
          validComment({ userId: UID.admin, author: { ...PROFILE.admin }, staff: true }),
        ),
      );
    });
    it('cannot comment without the staff mark its role gives', async () => {
      await assertFails(
        create(h.as.admin, validComment({ userId: UID.admin, author: { ...PROFILE.admin } })),
      );
    });
    it('cannot comment as another user', async () => {
      await assertFails(create(h.as.admin, validComment(), UID.admin));
    });
    it('cannot edit a comment', async () => {
      await assertFails(edit(h.as.admin));
    });
    it("can delete any user's comment", async () => {
      await assertSucceeds(deleteDoc(comment(h.as.admin)));
    });
    it('can delete a comment on a draft tour', async () => {
      await assertSucceeds(deleteDoc(comment(h.as.admin, ID.draftComment)));
    });
  });
  describe('rate limit (one comment per user every 30 s)', () => {
    it('lets a user comment again once 30 s have passed', async () => {
      await lastCommented(UID.user, 31_000);
      await assertSucceeds(create(h.as.user, validComment()));
    });
    it('refuses a second comment within 30 s', async () => {
      await lastCommented(UID.user, 5_000);
      await assertFails(create(h.as.user, validComment()));
    });
    it('refuses a comment posted without its cooldown record', async () => {
      await assertFails(setDoc(comment(h.as.user, NEW_ID), validComment()));
    });
    it('refuses a backdated cooldown record', async () => {
      const batch = writeBatch(h.as.user);
      batch.set(comment(h.as.user, NEW_ID), validComment());
      batch.set(cooldown(h.as.user, UID.user), { at: PAST, commentId: NEW_ID });
      await assertFails(batch.commit());
    });
    it('refuses a cooldown record that names another comment', async () => {
      const batch = writeBatch(h.as.user);
      batch.set(comment(h.as.user, NEW_ID), validComment());
      batch.set(cooldown(h.as.user, UID.user), { at: serverTimestamp(), commentId: 'other-id' });
      await assertFails(batch.commit());
    });
    it('refuses a cooldown record with an extra key', async () => {
      const batch = writeBatch(h.as.user);
      batch.set(comment(h.as.user, NEW_ID), validComment());
      batch.set(cooldown(h.as.user, UID.user), {
        at: serverTimestamp(),
        commentId: NEW_ID,
        allowance: 100,
      });
      await assertFails(batch.commit());
    });
    it('refuses a cooldown record written alone', async () => {
      await assertFails(
        setDoc(cooldown(h.as.user, UID.user), { at: serverTimestamp(), commentId: NEW_ID }),
      );
    });
    it('refuses pointing the record at an old comment, to reset the clock', async () => {
      await lastCommented(UID.user, 5_000);
      await assertFails(
        setDoc(cooldown(h.as.user, UID.user), {
          at: serverTimestamp(),
          commentId: ID.userComment,
        }),
      );
    });
    it("refuses writing another user's record with one's own comment", async () => {
      await assertFails(create(h.as.user, validComment(), UID.other));
    });
    it('refuses deleting the record to reset the clock', async () => {
      await lastCommented(UID.user, 5_000);
      await assertFails(deleteDoc(cooldown(h.as.user, UID.user)));
    });
    it('lets its owner delete the record once it holds nothing back (account deletion)', async () => {
      await lastCommented(UID.user, 31_000);
      await assertFails(deleteDoc(cooldown(h.as.other, UID.user)));
      await assertFails(deleteDoc(cooldown(h.as.admin, UID.user)));
      await assertSucceeds(deleteDoc(cooldown(h.as.user, UID.user)));
    });
    it('lets a user read their own record, and nobody else', async () => {
      await lastCommented(UID.user, 5_000);
      await assertSucceeds(getDoc(cooldown(h.as.user, UID.user)));
      await assertFails(getDoc(cooldown(h.as.other, UID.user)));
      await assertFails(getDoc(cooldown(h.as.visitor, UID.user)));
    });
    it('lets nobody list the records, not even an admin', async () => {
      await assertFails(getDocs(collection(h.as.admin, C.commentCooldowns)));
      await assertFails(getDocs(collection(h.as.user, C.commentCooldowns)));
    });
    it('limits each user separately', async () => {
      await lastCommented(UID.user, 5_000);
      await assertSucceeds(
        create(h.as.other, validComment({ userId: UID.other, author: { ...PROFILE.other } })),
      );
    });
  });
});
