import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import type { ErrorCode } from '@/lib/error-codes';
import { REPORT_REASONS, type Comment, type ReportReason } from '../model/comment';

/**
 * Asks why a comment is reported (one of the reasons the rules accept) and sends the report
 * once: the button is blocked while it goes, and a failure is said in the dialog, the reason
 * chosen kept.
 */
export function ReportDialog({
  comment,
  onClose,
  send,
}: {
  comment: Comment | null;
  onClose: () => void;
  send: (comment: Comment, reason: ReportReason) => Promise<ErrorCode | null>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    setReason(null);
    setProblem(null);
    onClose();
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!comment || busy) return;
    if (!reason) {
      setProblem('comments.report.pickReason');
      return;
    }
    setBusy(true);
    const failed = await send(comment, reason);
    setBusy(false);
    if (failed) setProblem(`errors.${failed}`);
    else close();
  }

  return (
    <Dialog
      open={comment !== null}
      onClose={close}
      title={t('comments.report.title')}
      className="report-dialog"
    >
      <form className="report-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset>
          <legend>
            {t('comments.report.question', {
              name: comment ? `${comment.author.name} ${comment.author.surname}` : '',
            })}
          </legend>
          {REPORT_REASONS.map((each) => (
            <label key={each} className="report-form__reason">
              <input
                type="radio"
                name="reason"
                value={each}
                checked={reason === each}
                onChange={() => {
                  setReason(each);
                  setProblem(null);
                }}
              />{' '}
              {t(`comments.report.reasons.${each}`)}
            </label>
          ))}
        </fieldset>
        <p className="field__hint">{t('comments.report.how')}</p>
        <p role="alert" className="form-error">
          {problem ? t(problem) : ''}
        </p>
        <div className="report-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('account.working') : t('comments.report.send')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('comments.report.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
