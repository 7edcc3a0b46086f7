import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DraftPlace } from '@/lib/forms/use-draft';

/**
 * "Leave without saving?", asked before an in-app link or Back takes the person away from a
 * form with unsaved changes. It says where the draft waits, and names the files picked, which a
 * draft cannot keep: what leaving loses is said before, not after.
 */
export function LeaveDialog({
  guard,
  place,
  lostFiles = [],
}: {
  guard: { asking: boolean; stay: () => void; leave: () => void };
  place: DraftPlace;
  /** The names of the files picked in the form, lost on leaving. */
  lostFiles?: readonly string[];
}) {
  const { t } = useTranslation();
  // With files picked, the draft keeps the texts only: the sentence says so, then names the files.
  const kept = lostFiles.length === 0 ? 'kept' : 'textsKept';
  const where = `forms.leave.${kept}${place === 'local' ? 'Local' : 'Session'}`;
  const lost =
    lostFiles.length === 0
      ? ''
      : ` ${t('forms.leave.filesLost', {
          count: lostFiles.length,
          names: lostFiles.map((name) => t('forms.leave.fileName', { name })).join(', '),
        })}`;
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t('forms.leave.title')}
      text={`${t('forms.leave.text')} ${t(where)}${lost}`}
      confirmLabel={t('forms.leave.leave')}
      cancelLabel="forms.leave.stay"
      tone="primary"
      busy={false}
      onConfirm={guard.leave}
      onClose={guard.stay}
    />
  );
}
