import { translatable, type Translatable } from '@/lib/translatable';

/** Why a picked recording cannot become a narration; each has its message. */
export type NarrationProblem = 'notAudio' | 'unreadable' | 'tooLong' | 'silent' | 'failed';

/** The message for `problem`, naming the file (and, when too long, its length). */
export function narrationProblemText(
  problem: NarrationProblem,
  fileName: string,
  seconds?: number,
): Translatable {
  const values: Record<string, string | number> = { name: fileName };
  if (seconds !== undefined) values.minutes = Math.ceil(seconds / 60);
  return translatable(`cpanel.narration.${problem}`, values);
}
