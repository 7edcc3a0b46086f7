// Verified addresses, reports and an admin's decisions on comments: who may report a comment,
// once each; three reports hide it from the public until an admin decides; no public read
// returns a hidden comment; an unverified address holds no admin power.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
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
import { beforeEach, describe, expect, it } from 'vitest';
import {
  C,
  ID,
  PROFILE,
  SEEDED_AT,
  UID,
  rulesHarness,
  text,
  validComment,
  validMuseum,
  type Db,
  type Fields,
} from '../support/fixtures';

const h = rulesHarness();

/** By Bob, reported by Carol and Ada already: the next report is the third. */
const TWICE = 'comment-reported-twice';
/** By Bob, reported twice, and kept by an admin after looking at it. */
const KEPT = 'comment-kept';
/** By Bob, hidden by three reports. */
const HIDDEN = 'comment-hidden';
/** Stored before moderation: no hidden, reportCount, reported or staff. */
const OLD = 'comment-old';
const NEW_ID = 'comment-new';

const bobs = (fields: Fields = {}) =>
  validComment({
    userId: UID.other,
    author: { ...PROFILE.other },
    createdAt: SEEDED_AT,
    ...fields,
  });

beforeEach(async () => {
  await h.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, C.comments, TWICE), bobs({ reportCount: 2, reported: true }));
    batch.set(doc(db, C.comments, KEPT), bobs({ reportCount: 2, reviewed: true }));
    batch.set(doc(db, C.comments, HIDDEN), bobs({ reportCount: 3, reported: true, hidden: true }));
    const { hidden: _h, reportCount: _c, reported: _r, staff: _s, ...old } = bobs();
    batch.set(doc(db, C.comments, OLD), old);
    for (const [commentId, uid] of [
      [TWICE, UID.third],
      [TWICE, UID.admin],
      [KEPT, UID.third],
      [KEPT, UID.admin],
    ] as const) {
      batch.set(doc(db, C.comments, commentId, 'reports', uid), {
        reason: 'spam',
        createdAt: SEEDED_AT,
        userId: uid,
      });
    }
    await batch.commit();
  });
});

const comment = (db: Db, id: string) => doc(db, C.comments, id);
const reportOf = (db: Db, id: string, uid: string) => doc(db, C.comments, id, 'reports', uid);
const publicPage = (db: Db, hidden = false) =>
  query(
    collection(db, C.comments),
    where('expositionId', '==', ID.publishedTour),
    where('hidden', '==', hidden),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    limit(20),
  );

/**
 * Reports as the app does: the reporter's own report and the comment's count, queue flag and
 * visibility in one batch. `comment` overrides what the batch writes on the comment.
 */
function report(
  db: Db,
  uid: string,
  id: string,
  {
    count,
    hidden = false,
    reason = 'offensive',
    comment: fields = {},
  }: {
    count: number;
    hidden?: boolean;
    reason?: string;
    comment?: Fields;
  },
) {
  const batch = writeBatch(db);
  batch.set(reportOf(db, id, uid), { reason, createdAt: serverTimestamp(), userId: uid });
  batch.update(comment(db, id), { reportCount: count, reported: true, hidden, ...fields });
  return batch.commit();
}

/** Posts as the app does, with the poster's cooldown record. */
function post(db: Db, fields: Fields, uid: string) {
  const batch = writeBatch(db);
  batch.set(comment(db, NEW_ID), fields);
  batch.set(doc(db, C.commentCooldowns, uid), { at: serverTimestamp(), commentId: NEW_ID });
  return batch.commit();
}

describe('comments need a verified e-mail', () => {
  it('a verified user can comment', async () => {
    await assertSucceeds(post(h.as.user, validComment(), UID.user));
  });
  it('an unverified user cannot comment, even as itself', async () => {
    await assertFails(
      post(
        h.as.unverified,
        validComment({ userId: UID.unverified, author: { ...PROFILE.unverified } }),
        UID.unverified,
      ),
    );
  });
  it('an unverified user still reads comments and can delete its own', async () => {
    await assertSucceeds(getDocs(publicPage(h.as.unverified)));
    await h.env.withSecurityRulesDisabled((context) =>
      setDoc(
        comment(context.firestore(), 'comment-mallory'),
        validComment({
          userId: UID.unverified,
          author: { ...PROFILE.unverified },
          createdAt: SEEDED_AT,
        }),
      ),
    );
    await assertSucceeds(
      writeBatch(h.as.unverified).delete(comment(h.as.unverified, 'comment-mallory')).commit(),
    );
  });
});

describe('an admin flag on an unverified address', () => {
  it('gives no admin power: no drafts, no back-office lists, no content writes', async () => {
    const eve = h.as.unverifiedAdmin;
    await assertFails(getDoc(doc(eve, C.tours, ID.draftTour)));
    await assertFails(getDocs(collection(eve, C.users)));
    await assertFails(getDocs(collection(eve, C.messages)));
    await assertFails(getDocs(query(collection(eve, C.comments), limit(20))));
    await assertFails(setDoc(doc(eve, C.museums, 'museum-new'), validMuseum('museum-new')));
    await assertFails(updateDoc(doc(eve, C.tours, ID.publishedTour), { highlight: false }));
  });
  it('cannot moderate, delete or read the reports of comments', async () => {
    const eve = h.as.unverifiedAdmin;
    await assertFails(
      updateDoc(comment(eve, TWICE), { hidden: true, reported: false, reviewed: true }),
    );
    await assertFails(writeBatch(eve).delete(comment(eve, ID.otherComment)).commit());
    await assertFails(getDocs(collection(eve, C.comments, TWICE, 'reports')));
  });
  it('cannot make anyone admin', async () => {
    await assertFails(updateDoc(doc(h.as.unverifiedAdmin, C.users, UID.user), { isAdmin: true }));
  });
  it('the same account, verified, is an admin', async () => {
    const verified = h.env
      .authenticatedContext(UID.unverifiedAdmin, {
        email: 'curadora@example.test',
        email_verified: true,
      })
      .firestore();
    await assertSucceeds(getDoc(doc(verified, C.tours, ID.draftTour)));
  });
});

describe('hidden comments', () => {
  it('are never returned to the public: not by id, not by a query for them', async () => {
    for (const db of [h.as.visitor, h.as.user]) {
      await assertFails(getDoc(comment(db, HIDDEN)));
      await assertFails(getDocs(publicPage(db, true)));
    }
    // Its author reads it as theirs (their account page), never through a tour's page.
    await assertSucceeds(getDoc(comment(h.as.other, HIDDEN)));
    await assertFails(getDocs(publicPage(h.as.other, true)));
  });
  it("are left out of a tour's public page", async () => {
    const page = await getDocs(publicPage(h.as.visitor));
    expect(page.docs.map((d) => d.id)).not.toContain(HIDDEN);
    expect(page.docs.map((d) => d.id)).toContain(TWICE);
  });
  it('cannot be read by a query that does not ask for visible ones', async () => {
    await assertFails(
      getDocs(
        query(
          collection(h.as.visitor, C.comments),
          where('expositionId', '==', ID.publishedTour),
          limit(20),
        ),
      ),
    );
  });
  it('are read by an admin, by id and in a list of hidden ones', async () => {
    await assertSucceeds(getDoc(comment(h.as.admin, HIDDEN)));
    await assertSucceeds(getDocs(publicPage(h.as.admin, true)));
  });
  it('a comment stored before moderation is not public until migrated', async () => {
    await assertFails(getDoc(comment(h.as.visitor, OLD)));
    await assertSucceeds(getDoc(comment(h.as.admin, OLD)));
  });
});

describe('reporting a comment', () => {
  it("a verified user reports someone else's comment, with a reason", async () => {
    await assertSucceeds(report(h.as.user, UID.user, ID.otherComment, { count: 1 }));
    const stored = await getDoc(comment(h.as.admin, ID.otherComment));
    expect(stored.get('reportCount')).toBe(1);
    expect(stored.get('hidden')).toBe(false);
  });
  it('each reason of the list is accepted; any other is refused', async () => {
    await assertSucceeds(
      report(h.as.user, UID.user, ID.otherComment, { count: 1, reason: 'personalData' }),
    );
    await assertFails(
      report(h.as.third, UID.third, ID.otherComment, { count: 2, reason: 'boring' }),
    );
  });
  it('only once per person', async () => {
    await assertSucceeds(report(h.as.user, UID.user, ID.otherComment, { count: 1 }));
    await assertFails(report(h.as.user, UID.user, ID.otherComment, { count: 2 }));
  });
  it('not one of its own comments', async () => {
    await assertFails(report(h.as.user, UID.user, ID.userComment, { count: 1 }));
  });
  it('not by a visitor, an unverified user, or under another uid', async () => {
    await assertFails(report(h.as.visitor, UID.user, ID.otherComment, { count: 1 }));
    await assertFails(report(h.as.unverified, UID.unverified, ID.otherComment, { count: 1 }));
    await assertFails(report(h.as.user, UID.third, ID.otherComment, { count: 1 }));
  });
  it('not on a draft tour, nor a hidden comment', async () => {
    await assertFails(report(h.as.other, UID.other, ID.draftComment, { count: 1 }));
    await assertFails(report(h.as.user, UID.user, HIDDEN, { count: 4, hidden: true }));
  });
  it('the count moves by exactly one, only with the report', async () => {
    await assertFails(report(h.as.user, UID.user, ID.otherComment, { count: 2 }));
    await assertFails(report(h.as.user, UID.user, ID.otherComment, { count: 0 }));
    await assertFails(
      updateDoc(comment(h.as.user, ID.otherComment), { reportCount: 1, reported: true }),
    );
    await assertFails(
      setDoc(reportOf(h.as.user, ID.otherComment, UID.user), {
        reason: 'spam',
        createdAt: serverTimestamp(),
      }),
    );
  });
  it('a report changes nothing else of the comment', async () => {
    await assertFails(
      report(h.as.user, UID.user, ID.otherComment, { count: 1, comment: { comment: 'Editado' } }),
    );
    await assertFails(
      report(h.as.user, UID.user, ID.otherComment, { count: 1, comment: { reviewed: true } }),
    );
  });
  it('a first or second report cannot hide a comment', async () => {
    await assertFails(report(h.as.user, UID.user, ID.otherComment, { count: 1, hidden: true }));
  });
  it('the third report by a third person hides it, and must', async () => {
    await assertFails(report(h.as.user, UID.user, TWICE, { count: 3, hidden: false }));
    await assertSucceeds(report(h.as.user, UID.user, TWICE, { count: 3, hidden: true }));
    await assertFails(getDoc(comment(h.as.visitor, TWICE)));
  });
  it('once an admin kept it, more reports queue it again without hiding it', async () => {
    await assertFails(report(h.as.user, UID.user, KEPT, { count: 3, hidden: true }));
    await assertSucceeds(report(h.as.user, UID.user, KEPT, { count: 3, hidden: false }));
    expect((await getDoc(comment(h.as.admin, KEPT))).get('reported')).toBe(true);
  });
  it('a report has exactly a known reason, the server time and whose it is', async () => {
    const now = serverTimestamp();
    for (const fields of [
      { reason: 'spam', createdAt: now, userId: UID.user, note: 'x' },
      { reason: 'spam', createdAt: now },
      { reason: 'spam', createdAt: now, userId: UID.other },
    ]) {
      const batch = writeBatch(h.as.user);
      batch.set(reportOf(h.as.user, ID.otherComment, UID.user), fields);
      batch.update(comment(h.as.user, ID.otherComment), {
        reportCount: 1,
        reported: true,
        hidden: false,
      });
      await assertFails(batch.commit());
    }
  });
});

describe('who reads reports', () => {
  it('the reporter reads their own report, and nobody else but an admin', async () => {
    await assertSucceeds(getDoc(reportOf(h.as.third, TWICE, UID.third)));
    await assertFails(getDoc(reportOf(h.as.user, TWICE, UID.third)));
    await assertFails(getDoc(reportOf(h.as.other, TWICE, UID.third)));
    await assertFails(getDoc(reportOf(h.as.visitor, TWICE, UID.third)));
    await assertSucceeds(getDoc(reportOf(h.as.admin, TWICE, UID.third)));
  });
  it("only an admin lists a comment's reports; the author never learns who", async () => {
    await assertSucceeds(getDocs(collection(h.as.admin, C.comments, TWICE, 'reports')));
    await assertFails(getDocs(collection(h.as.other, C.comments, TWICE, 'reports')));
    await assertFails(getDocs(collection(h.as.third, C.comments, TWICE, 'reports')));
  });
  it('a report is never changed; only an admin deletes one', async () => {
    await assertFails(updateDoc(reportOf(h.as.third, TWICE, UID.third), { reason: 'offTopic' }));
    await assertFails(
      writeBatch(h.as.third)
        .delete(reportOf(h.as.third, TWICE, UID.third))
        .commit(),
    );
    await assertSucceeds(
      writeBatch(h.as.admin)
        .delete(reportOf(h.as.admin, TWICE, UID.third))
        .commit(),
    );
  });
});

describe("an admin's decision", () => {
  it('hides a comment with a reason, and shows it again keeping the reason', async () => {
    await assertSucceeds(
      updateDoc(comment(h.as.admin, TWICE), {
        hidden: true,
        reported: false,
        reviewed: true,
        hiddenReason: 'Insultos',
      }),
    );
    await assertFails(getDoc(comment(h.as.visitor, TWICE)));
    await assertSucceeds(updateDoc(comment(h.as.admin, TWICE), { hidden: false }));
    await assertSucceeds(getDoc(comment(h.as.visitor, TWICE)));
    expect((await getDoc(comment(h.as.admin, TWICE))).get('hiddenReason')).toBe('Insultos');
  });
  it('undoes a decision: the comment as it was before', async () => {
    await assertSucceeds(
      updateDoc(comment(h.as.admin, HIDDEN), { hidden: false, reported: false, reviewed: true }),
    );
    await assertSucceeds(
      updateDoc(comment(h.as.admin, HIDDEN), { hidden: true, reported: true, reviewed: false }),
    );
  });
  it('cannot change the text, the author or the count', async () => {
    await assertFails(updateDoc(comment(h.as.admin, TWICE), { comment: 'Editado', hidden: true }));
    await assertFails(updateDoc(comment(h.as.admin, TWICE), { author: { ...PROFILE.admin } }));
    await assertFails(updateDoc(comment(h.as.admin, TWICE), { reportCount: 0 }));
    await assertFails(updateDoc(comment(h.as.admin, TWICE), { staff: true }));
  });
  it('a reason is short text', async () => {
    await assertFails(
      updateDoc(comment(h.as.admin, TWICE), { hidden: true, hiddenReason: text(201) }),
    );
    await assertFails(updateDoc(comment(h.as.admin, TWICE), { hidden: true, hiddenReason: 3 }));
  });
  it('nobody else decides: not the author, not another user', async () => {
    for (const db of [h.as.other, h.as.user, h.as.visitor]) {
      await assertFails(updateDoc(comment(db, TWICE), { hidden: true }));
      await assertFails(updateDoc(comment(db, HIDDEN), { hidden: false }));
    }
  });
});

describe('the admin flag', () => {
  it('an admin makes another verified account admin, and takes it back', async () => {
    await assertSucceeds(updateDoc(doc(h.as.admin, C.users, UID.user), { isAdmin: true }));
    await assertSucceeds(updateDoc(doc(h.as.admin, C.users, UID.user), { isAdmin: false }));
  });
  it('no admin removes their own flag (so the last admin always keeps theirs)', async () => {
    await assertFails(updateDoc(doc(h.as.admin, C.users, UID.admin), { isAdmin: false }));
    await assertSucceeds(updateDoc(doc(h.as.admin, C.users, UID.admin), { name: 'Augusta' }));
  });
  it('a user cannot make itself admin', async () => {
    await assertFails(updateDoc(doc(h.as.user, C.users, UID.user), { isAdmin: true }));
  });
});
