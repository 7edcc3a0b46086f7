import { attempt, InputError } from '@/lib/errors';
import { deleteDocuments, deleteFolders, idsWhere } from '@/lib/firebase/admin-writes';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { mainImageEdit, writeWithMedia } from '@/lib/firebase/media';
import { STORED_FIELDS } from '@/config/vocabulary';
import { COLLECTIONS } from '@/lib/firebase/paths';
import type { Result } from '@/lib/result';
import type { TourInput } from '../model/tour';
import { addTour, tours, updateTour } from './tours';

/** Creates a draft tour with its image; a failed upload or write leaves nothing behind. */
export function createTour(input: TourInput, image: MediaFile, options?: MediaWriteOptions) {
  const id = tours.newId();
  return writeWithMedia(id, [image], (media) => addTour(input, media.mainImg ?? null, id), options);
}

/** Saves the texts and, when given, a new image (the old file goes once the new one is in). */
export const editTour = mainImageEdit((id) => tours.get(id), updateTour);

/**
 * Deletes a tour the safe way, so nothing is left without its document: first the files of its works,
 * then its works and comments in batches, then its own files and document.
 * If a file cannot be deleted, no document is: the admin can simply retry.
 */
export function deleteTour(
  id: string | undefined,
): Promise<Result<{ works: number; comments: number }>> {
  return attempt(async () => {
    if (!id) throw new InputError('missingId', 'No exposition specified');
    const works = await idsWhere(COLLECTIONS.works, STORED_FIELDS.tourId, id);
    const comments = await idsWhere(COLLECTIONS.comments, STORED_FIELDS.tourId, id);
    await deleteFolders(works);
    await deleteDocuments([
      ...works.map((workId) => ({ path: COLLECTIONS.works, id: workId })),
      ...comments.map((commentId) => ({ path: COLLECTIONS.comments, id: commentId })),
    ]);
    await deleteFolders([id]);
    await deleteDocuments([{ path: COLLECTIONS.tours, id }]);
    return { works: works.length, comments: comments.length };
  });
}
