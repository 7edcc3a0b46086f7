import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@/lib/error-codes';
import { currentUser, useSession } from '@/lib/session';
import type { Comment } from '../model/comment';
import { COMMENTS_ANCHOR, CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
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

  async function remove(comment: Comment) {
    if (!window.confirm(t('comments.confirmDelete'))) return;
    setDeleting(comment.id);
    setProblem(null);
    const result = await commentsApi().then(
      (api) => api.deleteComment(comment.id),
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
            />
          ))}
        </ol>
      )}
      <ShowMoreButton
        label={t('comments.more')}
        loadingLabel={t('comments.loadingMore')}
        control={more}
      />
    </section>
  );
}
