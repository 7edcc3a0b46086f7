import type { MediaRef } from '@/lib/model/shared';
import { toErrorCode } from '@/lib/errors';
import { fail, type Result } from '@/lib/result';
import { deletePaths, uploadMedia } from './storage';

export interface MediaFile {
  /** Storage base name: mainImg, map, audio-es or audio-en (spec section 7). */
  baseName: string;
  data: Blob;
  contentType: string;
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

/** {documentId}/{baseName}.{ext} — spec section 7's layout, extension from the content type. */
export function mediaPath(docId: string, file: Pick<MediaFile, 'baseName' | 'contentType'>) {
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

/** Files that could not be removed after a failure; the admin clean-up action removes them later. */
export type Leftovers = string[];

/**
 * Uploads the files, then runs the document write with their references. If an
 * upload or the write fails, everything uploaded is deleted again (spec
 * section 4): no document without its files, no files without their document.
 */
export async function writeWithMedia<T>(
  docId: string,
  files: MediaFile[],
  write: (media: Record<string, MediaRef>) => Promise<Result<T>>,
  options: MediaWriteOptions = {},
): Promise<Result<T> & { leftovers?: Leftovers }> {
  const uploaded: string[] = [];
  const media: Record<string, MediaRef> = {};
  // One failed upload cancels the others; we still wait for all of them to settle,
  // so an upload that finishes late is known and cleaned up too.
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  const settled = await Promise.allSettled(
    files.map(async (file) => {
      const path = mediaPath(docId, file);
      try {
        media[file.baseName] = await uploadMedia(path, file.data, {
          contentType: file.contentType,
          signal: controller.signal,
          onProgress: (fraction) => options.onProgress?.({ baseName: file.baseName, fraction }),
        });
        uploaded.push(path);
      } catch (error) {
        controller.abort();
        throw error;
      }
    }),
  );
  options.signal?.removeEventListener('abort', stop);
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  const result: Result<T> = failure
    ? fail(toErrorCode(failure.reason), String(failure.reason))
    : await write(media);
  if (!result.isError) return result;
  const cleanup = await deletePaths(uploaded.filter((path) => !options.keep?.includes(path)));
  return cleanup.errored.length > 0 ? { ...result, leftovers: cleanup.errored } : result;
}

/**
 * Replaces some of a document's files and saves it. Old files whose path changed
 * (another extension) are deleted once the document points to the new ones.
 */
export async function replaceMedia<T>(
  docId: string,
  current: Record<string, MediaRef | null | undefined>,
  files: MediaFile[],
  write: (media: Record<string, MediaRef>) => Promise<Result<T>>,
  options: MediaWriteOptions = {},
): Promise<Result<T> & { leftovers?: Leftovers }> {
  const currentPaths = Object.values(current).flatMap((ref) => (ref ? [ref.path] : []));
  const result = await writeWithMedia(docId, files, write, { ...options, keep: currentPaths });
  if (result.isError) return result;
  const stale = files.flatMap((file) => {
    const old = current[file.baseName];
    return old && old.path !== mediaPath(docId, file) ? [old.path] : [];
  });
  const cleanup = await deletePaths(stale);
  return cleanup.errored.length > 0 ? { ...result, leftovers: cleanup.errored } : result;
}
