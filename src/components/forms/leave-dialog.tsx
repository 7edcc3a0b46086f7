import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DraftPlace } from '@/lib/forms/use-draft';

/**
 * "Leave without saving?", asked before an in-app link or Back takes the person away from a
 * form with unsaved changes. It says where the draft waits: leaving loses nothing.
 */
export function LeaveDialog({
  guard,
  place,
}: {
  guard: { asking: boolean; stay: () => void; leave: () => void };
  place: DraftPlace;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t('forms.leave.title')}
      text={`${t('forms.leave.text')} ${t(place === 'local' ? 'forms.leave.keptLocal' : 'forms.leave.keptSession')}`}
      confirmLabel={t('forms.leave.leave')}
      cancelLabel="forms.leave.stay"
      tone="primary"
      busy={false}
      onConfirm={guard.leave}
      onClose={guard.stay}
    />
  );
}
