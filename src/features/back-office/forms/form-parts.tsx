import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Phase } from '@/features/back-office/forms/use-media-upload';

/** The form's one message (validation or failure), announced when it appears. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}

/** Submit, back link, and Cancel while files upload. */
export function FormActions({
  submitLabel,
  busy,
  phase,
  backTo,
  onCancelUpload,
}: {
  submitLabel: string;
  busy: boolean;
  phase: Phase;
  backTo: string;
  onCancelUpload: () => void;
}) {
  const { t } = useTranslation();
  const working =
    phase === 'preparing'
      ? t('cpanel.form.preparing')
      : phase === 'uploading'
        ? t('cpanel.form.uploading')
        : t('cpanel.form.saving');
  return (
    <div className="cpanel-form__actions">
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? working : submitLabel}
      </button>
      {phase === 'uploading' ? (
        <button type="button" className="button" onClick={onCancelUpload}>
          {t('cpanel.form.cancelUpload')}
        </button>
      ) : (
        <Link className="button" to={backTo}>
          {t('cpanel.form.back')}
        </Link>
      )}
    </div>
  );
}
