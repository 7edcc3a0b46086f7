import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import type { DeleteProgress } from '@/lib/firebase/delete-pages';
import { formatCount } from '@/lib/format';
import type { AppError, Result } from '@/lib/result';
import { translatable } from '@/lib/translatable';
import type { TFunction } from 'i18next';

/** A long delete's progress in the admin's language. */
export function deleteProgressText(progress: DeleteProgress, t: TFunction): string {
  const counts = { done: formatCount(progress.done, t), total: formatCount(progress.total, t) };
  const step = t(`cpanel.deleting.${progress.step}`, counts);
  return progress.tour
    ? t('cpanel.deleting.inTour', {
        index: formatCount(progress.tour.index, t),
        total: formatCount(progress.tour.total, t),
        step,
      })
    : step;
}

/**
 * "Delete X?" for a list (or "Move X to the trash?"): `ask(item)` opens the confirmation; confirming deletes once (a second
 * click while it runs does nothing), says how it went and, on success, closes. A delete that
 * reports progress (a tour's thousands of comments) shows it while it runs, and, if it stops
 * part way, says that deleting again finishes it. The texts are `cpanel.<entity>.confirmTitle`,
 * `.confirmText` and `.deleted`.
 */
export function useDeleteConfirm<T>({
  entity,
  nameOf,
  remove,
  onDeleted,
  closeOn = () => false,
  warningOf = () => undefined,
  toTrash = false,
}: {
  entity: 'museums' | 'tours' | 'works' | 'messages';
  nameOf: (item: T) => string;
  remove: (item: T, onProgress: (progress: DeleteProgress) => void) => Promise<Result<unknown>>;
  onDeleted: (item: T) => void;
  /** Errors after which trying again makes no sense, so the dialog closes. */
  closeOn?: (code: AppError['code']) => boolean;
  /** What about this item makes deleting it weigh more (a tour visitors see now), if anything. */
  warningOf?: (item: T) => string | undefined;
  /** It goes to the trash, restorable: said so, and confirmed in the primary colour. */
  toTrash?: boolean;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();

  async function confirm() {
    if (!removing || busy) return;
    setBusy(true);
    const seen = { progress: false };
    setStatus(undefined);
    const result = await remove(removing, (progress) => {
      seen.progress = true;
      setStatus(deleteProgressText(progress, t));
    });
    setBusy(false);
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      setStatus(seen.progress ? t('cpanel.deleting.stopped') : undefined);
      if (closeOn(result.error.code)) close();
      return;
    }
    toastSuccess(translatable(`cpanel.${entity}.deleted`));
    close();
    onDeleted(removing);
  }

  function close() {
    setRemoving(null);
    setStatus(undefined);
  }

  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      title={t(`cpanel.${entity}.confirmTitle`)}
      text={t(`cpanel.${entity}.confirmText`, { name: removing ? nameOf(removing) : '' })}
      warning={removing ? warningOf(removing) : undefined}
      confirmLabel={t(toTrash ? 'cpanel.common.toTrash' : 'cpanel.common.delete')}
      tone={toTrash ? 'primary' : 'danger'}
      busy={busy}
      status={status}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
  return { ask: setRemoving, dialog };
}
