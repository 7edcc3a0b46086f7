/**
 * Responsive image files, named so that no extra field is needed in the documents
 * (docs/adr/0004-responsive-image-variants.md).
 *
 * The back-office (and the seed) store every image in two widths, in one format:
 *   {docId}/{base}-{W}.{ext}   the display file, W = min(natural width, 1600); the document points here
 *   {docId}/{base}-640.{ext}   a small copy, only when W > 640
 * The format is WebP where the admin's browser can encode it and JPEG where it cannot (Safari,
 * WebKit): the extension says which, and the small copy always has its display file's, so the
 * path the document records tells every reader where the small copy is.
 * A file whose name carries no width (older data) has no variants and is shown as it is.
 * Storage answers a get of any file in the folder without a token (storage.rules), so a
 * variant's URL is the display file's URL with the path swapped and the token dropped.
 */
import type { MediaRef } from '@/lib/model/shared';

export const DISPLAY_WIDTH = 1600;
export const SMALL_WIDTH = 640;

/** The formats a resized image is stored in, by content type, with their file extension. */
const RESIZED_FORMATS = { 'image/webp': 'webp', 'image/jpeg': 'jpg' } as const;
export type ResizedType = keyof typeof RESIZED_FORMATS;

export function isResizedType(contentType: string): contentType is ResizedType {
  return Object.hasOwn(RESIZED_FORMATS, contentType);
}

const NAMED_WIDTH = /^(.*\/(?:mainImg|map))-(\d{2,4})\.(webp|jpg)$/;

/** Storage path of the `width` variant of an image stored as `{folder}/{base}-{W}.{ext}`. */
export function variantPath(
  folder: string,
  base: string,
  width: number,
  contentType: ResizedType,
): string {
  return `${folder}/${base}-${String(width)}.${RESIZED_FORMATS[contentType]}`;
}

/** The widths stored for an image: the display width first, then the small copy if any. */
export function storedWidths(displayWidth: number): number[] {
  return displayWidth > SMALL_WIDTH ? [displayWidth, SMALL_WIDTH] : [displayWidth];
}

/** The display width an image ref names, or null when it was not stored by our resizer. */
export function namedWidth(ref: Pick<MediaRef, 'path'>): number | null {
  const match = NAMED_WIDTH.exec(ref.path);
  return match ? Number(match[2]) : null;
}

/** Every storage path that belongs to an image ref: itself and its small copy. */
export function allVariantPaths(ref: Pick<MediaRef, 'path'>): string[] {
  const match = NAMED_WIDTH.exec(ref.path);
  const width = namedWidth(ref);
  if (!match?.[1] || width === null || width <= SMALL_WIDTH) return [ref.path];
  return [ref.path, `${match[1]}-${String(SMALL_WIDTH)}.${match[3] ?? ''}`];
}

/** The URL of another file of the same folder, built from a download URL. */
function siblingUrl(url: string, fromPath: string, toPath: string): string {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname.replace(
    encodeURIComponent(fromPath),
    encodeURIComponent(toPath),
  );
  parsed.searchParams.delete('token');
  return parsed.toString();
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** `src` and, for resized images, a `srcSet` with both widths. */
export function imageSources(ref: Pick<MediaRef, 'url' | 'path'>): ImageSources {
  const paths = allVariantPaths(ref);
  const width = namedWidth(ref);
  const small = paths[1];
  if (width === null || small === undefined) return { src: ref.url };
  return {
    src: ref.url,
    srcSet: `${siblingUrl(ref.url, ref.path, small)} ${String(SMALL_WIDTH)}w, ${ref.url} ${String(width)}w`,
  };
}
