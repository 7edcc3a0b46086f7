import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NarrationFailure, narrationJob } from '@/features/cpanel/audio/narration-job';
import { narrationProblemText } from '@/features/cpanel/audio/narration-problem';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import type { TFunction } from 'i18next';
import { formatMegabytes, formatMegabytesAbove } from '@/lib/format';
import { checkFile, type MediaKind } from '@/lib/media-files';
import { translatable, translate, type Translatable } from '@/lib/translatable';

export interface FileSlot {
  baseName: string;
  kind: MediaKind;
  file: File | null;
}

export type Phase = 'idle' | 'preparing' | 'uploading';

const wrongType = (kind: MediaKind) =>
  translatable(kind === 'image' ? 'cpanel.file.wrongTypeImage' : 'cpanel.file.wrongTypeAudio');

/**
 * A problem's sizes (values named `…Bytes`) written in the page's language, as every size is
 * (`formatMegabytes`): done as it renders, so they follow a language switch.
 */
function withSizes(problem: Translatable, t: TFunction): Translatable {
  if (!problem.values) return problem;
  const { maxBytes } = problem.values;
  const values = Object.entries(problem.values).map(([name, value]) =>
    name.endsWith('Bytes') && typeof value === 'number'
      ? [
          name.slice(0, -'Bytes'.length),
          // A refused file's size reads more than its limit, however close the two are.
          name === 'sizeBytes' && typeof maxBytes === 'number'
            ? formatMegabytesAbove(value, maxBytes, t)
            : formatMegabytes(value, t),
        ]
      : [name, value],
  );
  return { ...problem, values: Object.fromEntries(values) as Translatable['values'] };
}

/**
 * The files of a form: their problems (type, size, unreadable image), the resizing
 * of images before upload, progress per file and cancel. Problems are kept as keys and
 * translated on each render, so they follow a language switch.
 */
export function useMediaUpload() {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, Translatable>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const controller = useRef<AbortController | null>(null);

  /** Checks a newly chosen file; returns whether it is acceptable. */
  const check = useCallback((slot: FileSlot) => {
    const problem = slot.file ? checkFile(slot.file, slot.kind) : null;
    const name = slot.file?.name ?? '';
    const shown = !problem
      ? null
      : problem.code !== 'fileTooLarge'
        ? wrongType(slot.kind)
        : slot.file?.size === 0
          ? translatable('cpanel.file.empty', { name })
          : translatable('cpanel.file.tooLarge', {
              name,
              sizeBytes: slot.file?.size ?? 0,
              maxBytes: problem.maxBytes,
            });
    setProblems((current) => {
      const rest = Object.fromEntries(
        Object.entries(current).filter(([name]) => name !== slot.baseName),
      );
      return shown ? { ...rest, [slot.baseName]: shown } : rest;
    });
    return problem === null;
  }, []);

  /**
   * Turns the chosen files into uploads (images resized, as WebP or, where the browser encodes
   * no WebP, JPEG, with their pixel size; narrations re-encoded, with their length: the work
   * started when they were picked); null if one is unusable.
   */
  async function prepare(slots: FileSlot[]): Promise<MediaFile[] | null> {
    const chosen = slots.filter((slot): slot is FileSlot & { file: File } => slot.file !== null);
    if (!chosen.every((slot) => check(slot))) return null;
    setPhase('preparing');
    const { resizeImage, ImageResizeError } = await import('@/lib/resize-image');
    const files: MediaFile[] = [];
    for (const slot of chosen) {
      if (slot.kind === 'audio') {
        try {
          const narration = await narrationJob(slot.file).result;
          files.push({ baseName: slot.baseName, ...narration });
        } catch (error) {
          const failure =
            error instanceof NarrationFailure ? error : new NarrationFailure('failed');
          setProblems((current) => ({
            ...current,
            [slot.baseName]: narrationProblemText(failure.problem, slot.file.name, failure.seconds),
          }));
          setPhase('idle');
          return null;
        }
        continue;
      }
      try {
        const resized = await resizeImage(slot.file);
        files.push({ baseName: slot.baseName, ...resized });
      } catch (error) {
        const code = error instanceof ImageResizeError ? error.errorCode : 'imageUnreadable';
        setProblems((current) => ({ ...current, [slot.baseName]: translatable(`errors.${code}`) }));
        setPhase('idle');
        return null;
      }
    }
    return files;
  }

  /** Options for the service call: progress per file and the cancel signal. */
  function start(files: MediaFile[]): MediaWriteOptions {
    const abort = new AbortController();
    controller.current = abort;
    setPhase('uploading');
    setProgress(Object.fromEntries(files.map((file) => [file.baseName, 0])));
    return {
      signal: abort.signal,
      onProgress: ({ baseName, fraction }) =>
        setProgress((current) => ({ ...current, [baseName]: fraction })),
    };
  }

  function finish() {
    controller.current = null;
    setPhase('idle');
    setProgress({});
  }

  const cancel = useCallback(() => controller.current?.abort(), []);

  const shownProblems = Object.fromEntries(
    Object.entries(problems).map(([name, problem]) => [name, translate(t, withSizes(problem, t))]),
  );
  return { problems: shownProblems, progress, phase, check, prepare, start, finish, cancel };
}
