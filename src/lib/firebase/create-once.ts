import { attempt } from '@/lib/errors';
import type { MediaRef } from '@/lib/model/shared';
import { fail, type Result } from '@/lib/result';
import type { MediaFile, MediaWriteOptions } from './media-file';
import { writeWithMedia } from './media';

/**
 * A create that is safe to run again with the same id. The back-office chooses a new record's id
 * before its first write (the form keeps it, its draft too), so a second click, a retry from the
 * upload tray, or a draft saved again after a reload all name the same document: when it exists
 * already, an earlier run created it, and this one edits it (its files replaced as an edit
 * replaces them, never deleted as a failed create's would be) instead of adding another record.
 * Either way the result is the record's id, with what the write left behind (`leftovers`).
 */
export async function createOnce(
  id: string,
  run: {
    /** Reads the record: found, an earlier run created it. */
    read: () => Promise<unknown>;
    create: () => Promise<Result<string>>;
    edit: () => Promise<Result<void>>;
  },
  signal?: AbortSignal,
): Promise<Result<string>> {
  const found = await attempt(run.read);
  // Cancelled while the record was looked up: nothing has been sent yet.
  if (signal?.aborted) return fail('canceled', 'Cancelled before the upload');
  if (found.isError) return found.error.code === 'notFound' ? run.create() : found;
  const edited = await run.edit();
  return edited.isError ? edited : { ...edited, data: id };
}

/**
 * `createOnce` for a record saved with its files: uploads them, then `add` writes the record
 * with their references (nothing is left behind if either fails); a record an earlier run
 * created is edited instead.
 */
export function createWithMedia(
  id: string,
  files: MediaFile[],
  options: MediaWriteOptions | undefined,
  run: {
    read: () => Promise<unknown>;
    add: (media: Record<string, MediaRef>) => Promise<Result<string>>;
    edit: () => Promise<Result<void>>;
  },
): Promise<Result<string>> {
  return createOnce(
    id,
    { read: run.read, create: () => writeWithMedia(id, files, run.add, options), edit: run.edit },
    options?.signal,
  );
}
