import { attempt, InputError } from '@/lib/errors';
import { deleteTourAndAll, type TourDeleteReport } from '@/features/cpanel/api/delete-cascade';
import type { OnDeleteProgress } from '@/lib/firebase/delete-pages';
import { freeReadableId, ownRecord } from '@/features/cpanel/api/readable-id';
import { createWithMedia } from '@/lib/firebase/create-once';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { replaceMedia, type Leftovers } from '@/lib/firebase/media';
import { deletePaths } from '@/lib/firebase/storage';
import { allVariantPaths } from '@/lib/image-variants';
import { fail, ok, type Result } from '@/lib/result';
import type { TourInput } from '../model/tour';
import { addTour, tours, updateTour } from './tours';

/** A tour's files: its picture (`mainImg`, recorded as `image`) and its floor plan (`map`). */
export type TourFiles = MediaFile | MediaFile[] | null;

/** One file is the tour's picture, as the forms before floor plans sent it. */
const asList = (files: TourFiles) => (files === null ? [] : Array.isArray(files) ? files : [files]);

/** A new tour's address, free, made from its title (Spanish first): its id for good. */
export const newTourId = (input: Pick<TourInput, 'name'>) =>
  freeReadableId(input.name.es || input.name.en, 'recorrido');

/**
 * Creates a draft tour with its picture and, if given, its floor plan; a failed upload or write
 * leaves nothing behind. Its id is its address, made from its title (newTourId) unless given:
 * `id`, chosen by the form as it is first saved, makes it safe to run again: a tour that exists
 * with that id, last saved by this admin, is edited instead (createOnce); one of another's is
 * never written over.
 */
export async function createTour(
  input: TourInput,
  files: TourFiles,
  options?: MediaWriteOptions,
  given?: string,
): Promise<Result<string>> {
  const list = asList(files);
  if (!list.some((file) => file.baseName === 'mainImg'))
    return fail('insufficientData', 'Insufficient data');
  const chosen = given === undefined ? await newTourId(input) : ok(given);
  if (chosen.isError) return chosen;
  const id = chosen.data;
  return createWithMedia(id, list, options, {
    read: () => ownRecord(() => tours.get(id)),
    add: (media) => addTour(input, { image: media.mainImg ?? null, map: media.map }, id),
    edit: () => editTour(id, input, list, options),
  });
}

/**
 * Saves the texts and the files given (a new picture, a new floor plan); the others stay. An old
 * file goes once the tour points to its replacement.
 */
export async function editTour(
  id: string,
  input: TourInput,
  files: TourFiles,
  options?: MediaWriteOptions,
): Promise<Result<void>> {
  const list = asList(files);
  if (list.length === 0) return updateTour(id, input);
  const current = await attempt(() => tours.get(id));
  if (current.isError) return current;
  return replaceMedia(
    id,
    { mainImg: current.data.image, map: current.data.map },
    list,
    (media) =>
      updateTour(id, input, {
        ...(media.mainImg && { image: media.mainImg }),
        ...(media.map && { map: media.map }),
      }),
    options,
  );
}

/**
 * Takes the tour's floor plan away: the tour stops pointing to it first (its works without a
 * map of their own then show none), then its files go; a file that could not be deleted is
 * reported as a leftover for the clean-up.
 */
export async function removeTourMap(id: string): Promise<Result<void> & { leftovers?: Leftovers }> {
  const current = await attempt(() => tours.get(id));
  if (current.isError) return current;
  const plan = current.data.map;
  if (!plan) return ok(undefined);
  const cleared = await attempt(() => tours.update(id, { map: null }));
  if (cleared.isError) return cleared;
  const cleanup = await deletePaths(allVariantPaths(plan));
  return cleanup.errored.length > 0 ? { ...cleared, leftovers: cleanup.errored } : cleared;
}

/**
 * Deletes a tour and all that is its (works and their files, comments, likes, its files), any
 * size, unpublished first; if it fails part way, deleting it again finishes it
 * (src/features/cpanel/api/delete-cascade.ts).
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
