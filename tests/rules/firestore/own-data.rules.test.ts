import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { C, ID, SEEDED_AT, UID, rulesHarness, validMessage, type Db } from '../support/fixtures';

// What a person finds of their own, and may take away, for their account page, the download of
// their data and their account's deletion: their comments (hidden ones too), their reports, the
// messages they sent signed in. Each is read only by its owner, and only by a query that asks for
// userId == theirs; no one reads another's.
const h = rulesHarness();

const HIDDEN = 'comment-alice-hidden';
const REPORTED = 'comment-bob-reported';

beforeEach(async () => {
  await h.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, C.comments, HIDDEN), {
      expositionId: ID.publishedTour,
      userId: UID.user,
      author: { name: 'Alice', surname: 'Liddell' },
      comment: 'Oculto por un admin',
      likes: [],
      hidden: true,
      hiddenReason: 'spam',
      reportCount: 0,
      reported: false,
      staff: false,
      createdAt: SEEDED_AT,
    });
    batch.set(doc(db, C.comments, ID.otherComment, 'reports', UID.user), {
      reason: 'spam',
      createdAt: SEEDED_AT,
      userId: UID.user,
    });
    batch.set(doc(db, C.comments, REPORTED, 'reports', UID.other), {
      reason: 'offensive',
      createdAt: SEEDED_AT,
      userId: UID.other,
    });
    await batch.commit();
  });
});

const mine = (db: Db, uid: string, bound = 100) =>
  query(
    collection(db, C.comments),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(bound),
  );
const reports = (db: Db, uid: string) =>
  query(collectionGroup(db, 'reports'), where('userId', '==', uid), limit(100));
const messagesOf = (db: Db, uid: string) =>
  query(collection(db, C.messages), where('userId', '==', uid), limit(100));
const message = (db: Db, id: string = ID.ownMessage) => doc(db, C.messages, id);

describe('one’s own comments', () => {
  it('its author lists all of theirs, the hidden one too', async () => {
    const found = await assertSucceeds(getDocs(mine(h.as.user, UID.user)));
    expect(found.docs.map((comment) => comment.id).sort()).toEqual(
      [HIDDEN, ID.draftComment, ID.userComment].sort(),
    );
    await assertSucceeds(getDoc(doc(h.as.user, C.comments, HIDDEN)));
  });
  it('an unverified author reads theirs too (to delete them)', async () => {
    await assertSucceeds(getDocs(mine(h.as.unverified, UID.unverified)));
  });
  it('no one else lists them or reads the hidden one', async () => {
    await assertFails(getDocs(mine(h.as.other, UID.user)));
    await assertFails(getDocs(mine(h.as.visitor, UID.user)));
    await assertFails(getDoc(doc(h.as.other, C.comments, HIDDEN)));
  });
  it('a query must ask for its own and a bounded page', async () => {
    await assertFails(getDocs(query(collection(h.as.user, C.comments), limit(100))));
    await assertFails(getDocs(mine(h.as.user, UID.user, 1001)));
  });
});

describe('one’s own reports', () => {
  it('the reporter lists theirs across comments, and no one else’s', async () => {
    const found = await assertSucceeds(getDocs(reports(h.as.user, UID.user)));
    expect(found.docs.map((report) => report.ref.path)).toEqual([
      `${C.comments}/${ID.otherComment}/reports/${UID.user}`,
    ]);
    await assertFails(getDocs(reports(h.as.user, UID.other)));
    await assertFails(getDocs(reports(h.as.visitor, UID.other)));
    await assertFails(getDocs(query(collectionGroup(h.as.user, 'reports'), limit(100))));
  });
  it('no one lists a comment’s reports but an admin', async () => {
    await assertFails(getDocs(collection(h.as.user, C.comments, REPORTED, 'reports')));
    await assertFails(getDocs(collection(h.as.other, C.comments, REPORTED, 'reports')));
    await assertSucceeds(getDocs(collection(h.as.admin, C.comments, REPORTED, 'reports')));
  });
});

describe('one’s own messages', () => {
  it('a signed-in sender may name their own account, and no one else’s', async () => {
    await assertSucceeds(setDoc(message(h.as.user, 'new-own'), validMessage({ userId: UID.user })));
    await assertFails(setDoc(message(h.as.user, 'new-bob'), validMessage({ userId: UID.other })));
    await assertFails(
      setDoc(message(h.as.visitor, 'new-anon'), validMessage({ userId: UID.user })),
    );
  });
  it('the sender lists and reads theirs, no one else does', async () => {
    const found = await assertSucceeds(getDocs(messagesOf(h.as.user, UID.user)));
    expect(found.docs.map((each) => each.id)).toEqual([ID.ownMessage]);
    await assertSucceeds(getDoc(message(h.as.user)));
    await assertFails(getDocs(messagesOf(h.as.other, UID.user)));
    await assertFails(getDoc(message(h.as.other)));
    await assertFails(getDoc(message(h.as.user, ID.message)));
  });
  it('the sender takes the link to their account off, and changes nothing else', async () => {
    await assertFails(updateDoc(message(h.as.user), { message: 'Otro texto' }));
    await assertFails(updateDoc(message(h.as.user), { userId: deleteField(), handled: true }));
    await assertFails(updateDoc(message(h.as.user), { userId: UID.other }));
    await assertFails(updateDoc(message(h.as.other), { userId: deleteField() }));
    await assertSucceeds(updateDoc(message(h.as.user), { userId: deleteField() }));
    await assertFails(getDoc(message(h.as.user)));
  });
  it('the sender cannot delete it: the museum keeps what it was told', async () => {
    await assertFails(deleteDoc(message(h.as.user)));
  });
  it('an admin still reads, marks and deletes it', async () => {
    await assertSucceeds(getDoc(message(h.as.admin)));
    await assertSucceeds(updateDoc(message(h.as.admin), { handled: true }));
    await assertSucceeds(deleteDoc(message(h.as.admin)));
  });
});
