import { attempt, InputError } from '@/lib/errors';
import { deleteDocuments, deleteFolders } from '@/lib/firebase/admin-writes';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { replaceMedia, writeWithMedia } from '@/lib/firebase/media';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { fail, type Result } from '@/lib/result';
import type { WorkInput } from '../model/work';
import { addWork, works, updateWork } from './works';

/** Adds a work with its files (at least one: a work with nothing to show is no use); nothing is left behind on failure. */
export function createWork(input: WorkInput, files: MediaFile[], options?: MediaWriteOptions) {
  if (files.length === 0)
    return Promise.resolve(fail<string>('insufficientData', 'Insufficient data'));
  const id = works.newId();
  return writeWithMedia(id, files, (media) => addWork(input, media, id), options);
}

/** Saves the texts and replaces the given files; the others stay as they are. */
export async function editWork(
  id: string,
  input: WorkInput,
  files: MediaFile[],
  options?: MediaWriteOptions,
): Promise<Result<void>> {
  const current = await attempt(() => works.get(id));
  if (current.isError) return current;
  if (files.length === 0) return updateWork(id, input);
  return replaceMedia(
    id,
    current.data.media,
    files,
    (media) => updateWork(id, input, { ...current.data.media, ...media }),
    options,
  );
}

/** Deletes a work's files, then the work, so no file is left without its document. */
export function deleteWork(id: string | undefined): Promise<Result<void>> {
  return attempt(async () => {
    if (!id) throw new InputError('missingId', 'No obra Specified');
    await deleteFolders([id]);
    await deleteDocuments([{ path: COLLECTIONS.works, id }]);
  });
}
