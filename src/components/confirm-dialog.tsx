import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import './confirm-dialog.css';

/**
 * "Are you sure?" on the native dialog; the confirm button is disabled while the action runs.
 * It is red for what cannot be undone; what can be (publishing, leaving a form whose draft is
 * kept) confirms in the primary colour.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  warning,
  confirmLabel,
  tone = 'danger',
  busy,
  status,
  cancelLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  /** What the admin must not miss (the tour is live), set apart from the text. */
  warning?: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  busy: boolean;
  /** How a long action is going ("Deleting comments: 4,500 of 20,000"), announced politely. */
  status?: string;
  /** The other answer's key, when "Cancel" is not the word (e.g. "Keep editing"). */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      className="confirm"
    >
      <p className="confirm__text">{text}</p>
      {warning && (
        <p className="confirm__warning">
          <strong>{warning}</strong>
        </p>
      )}
      <p className="confirm__status" role="status">
        {status}
      </p>
      <div className="confirm__actions">
        <button
          type="button"
          className={`button button--${tone}`}
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {busy ? t('dialog.working') : confirmLabel}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onClose}>
          {t(cancelLabel ?? 'dialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
