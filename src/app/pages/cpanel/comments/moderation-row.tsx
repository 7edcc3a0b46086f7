import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { listReports, type Moderation } from '@/features/comments/api/moderation';
import { REPORT_REASONS, type Comment, type ReportReason } from '@/features/comments/model/comment';
import { RowButton } from '@/features/cpanel/lists/cpanel-row';
import { formatDate } from '@/lib/format';
import type { Done, FocusRequest, ModerationAction } from './use-moderation';

/** The author as the public page names them. */
export const authorOf = (comment: Comment) =>
  `${comment.author.name} ${comment.author.surname}`.trim();

/**
 * One comment as an admin sees it: who wrote it (with the staff mark), when, on which tour, its
 * text (as text: React escapes it), its state and its reports, and what can be done with it.
 * After an action the row says what happened, with Undo.
 */
export function ModerationRow({
  comment,
  flags,
  done,
  busy,
  tourName,
  focus,
  onFocused,
  onAct,
  onHide,
  onDelete,
  onUndo,
}: {
  comment: Comment;
  /** Its moderation now (after what was done here). */
  flags: Required<Moderation>;
  done: Done | undefined;
  busy: boolean;
  tourName: string;
  focus: FocusRequest | null;
  onFocused: () => void;
  onAct: (action: Extract<ModerationAction, 'showed' | 'kept'>) => void;
  onHide: () => void;
  onDelete: () => void;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const author = authorOf(comment);
  const row = t('cpanel.comments.row', { name: author });
  const doneRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const deleted = done?.action === 'deleted' || done?.action === 'purged';

  useEffect(() => {
    if (!focus) return;
    const place = focus.target === 'undo' ? doneRef : actionsRef;
    place.current?.querySelector<HTMLElement>('button')?.focus();
    onFocused();
  }, [focus, onFocused]);

  return (
    <li
      className={deleted ? 'moderation moderation--deleted' : 'moderation'}
      data-item={comment.id}
      tabIndex={-1}
      aria-busy={busy}
    >
      <p className="moderation__meta">
        <strong className="moderation__author">{author}</strong>
        {comment.staff && (
          <span className="badge badge--highlight">{t('cpanel.comments.staff')}</span>
        )}
        <time dateTime={new Date(comment.createdAt).toISOString()}>
          {formatDate(comment.createdAt, t)}
        </time>
        <Link to={ROUTES.tour(comment.tourId)}>{tourName}</Link>
      </p>
      <p className="moderation__text">{comment.comment}</p>
      <div className="moderation__state">
        <StateBadges flags={flags} />
        {comment.reportCount > 0 && <Reports comment={comment} />}
      </div>
      <div className="moderation__done" role="status" ref={doneRef}>
        {done && (
          <>
            <span>{t(`cpanel.comments.done.${done.action}`)}</span>
            {done.action !== 'purged' && (
              <RowButton
                row={row}
                className="button button--primary"
                disabled={busy}
                onClick={onUndo}
              >
                {t('cpanel.comments.undo')}
              </RowButton>
            )}
          </>
        )}
      </div>
      {!deleted && (
        <div className="cpanel-row__actions" ref={actionsRef}>
          {flags.hidden ? (
            <>
              <RowButton row={row} disabled={busy} onClick={() => onAct('showed')}>
                {t('cpanel.comments.show')}
              </RowButton>
              {flags.reported && (
                // Hidden by reports: the admin agrees, with a reason, and it leaves the queue.
                <RowButton row={row} disabled={busy} onClick={onHide}>
                  {t('cpanel.comments.keepHidden')}
                </RowButton>
              )}
            </>
          ) : (
            <>
              <RowButton row={row} disabled={busy} onClick={onHide}>
                {t('cpanel.comments.hide')}
              </RowButton>
              {flags.reported && (
                <RowButton row={row} disabled={busy} onClick={() => onAct('kept')}>
                  {t('cpanel.comments.keep')}
                </RowButton>
              )}
            </>
          )}
          <RowButton
            row={row}
            className="button button--danger-outline"
            disabled={busy}
            onClick={onDelete}
          >
            {t('cpanel.common.delete')}
          </RowButton>
        </div>
      )}
    </li>
  );
}

/** Hidden (with why) or visible; reported while it waits for a decision. */
function StateBadges({ flags }: { flags: Required<Moderation> }) {
  const { t } = useTranslation();
  const hidden = flags.hiddenReason
    ? t('cpanel.comments.badgeHiddenReason', { reason: flags.hiddenReason })
    : t(flags.reported ? 'cpanel.comments.badgeHiddenByReports' : 'cpanel.comments.badgeHidden');
  return (
    <>
      {flags.hidden ? (
        <span className="badge badge--draft moderation__reason">{hidden}</span>
      ) : (
        <span className="badge badge--published">{t('cpanel.comments.badgeVisible')}</span>
      )}
      {flags.reported && (
        <span className="badge badge--reported">{t('cpanel.comments.badgeReported')}</span>
      )}
    </>
  );
}

/** "Reported 3 times: Offensive (2) · Spam (1)": the reasons, read for this row. */
function Reports({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const [reasons, setReasons] = useState<Map<ReportReason, number> | 'loading' | 'failed'>(
    'loading',
  );
  useEffect(() => {
    let live = true;
    void listReports(comment.id).then((result) => {
      if (!live) return;
      if (result.isError) return setReasons('failed');
      const counts = new Map<ReportReason, number>();
      for (const { reason } of result.data) counts.set(reason, (counts.get(reason) ?? 0) + 1);
      setReasons(counts);
    });
    return () => {
      live = false;
    };
  }, [comment.id, comment.reportCount]);

  const why =
    reasons === 'loading'
      ? t('cpanel.comments.reportsLoading')
      : reasons === 'failed'
        ? t('cpanel.comments.reportsFailed')
        : REPORT_REASONS.filter((reason) => reasons.has(reason))
            .map((reason) =>
              t('cpanel.comments.reasonCount', {
                reason: t(`cpanel.comments.reasons.${reason}`),
                count: reasons.get(reason),
              }),
            )
            .join(' · ');
  return (
    <span className="moderation__reports">
      {t('cpanel.comments.reportedTimes', { count: comment.reportCount })}
      {why && `: ${why}`}
    </span>
  );
}
