import { useTranslation } from 'react-i18next';
import type { NarrationState } from '@/features/cpanel/audio/narration-job';
import { narrationProblemText } from '@/features/cpanel/audio/narration-problem';
import { NarrationPreview } from '@/features/cpanel/audio/narration-preview';
import type { MediaRef } from '@/lib/model/shared';
import { translate } from '@/lib/translatable';
import { FileField } from './file-field';

/**
 * A narration's file input: the picked recording is processed at once, so a file that is not
 * audio, or is damaged, is refused when it is picked, and the admin hears what will be stored.
 */
export function NarrationField({
  label,
  current,
  chosen,
  state,
  problem,
  progress,
  disabled,
  onChoose,
}: {
  label: string;
  current: MediaRef | undefined;
  chosen: File | null;
  state: NarrationState | null;
  problem: string | null;
  progress: number | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const failed =
    chosen && state?.status === 'failed'
      ? translate(t, narrationProblemText(state.problem, chosen.name, state.seconds))
      : null;
  return (
    <FileField
      label={label}
      kind="audio"
      current={current}
      chosen={chosen}
      problem={problem ?? failed}
      progress={progress}
      disabled={disabled}
      onChoose={onChoose}
    >
      {!problem && <NarrationPreview state={state} label={label} />}
    </FileField>
  );
}
