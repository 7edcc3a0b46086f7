import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@/lib/error-codes';
import { currentUser, useSession } from '@/lib/session';
import type { Comment, ReportReason } from '../model/comment';
import { COMMENTS_ANCHOR, CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { ReportDialog } from './report-dialog';
import { commentsApi, unreachable } from './lazy-comments-api';
import { useCommentsList } from './use-comments-list';
import { ShowMoreButton } from '@/components/show-more';

/**
 * Comments of a tour: the newest COMMENTS_PAGE and "Show more" for the
 * next ones; add when signed in, delete your own. A signed-out visitor may type: the text is kept
 * through signing in and back. Problems are kept as codes and worded when rendered, so they
 * follow a language switch.
 */
export function CommentsSection({ tourId, initial }: { tourId: string; initial: Comment[] }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const user = currentUser(session);
  const { list, comments, more, showFresh, drop } = useCommentsList(tourId, initial);
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Comment | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const [hiddenNotice, setHiddenNotice] = useState(false);

  /** Sends a report; null when it went (or had gone before), else what to say. */
  async function report(comment: Comment, reason: ReportReason): Promise<ErrorCode | null> {
    const result = await import('../api/report-comment').then(
      (api) => api.reportComment(comment.id, reason, user),
      () => unreachable,
    );
    if (result.isError && result.error.code !== 'alreadyReported') return result.error.code;
    setReported((all) => new Set(all).add(comment.id));
    // The third person's report hides it from everyone until the team decides.
    if (!result.isError && result.data.hidden) {
      drop(comment.id);
      setHiddenNotice(true);
    }
    return null;
  }

  async function remove(comment: Comment) {
    // An admin's delete of someone else's comment goes to the trash; its author's is final.
    const mine = comment.userId === user?.uid;
    if (!window.confirm(t(mine ? 'comments.confirmDelete' : 'comments.confirmTrash'))) return;
    setDeleting(comment.id);
    setProblem(null);
    const result = await commentsApi().then(
      (api) => api.removeComment(comment, user?.uid),
      () => unreachable,
    );
    setDeleting(null);
    if (result.isError) setProblem(result.error.code);
    else drop(comment.id);
  }

  return (
    <section id={COMMENTS_ANCHOR} className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {/* While older ones may exist, a number would undercount. */}
        {more.hasMore ? t('comments.heading') : t('comments.title', { count: comments.length })}
      </h2>
      <CommentForm
        tourId={tourId}
        user={user}
        problem={problem}
        setProblem={setProblem}
        onAdded={showFresh}
      />
      <p role="status" className="comments__notice">
        {hiddenNotice ? t('comments.report.hidden') : ''}
      </p>
      {comments.length === 0 && !more.hasMore ? (
        <p className="status status--empty">{t('comments.empty')}</p>
      ) : (
        <ol ref={list} className="comments__list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              mine={user?.uid === comment.userId}
              deleting={deleting === comment.id}
              onDelete={(target) => void remove(target)}
              report={
                !user?.emailVerified || user.uid === comment.userId
                  ? 'no'
                  : reported.has(comment.id)
                    ? 'done'
                    : 'can'
              }
              onReport={setReporting}
            />
          ))}
        </ol>
      )}
      <ReportDialog comment={reporting} onClose={() => setReporting(null)} send={report} />
      <ShowMoreButton
        label={t('comments.more')}
        loadingLabel={t('comments.loadingMore')}
        control={more}
      />
    </section>
  );
}
