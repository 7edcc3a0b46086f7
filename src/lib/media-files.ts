/**
 * What the back-office accepts as files, checked before any upload so the admin gets a
 * clear message instead of a refused upload. Mirrors storage.rules (no SVG or HTML as an
 * image: they can carry script).
 */
import type { ErrorCode } from './error-codes';

export type MediaKind = 'image' | 'audio';

/** Images we can decode and resize; the result is WebP, or JPEG where the browser encodes no WebP (ADR 4). */
export const IMAGE_TYPES = ['image/webp', 'image/avif', 'image/jpeg', 'image/png'] as const;
/**
 * Recordings an admin may pick for a narration. Each is decoded and re-encoded in the
 * browser (src/features/cpanel/audio/), so what is stored is always a mono MP3.
 */
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/webm',
] as const;
/** Some systems give a picked .m4a or .wav no type at all: its extension lets it through. */
const AUDIO_EXTENSIONS = ['.mp3', '.wav', '.m4a', '.aac', '.ogg', '.opus', '.webm'];

/**
 * A megabyte as the guide writes sizes and limits, to visitors and in the back-office: 1,000,000
 * bytes, as `formatMegabytes` shows every size (and as phones and macOS count them), so a limit
 * and the size of a file refused by it are in the same unit. storage.rules counts in mebibytes
 * (1,048,576 bytes): its limits, never shown, are written out as such below.
 */
export const MEGABYTE = 1_000_000;
/** A camera photo before resizing; what is stored is far smaller. */
export const IMAGE_INPUT_MAX = 25 * MEGABYTE;
/** storage.rules: images up to 5 MiB (5 × 1,048,576 bytes) once resized. */
export const IMAGE_STORED_MAX = 5 * 1024 * 1024;
/**
 * A recording before it is re-encoded: 20 minutes of 24-bit stereo WAV at 48 kHz is 346 MB.
 * Only the admin's browser reads it; what is stored is at most 8 MiB (storage.rules).
 */
export const AUDIO_INPUT_MAX = 400 * MEGABYTE;

export const ACCEPT: Record<MediaKind, string> = {
  image: IMAGE_TYPES.join(','),
  audio: [...AUDIO_TYPES, ...AUDIO_EXTENSIONS].join(','),
};

export type FileProblem =
  | { code: Extract<ErrorCode, 'fileType'> }
  /** maxBytes: the limit (an empty file is refused with the same code). */
  | { code: Extract<ErrorCode, 'fileTooLarge'>; maxBytes: number };

/** null when the file may be uploaded as `kind`, else what is wrong with it. */
export function checkFile(
  file: Pick<File, 'type' | 'size'> & { name?: string },
  kind: MediaKind,
): FileProblem | null {
  const types: readonly string[] = kind === 'image' ? IMAGE_TYPES : AUDIO_TYPES;
  const untypedAudio =
    kind === 'audio' &&
    file.type === '' &&
    AUDIO_EXTENSIONS.some((extension) => file.name?.toLowerCase().endsWith(extension));
  if (!types.includes(file.type) && !untypedAudio) return { code: 'fileType' };
  const max = kind === 'image' ? IMAGE_INPUT_MAX : AUDIO_INPUT_MAX;
  if (file.size === 0 || file.size > max) return { code: 'fileTooLarge', maxBytes: max };
  return null;
}
