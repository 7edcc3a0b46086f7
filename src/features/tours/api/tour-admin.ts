import { attempt, InputError } from '@/lib/errors';
import {
  deleteTourAndAll,
  type OnDeleteProgress,
  type TourDeleteReport,
} from '@/lib/firebase/delete-cascade';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { mainImageEdit, writeWithMedia } from '@/lib/firebase/media';
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
 * Deletes a tour and all that is its (works and their files, comments, likes, its files), any
 * size, unpublished first; if it fails part way, deleting it again finishes it
 * (src/lib/firebase/delete-cascade.ts).
 */
export function deleteTour(
  id: string | undefined,
  onProgress?: OnDeleteProgress,
): Promise<Result<TourDeleteReport>> {
  return attempt(async () => {
    if (!id) throw new InputError('missingId', 'No exposition specified');
    return deleteTourAndAll(id, onProgress);
  });
}
