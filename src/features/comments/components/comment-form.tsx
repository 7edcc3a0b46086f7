import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import type { ErrorCode } from '@/lib/error-codes';
import type { SessionUser } from '@/lib/session';
import type { Comment } from '../model/comment';
import { COMMENT_MAX } from '../model/limits';
import { useCommentDraft } from './comment-draft';
import { commentsApi, unreachable } from './lazy-comments-api';

/** The section's anchor: "Sign in to comment" comes back to it. */
export const COMMENTS_ANCHOR = 'comments';

interface CommentFormProps {
  tourId: string;
  user: SessionUser | null;
  /** Shown under the form: the form's own problem, or a deletion's. */
  problem: ErrorCode | null;
  setProblem: (problem: ErrorCode | null) => void;
  /** The first page read again after adding, with the new comment in it. */
  onAdded: (fresh: Comment[]) => void;
}

/**
 * Add a comment when signed in. A signed-out visitor may type: the text is kept through signing
 * in and back.
 */
export function CommentForm({ tourId, user, problem, setProblem, onAdded }: CommentFormProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useCommentDraft(tourId);
  const [sending, setSending] = useState(false);
  // A second click before the state lands must not send twice.
  const busy = useRef(false);

  // Back from signing in (next=…#comments): the field, with the text typed before, in view.
  const cameBack = location.hash === `#${COMMENTS_ANCHOR}`;
  useEffect(() => {
    if (cameBack) field.current?.focus();
  }, [cameBack]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!user || busy.current) return;
    if (text.trim() === '') {
      setProblem('emptyComment');
      return;
    }
    busy.current = true;
    setSending(true);
    setProblem(null);
    const api = await commentsApi().catch(() => null);
    const result = api ? await api.addComment({ tourId, comment: text }, user) : unreachable;
    if (result.isError) {
      busy.current = false;
      setSending(false);
      setProblem(result.error.code); // the text stays in the field (and in the draft)
      return;
    }
    setText('');
    // The new comment is on the first page: read it again, keep the older ones shown.
    const fresh = api ? await api.listComments(tourId) : unreachable;
    if (!fresh.isError) onAdded(fresh.data);
    busy.current = false;
    setSending(false);
  }

  const signInTo = `${ROUTES.logIn}?next=${encodeURIComponent(
    `${location.pathname}#${COMMENTS_ANCHOR}`,
  )}`;

  return (
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
  );
}
