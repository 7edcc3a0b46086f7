import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import { FieldProblem } from '@/components/forms/form-parts';
import { REPORT_REASONS } from '@/features/comments/model/comment';

/** The most a hiding reason may say (firestore.rules: isText(hiddenReason, 200)). */
export const HIDE_REASON_MAX = 200;

/**
 * "Why hide it?": the four reasons visitors report with, as quick choices that fill in the
 * field, or the admin's own words; required, at most 200 characters. Focus goes to the field on
 * opening and back to the row when it closes. A failed hide keeps the dialog open with what
 * was typed (the toast says why).
 */
export function HideDialog({
  open,
  name,
  onHide,
  onClose,
}: {
  open: boolean;
  /** Whose comment: "comentario de Lucía Pérez". */
  name: string;
  /** Hides with the reason; true once done. */
  onHide: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t('cpanel.comments.hideTitle')}
      className="confirm hide-dialog"
    >
      <HideForm
        name={name}
        busy={busy}
        onClose={onClose}
        onHide={async (reason) => {
          setBusy(true);
          const hidden = await onHide(reason);
          setBusy(false);
          if (hidden) onClose();
        }}
      />
    </Dialog>
  );
}

/** The dialog's content: mounted afresh each time it opens, so it starts empty. */
function HideForm({
  name,
  busy,
  onHide,
  onClose,
}: {
  name: string;
  busy: boolean;
  onHide: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  // After the dialog has opened (its own effect runs first): straight to the reason.
  useEffect(() => field.current?.focus(), []);

  function choose(text: string) {
    setReason(text);
    setProblem(null);
    field.current?.focus();
  }

  function submit() {
    if (busy) return;
    const said = reason.trim();
    const wrong =
      said === ''
        ? t('cpanel.comments.reasonRequired')
        : said.length > HIDE_REASON_MAX
          ? t('cpanel.comments.reasonTooLong', { max: HIDE_REASON_MAX })
          : null;
    setProblem(wrong);
    if (wrong) return field.current?.focus();
    void onHide(said);
  }

  return (
    <form
      className="hide-dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="hide-dialog__text">
        <span className="visually-hidden">{name}. </span>
        {t('cpanel.comments.hideText')}
      </p>
      <fieldset className="hide-dialog__reasons">
        <legend>{t('cpanel.comments.quickReasons')}</legend>
        {REPORT_REASONS.map((key) => {
          const text = t(`cpanel.comments.reasons.${key}`);
          return (
            <button
              key={key}
              type="button"
              className="button"
              aria-pressed={reason === text}
              disabled={busy}
              onClick={() => choose(text)}
            >
              {text}
            </button>
          );
        })}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-reason`} className="field__label">
          {t('cpanel.comments.reasonLabel')}
        </label>
        <input
          ref={field}
          id={`${id}-reason`}
          className="field__input"
          required
          autoComplete="off"
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('cpanel.comments.reasonHint', { max: HIDE_REASON_MAX })}
        </p>
        <FieldProblem id={`${id}-problem`} text={problem} />
      </div>
      <div className="confirm__actions hide-dialog__actions">
        <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
          {busy ? t('dialog.working') : t('cpanel.comments.hideConfirm')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onClose}>
          {t('dialog.cancel')}
        </button>
      </div>
    </form>
  );
}
