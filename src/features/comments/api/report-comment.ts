import { doc, getDoc, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { cacheClear } from '@/lib/cache';
import { attempt, InputError } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS, commentReportPath } from '@/lib/firebase/paths';
import { fail, type Result } from '@/lib/result';
import { REPORT_REASONS, REPORTS_TO_HIDE, type ReportReason } from '../model/comment';

/**
 * Reports someone else's comment, once: the reporter's own report (named by their uid) and the
 * comment's count in one transaction. The third person's report hides the comment from the
 * public until an admin decides, unless an admin has already looked at it and kept it; the rules
 * require exactly that, so the count is read in the same transaction.
 */
export async function reportComment(
  commentId: string,
  reason: ReportReason,
  reporter: { uid: string } | null,
): Promise<Result<{ hidden: boolean }>> {
  if (!reporter) return fail('notSignedIn', 'No logged in user to perform this action');
  if (!REPORT_REASONS.includes(reason)) return fail('invalidData', 'Unknown reason');
  return attempt(async () => {
    const commentRef = doc(db(), COLLECTIONS.comments, commentId);
    const reportRef = doc(db(), commentReportPath(commentId, reporter.uid));
    const hidden = await runTransaction(db(), async (transaction) => {
      const current = await transaction.get(commentRef);
      if (!current.exists()) throw new InputError('notFound', `comments/${commentId}`);
      const already = await transaction.get(reportRef);
      if (already.exists()) throw new InputError('alreadyReported', 'Reported already');
      const count = Number(current.get('reportCount') ?? 0) + 1;
      const hides =
        current.get('hidden') === true ||
        (count >= REPORTS_TO_HIDE && current.get('reviewed') !== true);
      transaction.set(reportRef, { reason, createdAt: serverTimestamp(), userId: reporter.uid });
      transaction.update(commentRef, { reportCount: count, reported: true, hidden: hides });
      return hides;
    });
    cacheClear();
    return { hidden };
  });
}

/** Whether this person has reported the comment already (their report is theirs to read). */
export const hasReported = (commentId: string, uid: string): Promise<Result<boolean>> =>
  attempt(async () => {
    return (await getDoc(doc(db(), commentReportPath(commentId, uid)))).exists();
  });
