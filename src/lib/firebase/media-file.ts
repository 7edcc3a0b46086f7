import type { MediaRef } from '@/lib/model/shared';
import { isResizedType, variantPath } from '@/lib/image-variants';

/*
 * What a document's files are and where they are stored: the names, paths and references the
 * writes in ./media.ts use, and the types the back-office's forms hand them.
 */

export interface MediaFile {
  /** Storage base name: mainImg, map, audio-es or audio-en, as the original product stored them. */
  baseName: string;
  data: Blob;
  contentType: string;
  /**
   * Display width of an image resized by the back-office: stored as {base}-{width}.webp, or
   * .jpg where the browser encodes no WebP (docs/adr/0004-responsive-image-variants.md).
   * Without it the name carries no width.
   */
  width?: number;
  /** With `width`, the stored image's height: both go into the document's ref. */
  height?: number;
  /** A narration's length in seconds, measured before upload: goes into the document's ref. */
  duration?: number;
  /**
   * Smaller copies stored next to it as {base}-{width}.{ext}, in the same format (their data is
   * of `contentType` too); the document does not point to them.
   */
  variants?: { width: number; data: Blob }[];
}

/**
 * What the document records about an uploaded file: the stored object, plus an image's pixel
 * size (when both sides are known) or a narration's length, so pages need not load it to know.
 */
export function fileRef(stored: MediaRef, file: MediaFile): MediaRef {
  const { width, height, duration } = file;
  if (width !== undefined && height !== undefined && stored.contentType.startsWith('image/')) {
    return { ...stored, width, height };
  }
  if (duration !== undefined && stored.contentType.startsWith('audio/')) {
    return { ...stored, duration };
  }
  return stored;
}

export interface MediaProgress {
  baseName: string;
  fraction: number;
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
};

/**
 * Where the `width` copy of a resized image is stored, in the image's format:
 * {documentId}/{baseName}-{width}.{webp|jpg} (ADR 4).
 */
export function resizedPath(
  docId: string,
  file: Pick<MediaFile, 'baseName' | 'contentType'>,
  width: number,
): string {
  if (!isResizedType(file.contentType)) {
    throw new Error(`Resized images are stored as WebP or JPEG, not ${file.contentType}`);
  }
  return variantPath(docId, file.baseName, width, file.contentType);
}

/**
 * {documentId}/{baseName}.{ext} — the original product's layout, so existing files keep working; extension from the content type;
 * a resized image is {documentId}/{baseName}-{width}.{webp|jpg} (ADR 4).
 */
export function mediaPath(
  docId: string,
  file: Pick<MediaFile, 'baseName' | 'contentType' | 'width'>,
) {
  if (file.width !== undefined) return resizedPath(docId, file, file.width);
  const extension = EXTENSIONS[file.contentType];
  if (!extension) throw new Error(`Unsupported content type ${file.contentType}`);
  return `${docId}/${file.baseName}.${extension}`;
}

export interface MediaWriteOptions {
  onProgress?: (progress: MediaProgress) => void;
  signal?: AbortSignal;
  /** Paths the current document still points to: never cleaned up after a failure. */
  keep?: string[];
}

/** Every storage path a file is written to: the file itself, then its smaller copies. */
export function mediaPaths(docId: string, file: MediaFile): string[] {
  return [
    mediaPath(docId, file),
    ...(file.variants ?? []).map((variant) => resizedPath(docId, file, variant.width)),
  ];
}
