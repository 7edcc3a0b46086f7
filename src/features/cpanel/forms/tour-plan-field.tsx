import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/confirm-button';
import { recordLeftovers } from '@/features/cpanel/leftovers';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { removeTourMap } from '@/features/tours/api/tour-edits';
import type { Tour } from '@/features/tours/model/tour';
import { translatable } from '@/lib/translatable';
import { FileField } from './file-field';
import type { MediaSlot } from './cpanel-form-flow';
import type { CpanelForm } from './use-cpanel-form';

/** The tour's floor plan: optional, for every work of the tour without a map of its own. */
export const TOUR_MAP: MediaSlot = { baseName: 'map', kind: 'image' };

/**
 * The tour's floor plan: the one it has, a new one to pick, and, for a plan it has, a way to
 * take it away. Removing is done at once, after asking (what visitors see changes), not with the
 * form's save: the rest of the form stays as typed.
 */
export function TourPlanField({ form, tour }: { form: CpanelForm; tour: Tour | undefined }) {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = removed ? undefined : (tour?.map ?? undefined);

  /** Whether the plan went: a failure keeps the question open, to try again. */
  async function remove() {
    if (!tour || busy) return false;
    setBusy(true);
    const result = await removeTourMap(tour.id);
    setBusy(false);
    recordLeftovers(result);
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      return false;
    }
    setRemoved(true);
    toastSuccess(translatable('cpanel.fields.tourMapRemoved'));
    return true;
  }

  return (
    <FileField
      label={t('cpanel.fields.tourMap')}
      kind="image"
      note={t('cpanel.fields.tourMapNote')}
      current={current}
      chosen={form.chosen.map ?? null}
      problem={form.media.problems.map ?? null}
      progress={form.media.progress.map ?? null}
      disabled={form.busy}
      onChoose={(file) => form.choose(TOUR_MAP, file)}
    >
      {current && !form.chosen.map && (
        <ConfirmButton
          className="button file-field__remove"
          disabled={form.busy}
          busy={busy}
          dialog={{
            title: t('cpanel.fields.tourMapRemoveTitle'),
            text: t('cpanel.fields.tourMapRemoveText'),
            confirmLabel: t('cpanel.fields.tourMapRemoveConfirm'),
          }}
          onConfirm={remove}
        >
          {t('cpanel.fields.tourMapRemove')}
        </ConfirmButton>
      )}
    </FileField>
  );
}
