import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Comment } from '../model/comment';

/** One comment; its author sees a delete button. */
export function CommentItem({
  comment,
  mine,
  deleting,
  onDelete,
}: {
  comment: Comment;
  mine: boolean;
  deleting: boolean;
  onDelete: (comment: Comment) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="comment" data-item={comment.id} tabIndex={-1}>
      <p className="comment__meta">
        <strong>
          {comment.author.name} {comment.author.surname}
        </strong>{' '}
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
    </li>
  );
}
