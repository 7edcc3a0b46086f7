import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/features/back-office/components/confirm-dialog';
import { toastError, toastSuccess } from '@/features/back-office/toasts';
import type { AppError, Result } from '@/lib/result';
import { translatable } from '@/lib/translatable';

/**
 * "Delete X?" for a list: `ask(item)` opens the confirmation; confirming deletes once (a second
 * click while it runs does nothing), says how it went and, on success, closes. The texts are
 * `cpanel.<entity>.confirmTitle`, `.confirmText` and `.deleted`.
 */
export function useDeleteConfirm<T>({
  entity,
  nameOf,
  remove,
  onDeleted,
  closeOn = () => false,
}: {
  entity: 'museums' | 'tours' | 'works' | 'messages';
  nameOf: (item: T) => string;
  remove: (item: T) => Promise<Result<unknown>>;
  onDeleted: (item: T) => void;
  /** Errors after which trying again makes no sense, so the dialog closes. */
  closeOn?: (code: AppError['code']) => boolean;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!removing || busy) return;
    setBusy(true);
    const result = await remove(removing);
    setBusy(false);
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      if (closeOn(result.error.code)) setRemoving(null);
      return;
    }
    toastSuccess(translatable(`cpanel.${entity}.deleted`));
    setRemoving(null);
    onDeleted(removing);
  }

  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      title={t(`cpanel.${entity}.confirmTitle`)}
      text={t(`cpanel.${entity}.confirmText`, { name: removing ? nameOf(removing) : '' })}
      confirmLabel={t('cpanel.common.delete')}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={() => setRemoving(null)}
    />
  );
  return { ask: setRemoving, dialog };
}
