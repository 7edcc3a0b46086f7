import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Comment } from '../model/comment';

/**
 * One comment; its author sees a delete button, and another verified visitor a way to report it
 * (once: after that it says so). The staff mark is set by the rules from the author's role.
 */
export function CommentItem({
  comment,
  mine,
  deleting,
  onDelete,
  report,
  onReport,
}: {
  comment: Comment;
  mine: boolean;
  deleting: boolean;
  onDelete: (comment: Comment) => void;
  /** How this visitor may report it: not at all, by a button, or done already. */
  report: 'no' | 'can' | 'done';
  onReport: (comment: Comment) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="comment" data-item={comment.id} tabIndex={-1}>
      <p className="comment__meta">
        <strong>
          {comment.author.name} {comment.author.surname}
        </strong>{' '}
        {comment.staff && (
          <>
            <span className="comment__staff">{t('comments.staff')}</span>{' '}
          </>
        )}
        ·{' '}
        <time dateTime={new Date(comment.createdAt).toISOString()}>
          {formatDate(comment.createdAt, t)}
        </time>
      </p>
      <p className="comment__text">{comment.comment}</p>
      {mine && (
        <button
          type="button"
          className="comment__delete"
          onClick={() => onDelete(comment)}
          disabled={deleting}
        >
          {t('comments.delete')}
        </button>
      )}
      {report === 'can' && (
        <button type="button" className="comment__report" onClick={() => onReport(comment)}>
          {t('comments.report.open')}
          <span className="visually-hidden">
            {' '}
            {t('comments.report.whose', {
              name: `${comment.author.name} ${comment.author.surname}`,
            })}
          </span>
        </button>
      )}
      {report === 'done' && <p className="comment__reported">{t('comments.report.thanks')}</p>}
    </li>
  );
}
