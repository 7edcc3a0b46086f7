import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/confirm-button';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { deleteComment } from '@/features/comments/api/comments';
import { listMyComments } from '@/features/comments/api/my-comments';
import type { Comment } from '@/features/comments/model/comment';
import { formatDate } from '@/lib/format';
import type { SessionUser } from '@/lib/session';
import { useResult } from '@/lib/use-result';
import { TourName, useTourNames } from './tour-names';

/** Every comment of theirs, newest first, each with its tour and a delete that asks first. */
export function MyCommentsSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { state, retry } = useResult(() => listMyComments(user.uid), `my-comments:${user.uid}`);
  // Deleted here: gone from the list at once (the read above is not made again).
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const comments = state.status === 'ready' ? state.data.filter((c) => !gone.has(c.id)) : [];
  const names = useTourNames(comments.map((comment) => comment.tourId));
  return (
    <section id="account-comments" className="account-section" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('myAccount.comments.title')}</h2>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' && comments.length === 0 && (
        <EmptyState>{t('myAccount.comments.empty')}</EmptyState>
      )}
      {comments.length > 0 && (
        <ul className="account-list">
          {comments.map((comment) => (
            <MyComment
              key={comment.id}
              comment={comment}
              tour={<TourName id={comment.tourId} names={names} />}
              onDeleted={() => setGone((now) => new Set(now).add(comment.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyComment({
  comment,
  tour,
  onDeleted,
}: {
  comment: Comment;
  tour: React.ReactNode;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <li className="account-list__item">
      <p className="account-list__meta">
        {tour} ·{' '}
        <time dateTime={new Date(comment.createdAt).toISOString()}>
          {formatDate(comment.createdAt, t)}
        </time>
        {comment.hidden && (
          <span className="badge badge--warn">{t('myAccount.comments.hidden')}</span>
        )}
      </p>
      <p className="account-list__text">{comment.comment}</p>
      <ConfirmButton
        className="button button--small"
        busy={busy}
        dialog={{
          title: t('myAccount.comments.deleteTitle'),
          text: t('myAccount.comments.deleteText'),
          confirmLabel: t('myAccount.comments.delete'),
          tone: 'danger',
          status: failed ?? undefined,
        }}
        onConfirm={async () => {
          setBusy(true);
          const removed = await deleteComment(comment.id);
          setBusy(false);
          if (removed.isError) {
            setFailed(t(`errors.${removed.error.code}`));
            return false;
          }
          onDeleted();
          return true;
        }}
      >
        {t('myAccount.comments.delete')}
        <span className="visually-hidden"> {t('myAccount.comments.deleteWhich')}</span>
      </ConfirmButton>
    </li>
  );
}
