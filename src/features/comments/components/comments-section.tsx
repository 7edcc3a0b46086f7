import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { formatDate } from '@/lib/format';
import { currentUser, useSession } from '@/lib/session';
// Firestore loads after first paint (issue 8): the API module is fetched when first used.
const commentsApi = () => import('../api/comments');
/** What a call answers when its code could not be fetched (offline). */
const unreachable = { isError: true as const, error: { code: 'network' as const } };
import type { Comment } from '../model/comment';
import { COMMENT_MAX } from '../model/limits';

/** Comments of a tour: list, add when signed in, delete your own (spec sections 5 and 6). */
export function CommentsSection({
  expositionId,
  initial,
}: {
  expositionId: string;
  initial: Comment[];
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  const user = currentUser(session);
  const fieldId = useId();
  const [comments, setComments] = useState(initial);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function refresh() {
    const result = await commentsApi().then(
      (api) => api.listComments(expositionId),
      () => unreachable,
    );
    if (!result.isError) setComments(result.data);
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!user || sending) return;
    if (text.trim() === '') {
      setProblem(t('errors.emptyComment'));
      return;
    }
    setSending(true);
    setProblem(null);
    const result = await commentsApi().then(
      (api) => api.addComment({ expositionId, comment: text }, user),
      () => unreachable,
    );
    setSending(false);
    if (result.isError) {
      setProblem(t(`errors.${result.error.code}`)); // the text stays in the field
      return;
    }
    setText('');
    await refresh();
  }

  async function remove(comment: Comment) {
    if (!window.confirm(t('comments.confirmDelete'))) return;
    setDeleting(comment.id);
    const result = await commentsApi().then(
      (api) => api.deleteComment(comment.id),
      () => unreachable,
    );
    setDeleting(null);
    if (result.isError) setProblem(t(`errors.${result.error.code}`));
    else setComments((current) => current.filter((c) => c.id !== comment.id));
  }

  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('comments.title', { count: comments.length })}</h2>
      <form className="comments__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId} className="field__label">
          {t('comments.label')}
        </label>
        <textarea
          id={fieldId}
          className="field__textarea"
          rows={3}
          maxLength={COMMENT_MAX}
          value={text}
          disabled={!user}
          onChange={(event) => setText(event.target.value)}
        />
        {user ? (
          <div className="comments__row">
            <span className="field__hint">
              {text.length} / {COMMENT_MAX}
            </span>
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('account.working') : t('comments.send')}
            </button>
          </div>
        ) : (
          <div className="comments__row">
            <p className="field__hint">{t('comments.signInRequired')}</p>
            <button type="submit" className="button button--primary" disabled>
              {t('comments.send')}
            </button>
            <Link
              className="button"
              to={`${ROUTES.logIn}?next=${encodeURIComponent(location.pathname)}`}
            >
              {t('header.enter')}
            </Link>
          </div>
        )}
        <p className="form-error" role="alert">
          {problem ?? ''}
        </p>
      </form>
      {comments.length === 0 ? (
        <p className="status status--empty">{t('comments.empty')}</p>
      ) : (
        <ol className="comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment">
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
              {user?.uid === comment.userId && (
                <button
                  type="button"
                  className="comment__delete"
                  onClick={() => void remove(comment)}
                  disabled={deleting === comment.id}
                >
                  {t('comments.delete')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
