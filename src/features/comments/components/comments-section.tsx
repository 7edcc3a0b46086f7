import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import type { ErrorCode } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { currentUser, useSession } from '@/lib/session';
import type { Comment } from '../model/comment';
import { COMMENT_MAX, COMMENTS_PAGE } from '../model/limits';
import { useCommentDraft } from './comment-draft';
// Firestore loads after first paint to keep the tour page light: the API module is fetched when first used.
const commentsApi = () => import('../api/comments');
/** What a call answers when its code could not be fetched (offline). */
const unreachable = { isError: true as const, error: { code: 'network' as const } };

/** The section's anchor: "Sign in to comment" comes back to it. */
export const COMMENTS_ANCHOR = 'comments';

/** Newest first; the same order as the query (createdAt, then id, both descending). */
function newestFirst(a: Comment, b: Comment) {
  return b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The fresh first page with the older comments already shown, each once. */
function merge(fresh: Comment[], shown: Comment[]) {
  const ids = new Set(fresh.map((comment) => comment.id));
  return [...fresh, ...shown.filter((comment) => !ids.has(comment.id))].sort(newestFirst);
}

/**
 * Comments of a tour: the newest COMMENTS_PAGE and "Show more" for the
 * next ones; add when signed in, delete your own. A signed-out visitor may type: the text is kept
 * through signing in and back. Problems are kept as codes and worded when rendered, so they
 * follow a language switch.
 */
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
  const hintId = `${fieldId}-hint`;
  const field = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [comments, setComments] = useState(initial);
  // A full page may have more behind it; a shorter one is the end.
  const [hasMore, setHasMore] = useState(initial.length >= COMMENTS_PAGE);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreProblem, setMoreProblem] = useState<ErrorCode | null>(null);
  const [text, setText] = useCommentDraft(expositionId);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // A second click before the state lands must not send or load twice.
  const busy = useRef({ sending: false, loading: false });

  // Keyboard and screen-reader users land on the first of the comments just shown.
  const [focusOn, setFocusOn] = useState<string | null>(null);
  useEffect(() => {
    if (focusOn) list.current?.querySelector<HTMLElement>(`[data-comment="${focusOn}"]`)?.focus();
  }, [focusOn]);

  // Back from signing in (next=…#comments): the field, with the text typed before, in view.
  const cameBack = location.hash === `#${COMMENTS_ANCHOR}`;
  useEffect(() => {
    if (cameBack) field.current?.focus();
  }, [cameBack]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!user || busy.current.sending) return;
    if (text.trim() === '') {
      setProblem('emptyComment');
      return;
    }
    busy.current.sending = true;
    setSending(true);
    setProblem(null);
    const api = await commentsApi().catch(() => null);
    const result = api ? await api.addComment({ expositionId, comment: text }, user) : unreachable;
    if (result.isError) {
      busy.current.sending = false;
      setSending(false);
      setProblem(result.error.code); // the text stays in the field (and in the draft)
      return;
    }
    setText('');
    // The new comment is on the first page: read it again, keep the older ones shown.
    const fresh = api ? await api.listComments(expositionId) : unreachable;
    if (!fresh.isError) setComments((shown) => merge(fresh.data, shown));
    busy.current.sending = false;
    setSending(false);
  }

  async function showMore() {
    const last = comments.at(-1);
    if (!last || busy.current.loading) return;
    busy.current.loading = true;
    setLoadingMore(true);
    setMoreProblem(null);
    const result = await commentsApi().then(
      (api) => api.listComments(expositionId, last),
      () => unreachable,
    );
    busy.current.loading = false;
    setLoadingMore(false);
    if (result.isError) {
      setMoreProblem(result.error.code);
      return;
    }
    const known = new Set(comments.map((comment) => comment.id));
    const added = result.data.filter((comment) => !known.has(comment.id));
    setComments((shown) => merge(shown, added));
    setHasMore(result.data.length >= COMMENTS_PAGE);
    setFocusOn(added[0]?.id ?? null);
  }

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
    else setComments((current) => current.filter((c) => c.id !== comment.id));
  }

  const signInTo = `${ROUTES.logIn}?next=${encodeURIComponent(
    `${location.pathname}#${COMMENTS_ANCHOR}`,
  )}`;

  return (
    <section id={COMMENTS_ANCHOR} className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {/* While older ones may exist, a number would undercount. */}
        {hasMore ? t('comments.heading') : t('comments.title', { count: comments.length })}
      </h2>
      <form className="comments__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId} className="field__label">
          {t('comments.label')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className="field__textarea"
          rows={3}
          maxLength={COMMENT_MAX}
          value={text}
          aria-describedby={hintId}
          aria-invalid={problem === 'emptyComment' ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem === 'emptyComment') setProblem(null);
          }}
        />
        {user ? (
          <div className="comments__row">
            <span id={hintId} className="field__hint">
              {text.length} / {COMMENT_MAX}
            </span>
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? t('account.working') : t('comments.send')}
            </button>
          </div>
        ) : (
          <div className="comments__row">
            <p id={hintId} className="field__hint">
              {t('comments.signInRequired')}. {t('comments.draftKept')}
            </p>
            <button type="submit" className="button button--primary" disabled>
              {t('comments.send')}
            </button>
            <Link className="button" to={signInTo}>
              {t('comments.signInToComment')}
            </Link>
          </div>
        )}
        <p className="form-error" role="alert">
          {problem ? t(`errors.${problem}`) : ''}
        </p>
      </form>
      {comments.length === 0 && !hasMore ? (
        <p className="status status--empty">{t('comments.empty')}</p>
      ) : (
        <ol ref={list} className="comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment" data-comment={comment.id} tabIndex={-1}>
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
      {hasMore && (
        <div className="comments__more">
          <button
            type="button"
            className="button"
            onClick={() => void showMore()}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? t('comments.loadingMore') : t('comments.more')}
          </button>
          <p className="form-error" role="alert">
            {moreProblem ? t(`errors.${moreProblem}`) : ''}
          </p>
        </div>
      )}
    </section>
  );
}
