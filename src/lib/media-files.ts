/**
 * What the back-office accepts as files, checked before any upload so the admin gets a
 * clear message instead of a refused upload. Mirrors storage.rules (no SVG or HTML as an
 * image: they can carry script).
 */
import type { ErrorCode } from './error-codes';

export type MediaKind = 'image' | 'audio';

/** Images we can decode and resize; the result is always WebP (ADR 4). */
export const IMAGE_TYPES = ['image/webp', 'image/avif', 'image/jpeg', 'image/png'] as const;
/** Audio as storage.rules accepts it. */
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/webm',
] as const;

const MB = 1024 * 1024;
/** A camera photo before resizing; what is stored is far smaller. */
export const IMAGE_INPUT_MAX = 25 * MB;
/** storage.rules: images up to 5 MB once resized. */
export const IMAGE_STORED_MAX = 5 * MB;
/** storage.rules: audio up to 20 MB. */
export const AUDIO_MAX = 20 * MB;

export const ACCEPT: Record<MediaKind, string> = {
  image: IMAGE_TYPES.join(','),
  audio: AUDIO_TYPES.join(','),
};

export type FileProblem =
  | { code: Extract<ErrorCode, 'fileType'> }
  /** maxMb: the limit, in MB. */
  | { code: Extract<ErrorCode, 'fileTooLarge'>; maxMb: number };

/** null when the file may be uploaded as `kind`, else what is wrong with it. */
export function checkFile(file: Pick<File, 'type' | 'size'>, kind: MediaKind): FileProblem | null {
  const types: readonly string[] = kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES;
  if (!types.includes(file.type)) return { code: 'fileType' };
  const max = kind === 'image' ? IMAGE_INPUT_MAX : AUDIO_MAX;
  if (file.size === 0 || file.size > max) return { code: 'fileTooLarge', maxMb: max / MB };
  return null;
}
