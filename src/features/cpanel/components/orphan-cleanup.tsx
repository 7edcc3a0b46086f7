import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { cleanUpOrphans } from '@/features/cpanel/api/orphans';
import { translatable } from '@/lib/translatable';
import { clearLeftovers, useLeftoverCount } from '@/features/cpanel/leftovers';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { useUploads } from '@/features/cpanel/uploads/upload-queue';
import { ConfirmButton } from '@/components/confirm-button';
import './orphan-cleanup.css';

export const MAINTENANCE_ANCHOR = 'maintenance';

/** "Clean up orphaned files": removes the files no museum, tour or work points to. */
export function MaintenanceSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const leftovers = useLeftoverCount();
  // A save on its way has files and no document yet: the clean-up would take them.
  const uploading = useUploads().some(
    (upload) => upload.status === 'uploading' || upload.status === 'saving',
  );
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const busy = progress !== null;

  const progressText =
    progress === null
      ? ''
      : progress.total === 0
        ? t('cpanel.cleanup.listing')
        : t('cpanel.cleanup.progress', { done: progress.done, total: progress.total });

  /** The dialog closes whatever the outcome: a toast says how it went. */
  async function run() {
    if (busy) return false;
    setProgress({ done: 0, total: 0 });
    const result = await cleanUpOrphans((done, total) => setProgress({ done, total }));
    setProgress(null);
    report(result);
    return true;
  }

  function report(result: Awaited<ReturnType<typeof cleanUpOrphans>>) {
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      return;
    }
    const { deleted, errored } = result.data;
    if (errored.length > 0) {
      toastError(
        translatable('cpanel.cleanup.partial', { count: errored.length, deleted: deleted.length }),
      );
      return;
    }
    clearLeftovers();
    toastSuccess(
      deleted.length === 0
        ? translatable('cpanel.cleanup.none')
        : translatable('cpanel.cleanup.done', { count: deleted.length }),
    );
  }

  return (
    <section id={MAINTENANCE_ANCHOR} className="maintenance" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cpanel.cleanup.title')}</h2>
      <p>{t('cpanel.cleanup.text')}</p>
      {leftovers > 0 && (
        <p className="maintenance__pending">{t('cpanel.cleanup.pending', { count: leftovers })}</p>
      )}
      {uploading && <p className="maintenance__pending">{t('cpanel.cleanup.waitForUploads')}</p>}
      <ConfirmButton
        disabled={busy || uploading}
        busy={busy}
        dialog={{
          title: t('cpanel.cleanup.confirmTitle'),
          text: busy ? progressText : t('cpanel.cleanup.confirmText'),
          confirmLabel: t('cpanel.cleanup.confirm'),
        }}
        onConfirm={run}
      >
        {t('cpanel.cleanup.action')}
      </ConfirmButton>
      <p className="maintenance__progress" role="status" aria-live="polite">
        {progressText}
      </p>
    </section>
  );
}

/** Shown across the back-office while a failed save has left files behind. */
export function LeftoversNotice() {
  const { t } = useTranslation();
  const count = useLeftoverCount();
  if (count === 0) return null;
  return (
    <div className="leftovers-notice" role="status">
      <p>
        {t('cpanel.cleanup.notice', { count })}{' '}
        <Link to={`${CPANEL_ROUTES.museums}#${MAINTENANCE_ANCHOR}`}>
          {t('cpanel.cleanup.noticeLink')}
        </Link>
      </p>
    </div>
  );
}
