import {
  collection,
  deleteField,
  getDocs,
  limit,
  query,
  updateDoc,
  doc,
} from 'firebase/firestore/lite';
import { cacheClear } from '@/lib/cache';
import { attempt } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { trashComment } from '@/features/cpanel/api/trash-store';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { DOCUMENT_ID, queryTimeOf, type QueryFilter } from '@/lib/firebase/query-def';
import { STORED_FIELDS } from '@/config/vocabulary';
import type { Result } from '@/lib/result';
import { REPORT_REASONS, type Comment, type ReportReason } from '../model/comment';
import { comments } from './comments';

/** Comments an admin reads at a time on the back-office's comments page. */
export const MODERATION_PAGE = 20;

/** Which comments the back-office lists: all of them, those waiting for a decision, hidden ones. */
export type ModerationFilter = 'all' | 'reported' | 'hidden';

/**
 * A page of comments across all tours (or one tour's), newest first, for an admin; `after` is
 * the last one shown. Admins may list every comment, hidden ones included.
 */
export const listCommentsForModeration = (
  { tourId, filter }: { tourId?: string; filter: ModerationFilter },
  after?: Pick<Comment, 'id' | 'createdAt'>,
): Promise<Result<Comment[]>> =>
  attempt(() => {
    const where: QueryFilter[] = [];
    if (tourId) where.push([STORED_FIELDS.tourId, '==', tourId]);
    if (filter === 'reported') where.push(['reported', '==', true]);
    if (filter === 'hidden') where.push(['hidden', '==', true]);
    return comments.list({
      collection: COLLECTIONS.comments,
      where,
      orderBy: [
        ['createdAt', 'desc'],
        [DOCUMENT_ID, 'desc'],
      ],
      ...(after && { startAfter: [queryTimeOf(after.createdAt), after.id] }),
      limit: MODERATION_PAGE,
    });
  });

/**
 * The fields an admin's decision changes, so that it can be undone exactly. `hiddenReason`
 * left out stays as stored; `null` removes it (undoing the first hide of a comment).
 */
export type Moderation = Pick<Comment, 'hidden' | 'reported' | 'reviewed'> & {
  hiddenReason?: string | null;
};

/** Applies an admin's decision (hide with a reason, show again, or the state before, to undo). */
export const moderateComment = (id: string, moderation: Moderation): Promise<Result<void>> =>
  attempt(async () => {
    const { hiddenReason, ...flags } = moderation;
    await updateDoc(doc(db(), COLLECTIONS.comments, id), {
      ...flags,
      ...(hiddenReason !== undefined && { hiddenReason: hiddenReason ?? deleteField() }),
    });
    cacheClear();
  });

/** A comment's moderation as it stands, every field named: what an undo writes back. */
export const moderationOf = (comment: Moderation): Required<Moderation> => ({
  hidden: comment.hidden,
  reported: comment.reported,
  reviewed: comment.reviewed,
  hiddenReason: comment.hiddenReason ?? null,
});

/** Hide: out of public view at once, with why; the decision takes it out of the queue. */
export const hiding = (reason: string): Moderation => ({
  hidden: true,
  reported: false,
  reviewed: true,
  hiddenReason: reason.trim(),
});

/** Show again: public, out of the queue, and later reports no longer hide it by themselves. */
export const showing = (): Moderation => ({ hidden: false, reported: false, reviewed: true });

export interface CommentReport {
  reason: ReportReason;
  createdAt: number;
}

/** Why people reported a comment (who reported it stays with the admins; not shown). */
export const listReports = (commentId: string): Promise<Result<CommentReport[]>> =>
  attempt(async () => {
    const snapshot = await getDocs(
      query(collection(db(), COLLECTIONS.comments, commentId, 'reports'), limit(100)),
    );
    return snapshot.docs.flatMap((report) => {
      const reason: unknown = report.get('reason');
      const at: unknown = report.get('createdAt');
      if (!REPORT_REASONS.includes(reason as ReportReason)) return [];
      const millis =
        typeof at === 'object' && at !== null && 'toMillis' in at
          ? (at as { toMillis: () => number }).toMillis()
          : 0;
      return [{ reason: reason as ReportReason, createdAt: millis }];
    });
  });

/**
 * An admin deletes a comment: it goes to the trash for 30 days, with its reports kept for its
 * return; deleting it for ever from there takes them too (src/features/cpanel/api/trash-store.ts).
 */
export const trashModerated = (commentId: string): Promise<Result<void>> =>
  attempt(() => trashComment(commentId));
