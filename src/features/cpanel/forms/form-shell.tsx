import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DraftOffer } from '@/components/forms/draft-offer';
import { FormSummary } from '@/components/forms/form-parts';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { pick } from '@/lib/model/language';
import { LastChange, useChangerNames, type Changed } from '../components/last-change';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TextFields, type Choices } from './text-fields';
import type { CpanelForm } from './use-cpanel-form';
import type { Phase } from './use-media-upload';
import './form-shell.css';

/**
 * The frame every back-office form shares: its title (the page's too), a draft left from an
 * earlier visit, the note on required fields, the fields its flow describes (each with its
 * problem), then its own parts (files), its summary, its actions, and the question asked
 * before leaving it unsaved.
 */
export function FormShell({
  form,
  titleId,
  choices,
  onChange = form.change,
  links,
  record,
  children,
}: {
  form: CpanelForm;
  titleId: string;
  /** The choices of the form's selects, by field name. */
  choices?: Record<string, Choices>;
  /** Instead of the form's own change, to see what the admin types. */
  onChange?: (name: string, value: string) => void;
  /** Where else the record leads (a tour's works), under the title. */
  links?: ReactNode;
  /** The record edited: who changed it last and when shows under the title. None when adding. */
  record?: Changed;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(form.texts.title);
  useDocumentTitle(title);
  const names = useChangerNames(record ? [record] : []);
  return (
    <section className="page page--narrow" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {record && <LastChange record={record} names={names} />}
      {links}
      <UploadNotice form={form} />
      <DraftOffer draft={form.draftOffer} note={t('forms.draft.noFiles')} />
      <p className="field__hint">{t('cpanel.form.requiredNote')}</p>
      <form className="cpanel-form" noValidate aria-busy={form.busy} onSubmit={form.submit}>
        <TextFields form={form} onChange={onChange} choices={choices} />
        {children}
        <FormSummary text={form.summary} repeats={form.summaryRepeats} />
        <FormActions
          submitLabel={t(form.texts.submitLabel)}
          busy={form.busy}
          phase={form.media.phase}
          backTo={form.texts.backTo}
          onCancelUpload={form.media.cancel}
        />
      </form>
      <LeaveDialog
        guard={form.guard}
        place="local"
        lostFiles={Object.values(form.chosen).flatMap((file) => (file ? [file.name] : []))}
      />
    </section>
  );
}

/**
 * Where this record's save with files stands when it is in the upload queue: it goes on if the
 * admin leaves; or, back on the form later, that it was saved, failed or was cut short.
 */
function UploadNotice({ form }: { form: CpanelForm }) {
  const { t, i18n } = useTranslation();
  const { upload } = form;
  if (!upload) return null;
  const name = pick(upload.title, i18n.language);
  const text =
    upload.status === 'uploading' || upload.status === 'saving'
      ? t('cpanel.uploads.formActive', { name })
      : t(`cpanel.uploads.form.${upload.status}`, { name });
  return (
    <p className={`upload-notice upload-notice--${upload.status}`} role="status">
      {text}
      {upload.status === 'done' && (
        <>
          {' '}
          <Link to={upload.link}>{t('cpanel.uploads.open')}</Link>
        </>
      )}
    </p>
  );
}

/** Submit, back link, and Cancel while files upload. */
function FormActions({
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
