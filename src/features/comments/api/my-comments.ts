import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore/lite';
import { attempt } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { trashRef } from '@/features/cpanel/api/trash-store';
import { STORED_FIELDS } from '@/config/vocabulary';
import { timestampSchema } from '@/lib/model/shared';
import type { Result } from '@/lib/result';
import type { Comment } from '../model/comment';
import { COMMENT_COOLDOWN_MS, comments } from './comments';

/*
 * One person's own comments, reports and comment cooldown: what their account page shows, what
 * their data download holds, and what their account's deletion removes. The rules let each of
 * these be read only by its owner, and only by a query that asks for userId == theirs.
 */

/** The most a person's own lists read at once (the rules' bound on a query). */
const OWN_LIMIT = 1000;

/** All of the person's comments, newest first, hidden ones too. Never cached: they are theirs. */
export const listMyComments = (uid: string): Promise<Result<Comment[]>> =>
  attempt(() =>
    comments.list({
      collection: COLLECTIONS.comments,
      where: [['userId', '==', uid]],
      orderBy: [['createdAt', 'desc']],
      limit: OWN_LIMIT,
    }),
  );

export interface MyReport {
  commentId: string;
  reason: string;
  /** Epoch ms; null while the server's time is pending. */
  createdAt: number | null;
}

const millisOf = (value: unknown): number | null => {
  const parsed = timestampSchema.safeParse(value);
  return parsed.success ? parsed.data.toMillis() : null;
};

/** The comments the person has reported, and why (reports of comments since deleted are gone). */
export const listMyReports = (uid: string): Promise<Result<MyReport[]>> =>
  attempt(async () => {
    const found = await getDocs(
      query(collectionGroup(db(), 'reports'), where('userId', '==', uid), limit(OWN_LIMIT)),
    );
    return found.docs.map((report) => ({
      commentId: report.ref.parent.parent?.id ?? '',
      reason: String(report.get('reason')),
      createdAt: millisOf(report.get('createdAt')),
    }));
  });

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A comment of the person's that the team took down: in the back-office's trash for 30 days. */
export interface MyRemovedComment {
  id: string;
  tourId: string;
  text: string;
  /** Epoch ms; null while the server's time is pending. */
  createdAt: number | null;
  removedAt: number | null;
}

/**
 * The person's comments an admin deleted, still in the trash (src/features/cpanel/api/trash-store.ts): theirs
 * to download, and to delete with their account before their thirty days are up.
 */
export const listMyRemovedComments = (uid: string): Promise<Result<MyRemovedComment[]>> =>
  attempt(async () => {
    const found = await getDocs(
      query(collection(db(), COLLECTIONS.trash), where('userId', '==', uid), limit(OWN_LIMIT)),
    );
    return found.docs.map((entry) => {
      const copy = (entry.get('doc') ?? {}) as Record<string, unknown>;
      return {
        id: String(entry.get('id')),
        tourId: textOf(copy[STORED_FIELDS.tourId]),
        text: textOf(copy.comment),
        createdAt: millisOf(copy.createdAt),
        removedAt: millisOf(entry.get('trashedAt')),
      };
    });
  });

/** Deletes for good one of the person's comments the team had put in the trash. */
export const deleteMyRemovedComment = (id: string): Promise<Result<void>> =>
  attempt(() => deleteDoc(trashRef('comment', id)));

/** When the person last commented (the 30-second limit's record), or null. */
export const getMyCommentCooldown = (uid: string): Promise<Result<number | null>> =>
  attempt(async () => {
    const record = await getDoc(doc(db(), COLLECTIONS.commentCooldowns, uid));
    return record.exists() ? millisOf(record.get('at')) : null;
  });

/**
 * Deletes the person's comment-limit record. The rules allow it only once the limit has run
 * out, so a comment written a moment ago is waited for (at most 30 seconds), not refused.
 */
export const deleteMyCommentCooldown = (
  uid: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<Result<void>> =>
  attempt(async () => {
    const ref = doc(db(), COLLECTIONS.commentCooldowns, uid);
    const record = await getDoc(ref);
    if (!record.exists()) return;
    const at = millisOf(record.get('at'));
    // A second more than the limit: the phone's clock and the server's may differ a little.
    const left = at === null ? 0 : at + COMMENT_COOLDOWN_MS + 1000 - Date.now();
    if (left > 0) await wait(Math.min(left, COMMENT_COOLDOWN_MS + 1000));
    await deleteDoc(ref);
  });
