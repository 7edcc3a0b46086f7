import { useTranslation } from 'react-i18next';
import type { MediaRef } from '@/lib/model/shared';
import type { useCpanelForm } from '@/features/back-office/forms/use-cpanel-form';
import type { useMediaUpload } from '@/features/back-office/forms/use-media-upload';
import { FileField } from '@/features/back-office/forms/file-field';

/**
 * The main image of a museum or a tour (`mainImg`): required when adding, optional when
 * editing (the current one stays). Choosing a file clears the "required" mark and checks it
 * before anything is sent.
 */
export function MainImageField({
  form,
  media,
  editing,
  current,
  chosen,
  onChosen,
}: {
  form: ReturnType<typeof useCpanelForm>;
  media: ReturnType<typeof useMediaUpload>;
  editing: boolean;
  current: MediaRef | null | undefined;
  chosen: File | null;
  onChosen: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <FileField
      label={t('cpanel.fields.image')}
      kind="image"
      required={!editing}
      current={current}
      chosen={chosen}
      problem={
        media.problems.mainImg ?? (form.invalid.has('image') ? t('cpanel.file.required') : null)
      }
      progress={media.progress.mainImg ?? null}
      disabled={form.busy}
      onChoose={(file) => {
        onChosen(file);
        form.change('image', '');
        media.check({ baseName: 'mainImg', kind: 'image', file });
      }}
    />
  );
}
