import type { MediaRef } from '@/lib/model/shared';
import { allVariantPaths } from '@/lib/image-variants';
import { attempt, toErrorCode } from '@/lib/errors';
import { fail, type Result } from '@/lib/result';
import {
  fileRef,
  mediaPath,
  mediaPaths,
  resizedPath,
  type MediaFile,
  type MediaWriteOptions,
} from './media-file';
import { deletePaths, uploadMedia } from './storage';

interface UploadJob {
  file: MediaFile;
  path: string;
  data: Blob;
  primary: boolean;
}

function uploadJobs(docId: string, files: MediaFile[]): UploadJob[] {
  return files.flatMap((file) => [
    { file, path: mediaPath(docId, file), data: file.data, primary: true },
    ...(file.variants ?? []).map((variant) => ({
      file,
      path: resizedPath(docId, file, variant.width),
      data: variant.data,
      primary: false,
    })),
  ]);
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
  // A failed upload does not cancel the others: a cancelled upload whose bytes had already
  // reached the server can still be stored after our clean-up ran (the e2e caught it), while
  // one left to finish is known and deleted. Only the admin's Cancel stops them.
  let jobs: UploadJob[];
  try {
    jobs = uploadJobs(docId, files);
  } catch (error) {
    return fail('invalidData', String(error));
  }
  const controller = new AbortController();
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  // Progress per file, its smaller copies included, weighted by bytes.
  const sent = new Map<UploadJob, number>();
  const report = (file: MediaFile) => {
    const own = jobs.filter((job) => job.file === file);
    const total = own.reduce((sum, job) => sum + job.data.size, 0) || 1;
    const done = own.reduce((sum, job) => sum + (sent.get(job) ?? 0) * job.data.size, 0);
    options.onProgress?.({ baseName: file.baseName, fraction: done / total });
  };
  const settled = await Promise.allSettled(
    jobs.map(async (job) => {
      const ref = await uploadMedia(job.path, job.data, {
        contentType: job.file.contentType,
        signal: controller.signal,
        onProgress: (fraction) => {
          sent.set(job, fraction);
          report(job.file);
        },
      });
      uploaded.push(job.path);
      if (job.primary) media[job.file.baseName] = fileRef(ref, job.file);
    }),
  );
  options.signal?.removeEventListener('abort', stop);
  // A real refusal (403, 402...) wins over uploads the admin's Cancel stopped meanwhile.
  const failures = settled.filter((outcome) => outcome.status === 'rejected');
  const failure =
    failures.find((outcome) => toErrorCode(outcome.reason) !== 'canceled') ?? failures[0];
  const result: Result<T> = failure
    ? fail(toErrorCode(failure.reason), String(failure.reason))
    : await write(media);
  if (!result.isError) return result;
  // Every path tried, not only the uploads that reported success: an upload cancelled after
  // its bytes reached the server is stored all the same. A missing file counts as deleted.
  const tried = failure ? jobs.map((job) => job.path) : uploaded;
  const cleanup = await deletePaths(tried.filter((path) => !options.keep?.includes(path)));
  return cleanup.errored.length > 0 ? { ...result, leftovers: cleanup.errored } : result;
}

/**
 * Replaces some of a document's files and saves it. Old files whose path changed
 * (another extension or width), and their smaller copies, are deleted once the
 * document points to the new ones.
 */
export async function replaceMedia<T>(
  docId: string,
  current: Record<string, MediaRef | null | undefined>,
  files: MediaFile[],
  write: (media: Record<string, MediaRef>) => Promise<Result<T>>,
  options: MediaWriteOptions = {},
): Promise<Result<T> & { leftovers?: Leftovers }> {
  const currentPaths = Object.values(current).flatMap((ref) => (ref ? allVariantPaths(ref) : []));
  const result = await writeWithMedia(docId, files, write, { ...options, keep: currentPaths });
  if (result.isError) return result;
  const stale = files.flatMap((file) => {
    const old = current[file.baseName];
    if (!old) return [];
    const fresh = mediaPaths(docId, file);
    return allVariantPaths(old).filter((path) => !fresh.includes(path));
  });
  const cleanup = await deletePaths(stale);
  return cleanup.errored.length > 0 ? { ...result, leftovers: cleanup.errored } : result;
}

/**
 * An edit that saves a document's texts and, when one is given, its new main image: the old file
 * goes once the document points to the new one. `read` gives the document as it is now.
 */
export function mainImageEdit<Input>(
  read: (id: string) => Promise<{ image: MediaRef | null }>,
  update: (id: string, input: Input, mainImg?: MediaRef) => Promise<Result<void>>,
) {
  return async (
    id: string,
    input: Input,
    image: MediaFile | null,
    options?: MediaWriteOptions,
  ): Promise<Result<void>> => {
    if (!image) return update(id, input);
    const current = await attempt(() => read(id));
    if (current.isError) return current;
    return replaceMedia(
      id,
      { mainImg: current.data.image },
      [image],
      (media) => update(id, input, media.mainImg),
      options,
    );
  };
}
