import { useTranslation } from 'react-i18next';
import type { MediaRef } from '@/lib/model/shared';
import { FileField } from './file-field';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import type { Result } from '@/lib/result';
import type { ChosenFiles, MediaSlot } from './cpanel-form-flow';
import type { CpanelForm } from './use-cpanel-form';

/** A museum's or a tour's only file. */
export const MAIN_IMAGE: MediaSlot = { baseName: 'mainImg', kind: 'image' };

/**
 * The flow of a form whose only file is its main image: required when adding, kept when
 * editing without a new one.
 */
export function mainImageFlow<Input>(
  record: { id: string } | undefined,
  edit: (
    id: string,
    input: Input,
    file: MediaFile | null,
    options: MediaWriteOptions,
  ) => Promise<Result<unknown>>,
  create: (
    input: Input,
    file: MediaFile,
    options: MediaWriteOptions,
    id: string,
  ) => Promise<Result<unknown>>,
) {
  return {
    slots: [MAIN_IMAGE],
    files: {
      mark: 'image',
      enough: (chosen: ChosenFiles) => record !== undefined || Boolean(chosen[MAIN_IMAGE.baseName]),
    },
    save: async (input: Input, [file]: MediaFile[], options: MediaWriteOptions, id: string) =>
      record
        ? edit(record.id, input, file ?? null, options)
        : file
          ? create(input, file, options, id)
          : null,
  };
}

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
