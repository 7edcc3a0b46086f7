import { attempt, InputError } from '@/lib/errors';
import { createWithMedia } from '@/lib/firebase/create-once';
import { deleteFolders } from '@/lib/firebase/bulk-writes';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { replaceMedia } from '@/lib/firebase/media';
import { idOrThrow, parseInput } from '@/lib/inputs';
import { fail, type Result } from '@/lib/result';
import type { NumberChange } from '../model/numbering';
import { workInputSchema, workModel, type Work, type WorkInput } from '../model/work';
import { deleteNumberedWork, trashNumberedWork } from './work-leaving';
import {
  addNumberedWork,
  moveNumberedWork,
  renumberNumberedTour,
  updateNumberedWork,
} from './work-numbering';
import { works } from './works';

const requireId = (id: string | undefined, what = 'No obra Specified') => idOrThrow(id, what);

/** The input checked, as stored, without its number and tour: the numbering writes those. */
function storedFields(input: WorkInput, media?: Work['media']) {
  const { order: _order, tourId: _tourId, ...fields } = parseInput(workInputSchema, input);
  return workModel.converter.toStored({ ...fields, ...(media !== undefined && { media }) });
}

/**
 * Adds a work with its files (at least one: a work with nothing to show is no use); nothing is
 * left behind on failure. It takes the number asked for, within 1..n+1 of its tour: the work
 * that had it and the ones after move down one. Its id. `id`, chosen by the form before the
 * first write, makes it safe to run again (a second click, a retry from the upload tray, a draft
 * saved again after a reload): a work that exists with that id is edited instead (createOnce,
 * and addNumberedWork's own check for two runs at once), so the tour gains one work, not two.
 */
export function createWork(
  input: WorkInput,
  files: MediaFile[],
  options?: MediaWriteOptions,
  id: string = works.newId(),
): Promise<Result<string>> {
  if (files.length === 0)
    return Promise.resolve(fail<string>('insufficientData', 'Insufficient data'));
  return createWithMedia(id, files, options, {
    read: () => works.get(id),
    add: (media) =>
      attempt(async () => {
        await addNumberedWork(id, input.tourId, input.order, storedFields(input, media));
        return id;
      }),
    edit: () => editWork(id, input, files, options),
  });
}

/**
 * Saves the texts and replaces the given files; the others stay as they are. A new number (or
 * tour) moves the work there, and the works between by one.
 */
export async function editWork(
  id: string,
  input: WorkInput,
  files: MediaFile[],
  options?: MediaWriteOptions,
): Promise<Result<void>> {
  const current = await attempt(() => works.get(id));
  if (current.isError) return current;
  const save = (media?: Work['media']) =>
    attempt(async () => {
      await updateNumberedWork(id, storedFields(input, media), input.tourId, input.order);
    });
  if (files.length === 0) return save();
  return replaceMedia(
    id,
    current.data.media,
    files,
    (media) => save({ ...current.data.media, ...media }),
    options,
  );
}

/**
 * Deletes a work's files, then the work, so no file is left without its document; the works
 * after it move up one. What changed number.
 */
export function deleteWork(id: string | undefined): Promise<Result<NumberChange[]>> {
  return attempt(async () => {
    if (!id) throw new InputError('missingId', 'No obra Specified');
    await deleteFolders([id]);
    return deleteNumberedWork(id);
  });
}

/** Moves a work to the trash: the works after it move up one (trashNumberedWork). */
export const trashWork = (id: string | undefined) =>
  attempt(() => trashNumberedWork(requireId(id)));

/** Gives a work the number `order` in its tour (back-office up/down): the works between move by one. */
export const moveWorkTo = (id: string | undefined, order: number) =>
  attempt(() => moveNumberedWork(requireId(id), order));

/** Numbers a tour's works 1..n in their listed order (older data with gaps or repeats). */
export const renumberWorks = (tourId: string | undefined) =>
  attempt(() => renumberNumberedTour(requireId(tourId, 'No exposition specified')));
