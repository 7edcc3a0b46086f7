import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FieldProblem, FormSummary } from '@/components/forms/form-parts';
import { ROUTES } from '@/config/routes';
import type { ErrorCode } from '@/lib/error-codes';
import { checkWithSchema } from '@/lib/forms/schema-check';
import { useForm } from '@/lib/forms/use-form';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { formatCount } from '@/lib/format';
import type { SessionUser } from '@/lib/session';
import { translatable } from '@/lib/translatable';
import { commentInputSchema, type Comment } from '../model/comment';
import { COMMENT_MAX } from '@/config/comment-limits';
import { ResendButton } from '@/components/resend-button';
import { resendFromHere } from '@/features/accounts/api/verification';
import { readCommentDraft, writeCommentDraft } from './comment-draft';
import { commentsApi, unreachable } from './lazy-comments-api';

/** The section's anchor: "Sign in to comment" comes back to it. */
export const COMMENTS_ANCHOR = 'comments';

interface CommentFormProps {
  tourId: string;
  user: SessionUser | null;
  /** A deletion's problem, said where the form says its own. */
  problem: ErrorCode | null;
  setProblem: (problem: ErrorCode | null) => void;
  /** The first page read again after adding, with the new comment in it. */
  onAdded: (fresh: Comment[]) => void;
}

/** The comment box's check: the comment model's schema, in the visitor's words. */
const checkComment = (tourId: string) => (values: Record<string, string>) =>
  checkWithSchema(commentInputSchema, values, {
    toInput: ({ comment = '' }) => ({ tourId, comment }),
    messageOf: (_issue, _field, value) =>
      value.trim() === ''
        ? translatable('errors.emptyComment')
        : value.trim().length > COMMENT_MAX
          ? translatable('comments.tooLong', {
              max: COMMENT_MAX,
              over: value.trim().length - COMMENT_MAX,
            })
          : undefined,
    summaryOf: (problems) => Object.values(problems)[0],
  });

/**
 * Add a comment when signed in. A signed-out visitor may type: the text is kept through signing
 * in and back. The box counts down to its 1,000 characters and refuses more, with a word,
 * instead of cutting what was typed.
 */
export function CommentForm({ tourId, user, problem, setProblem, onAdded }: CommentFormProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [kept] = useState(() => readCommentDraft(tourId));
  // Unsent text is unsaved, even the text found waiting in the box.
  const form = useForm({
    initial: { comment: kept },
    saved: { comment: '' },
    check: checkComment(tourId),
  });
  const text = form.values.comment ?? '';
  // What is typed waits in this tab (comment-draft.ts) whatever page the visitor goes to, signing
  // in included, and comes back with them: only closing the tab loses it, so only that asks
  // (the browser's own question).
  useLeaveGuard(() => (form.values.comment ?? '').trim() !== '', {
    stays: (pathname) => pathname !== '',
  });
  const ids = form.ids('comment');

  useEffect(() => writeCommentDraft(tourId, text), [tourId, text]);

  // Back from signing in (next=…#comments): the field, with the text typed before, in view.
  const cameBack = location.hash === `#${COMMENTS_ANCHOR}`;
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (cameBack) box.current?.focus();
  }, [cameBack]);

  const submit = form.submit(async (input) => {
    if (!user?.emailVerified) return;
    setProblem(null);
    const api = await commentsApi().catch(() => null);
    const result = api ? await api.addComment(input, user) : unreachable;
    if (result.isError) {
      // The text stays in the field (and in the draft).
      form.fail(translatable(`errors.${result.error.code}`));
      return;
    }
    form.markSaved({ comment: '' });
    // The new comment is on the first page: read it again, keep the older ones shown.
    const fresh = api ? await api.listComments(tourId) : unreachable;
    if (!fresh.isError) onAdded(fresh.data);
  });

  const signInTo = `${ROUTES.logIn}?next=${encodeURIComponent(
    `${location.pathname}#${COMMENTS_ANCHOR}`,
  )}`;
  // What is sent is trimmed: spaces around the text do not count.
  const left = COMMENT_MAX - text.trim().length;
  const field = form.field('comment', { hint: true });
  const summary = form.summary ?? (problem ? t(`errors.${problem}`) : null);

  return (
    <form className="comments__form" onSubmit={submit} noValidate>
      <label htmlFor={ids.input} className="field__label">
        {t('comments.label')}
      </label>
      <textarea ref={box} {...field} className="field__textarea" rows={3} />
      <FieldProblem id={ids.problem} text={form.problemOf('comment')} />
      {user && !user.emailVerified ? (
        // The rules take comments only from a verified address: say why, and offer the mail
        // again. What is typed waits in the box meanwhile.
        <div className="comments__row">
          <p id={ids.hint} className="field__hint">
            {t('comments.verifyFirst', { email: user.email })}
          </p>
          <ResendButton send={() => resendFromHere(i18n.language)} />
        </div>
      ) : user ? (
        <div className="comments__row">
          <span
            id={ids.hint}
            className={left < 0 ? 'field__hint comments__count--over' : 'field__hint'}
          >
            {left < 0
              ? t('comments.over', { count: -left, n: formatCount(-left, t) })
              : t('comments.remaining', { count: left, n: formatCount(left, t) })}
          </span>
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {form.busy ? t('account.working') : t('comments.send')}
          </button>
        </div>
      ) : (
        <div className="comments__row">
          <p id={ids.hint} className="field__hint">
            {t('comments.signInRequired')} {t('comments.draftKept')}
          </p>
          {/* No "Comment" that cannot be pressed: signing in is the one way on. */}
          <Link className="button button--primary" to={signInTo}>
            {t('comments.signInToComment')}
          </Link>
        </div>
      )}
      <FormSummary text={summary} repeats={form.summary !== null && form.summaryRepeats} />
    </form>
  );
}
