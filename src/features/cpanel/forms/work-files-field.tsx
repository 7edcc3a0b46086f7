import { useTranslation } from 'react-i18next';
import { useNarration } from '@/features/cpanel/audio/use-narration';
import type { Tour } from '@/features/tours/model/tour';
import type { Work, WorkMediaName } from '@/features/works/model/work';
import { FieldProblem } from '@/components/forms/form-parts';
import { formatMegabytes } from '@/lib/format';
import { pick } from '@/lib/model/language';
import { FileField } from './file-field';
import { NarrationField } from './narration-field';
import { OFFLINE_WARNING_BYTES, useTourOfflineSizes, type Language } from './tour-offline-size';
import type { ChosenFiles } from './cpanel-form-flow';
import type { CpanelForm } from './use-cpanel-form';
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
export function WorkFilesField({
  form,
  work,
  tour,
}: {
  form: CpanelForm;
  work: Work | undefined;
  tour: Tour | undefined;
}) {
  const { t, i18n } = useTranslation();
  const narrations = {
    es: useNarration(form.chosen['audio-es'] ?? null),
    en: useNarration(form.chosen['audio-en'] ?? null),
  };
  const readySizes: Partial<Record<Language, number>> = {};
  for (const language of ['es', 'en'] as const) {
    const state = narrations[language];
    if (state?.status === 'ready') readySizes[language] = state.narration.size;
  }
  const sizes = useTourOfflineSizes(tour, work?.id, readySizes);
  const heavy = (['es', 'en'] as const).filter(
    (language) =>
      readySizes[language] !== undefined && (sizes?.[language] ?? 0) > OFFLINE_WARNING_BYTES,
  );
  return (
    <fieldset
      className="cpanel-fieldset"
      aria-invalid={form.invalid.has('files') ? true : undefined}
      aria-describedby={form.invalid.has('files') ? form.ids('files').problem : undefined}
    >
      <legend>{t('cpanel.works.filesLegend')}</legend>
      <p className="field__hint">{t('cpanel.works.filesHint')}</p>
      <FieldProblem id={form.ids('files').problem} text={form.problemOf('files')} />
      {WORK_FILES.map((slot) => {
        const label = t(`cpanel.works.file.${slot.baseName}`);
        const common = {
          label,
          current: work?.media[slot.baseName],
          chosen: form.chosen[slot.baseName] ?? null,
          problem: form.media.problems[slot.baseName] ?? null,
          progress: form.media.progress[slot.baseName] ?? null,
          disabled: form.busy,
          onChoose: (file: File | null) => form.choose(slot, file),
        };
        if (slot.kind === 'image') {
          // A work without a map of its own shows its tour's floor plan to visitors: say so,
          // with the plan, until one is chosen for it.
          const tourMap =
            slot.baseName === 'map' && !common.current && !common.chosen ? tour?.map : null;
          return (
            <FileField key={slot.baseName} kind="image" {...common}>
              {tourMap && tour && (
                <p className="work-files__tour-map">
                  <img
                    src={tourMap.url}
                    alt={t('cpanel.works.tourMapAlt', { name: pick(tour.name, i18n.language) })}
                    width={72}
                    height={96}
                    loading="lazy"
                  />
                  <span>{t('cpanel.works.usesTourMap')}</span>
                </p>
              )}
            </FileField>
          );
        }
        const language = slot.baseName === 'audio-es' ? 'es' : 'en';
        return <NarrationField key={slot.baseName} state={narrations[language]} {...common} />;
      })}
      {sizes &&
        heavy.map((language) => (
          <p key={language} className="work-files__warning" role="status">
            {t('cpanel.narration.offlineTooLarge', {
              language: t(`cpanel.narration.language.${language}`),
              size: formatMegabytes(sizes[language], t),
              limit: formatMegabytes(OFFLINE_WARNING_BYTES, t),
            })}
          </p>
        ))}
    </fieldset>
  );
}
