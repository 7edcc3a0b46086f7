import { useTranslation } from 'react-i18next';
import type { MediaRef } from '@/lib/model/shared';
import { FileField } from './file-field';
import type { CpanelForm, MediaSlot } from './use-cpanel-form';

/** A museum's or a tour's only file. */
export const MAIN_IMAGE: MediaSlot = { baseName: 'mainImg', kind: 'image' };

/** The `files` rule of a form whose main image is required when adding. */
export const mainImageRequired = (editing: boolean) => ({
  mark: 'image',
  enough: (chosen: Partial<Record<string, File | null>>) =>
    editing || Boolean(chosen[MAIN_IMAGE.baseName]),
});

/**
 * The main image of a museum or a tour (`mainImg`): required when adding, optional when
 * editing (the current one stays). Choosing a file clears the "required" mark and checks it
 * before anything is sent.
 */
export function MainImageField({
  form,
  current,
}: {
  form: CpanelForm;
  current: MediaRef | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FileField
      label={t('cpanel.fields.image')}
      kind="image"
      required={!form.editing}
      current={current}
      chosen={form.chosen.mainImg ?? null}
      problem={
        form.media.problems.mainImg ??
        (form.invalid.has('image') ? t('cpanel.file.required') : null)
      }
      progress={form.media.progress.mainImg ?? null}
      disabled={form.busy}
      onChoose={(file) => form.choose(MAIN_IMAGE, file)}
    />
  );
}
