import { useTranslation } from 'react-i18next';
import type { Work, WorkMediaName } from '@/features/works/model/work';
import { FileField } from './file-field';
import type { ChosenFiles, CpanelForm } from './use-cpanel-form';
import './work-files-field.css';

/** A work's files: its picture, its map and a narration per language. */
export const WORK_FILES: { baseName: WorkMediaName; kind: 'image' | 'audio' }[] = [
  { baseName: 'mainImg', kind: 'image' },
  { baseName: 'map', kind: 'image' },
  { baseName: 'audio-es', kind: 'audio' },
  { baseName: 'audio-en', kind: 'audio' },
];

/** The `files` rule of the work form: at least one file, chosen now or stored before. */
export const oneWorkFile = (work: Work | undefined) => ({
  mark: 'files',
  enough: (chosen: ChosenFiles) =>
    Object.values(chosen).some(Boolean) || Object.keys(work?.media ?? {}).length > 0,
  alone: 'cpanel.works.oneFileRequired',
});

/** The four files of a work, in a group marked as a whole when none is there. */
export function WorkFilesField({ form, work }: { form: CpanelForm; work: Work | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="cpanel-fieldset"
      aria-invalid={form.invalid.has('files') ? true : undefined}
    >
      <legend>{t('cpanel.works.filesLegend')}</legend>
      <p className="field__hint">{t('cpanel.works.filesHint')}</p>
      {WORK_FILES.map((slot) => (
        <FileField
          key={slot.baseName}
          label={t(`cpanel.works.file.${slot.baseName}`)}
          kind={slot.kind}
          current={work?.media[slot.baseName]}
          chosen={form.chosen[slot.baseName] ?? null}
          problem={form.media.problems[slot.baseName] ?? null}
          progress={form.media.progress[slot.baseName] ?? null}
          disabled={form.busy}
          onChoose={(file) => form.choose(slot, file)}
        />
      ))}
    </fieldset>
  );
}
