import { deleteField } from 'firebase/firestore/lite';
import { attempt } from '@/lib/errors';
import { deleteMuseumAndAll } from '@/features/cpanel/api/delete-cascade';
import type { OnDeleteProgress } from '@/lib/firebase/delete-pages';
import { freeReadableId, ownRecord } from '@/features/cpanel/api/readable-id';
import { createWithMedia } from '@/lib/firebase/create-once';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { mainImageEdit } from '@/lib/firebase/media';
import { COLLECTIONS } from '@/lib/firebase/paths';
import type { MediaRef } from '@/lib/model/shared';
import { fail, ok, type Result } from '@/lib/result';
import type { MuseumInput } from '../model/museum';
import { VISIT_KEYS } from '../model/visit';
import { toursOfMuseum } from './museum-tours';
import { addMuseum, requireId, museums, validInput } from './museums';
import { trashMuseumNow } from './museum-trash';

/** A new museum's address, free, made from its name (Spanish first): its id for good. */
export const newMuseumId = (input: Pick<MuseumInput, 'name'>) =>
  freeReadableId(input.name.es || input.name.en, 'museo');

/**
 * Creates a museum with its image; a failed upload or write leaves nothing behind. Its id is its
 * address, made from its name (newMuseumId) unless given: `id`, chosen by the form as it is
 * first saved, makes it safe to run again: a museum that exists with that id, last saved by this
 * admin, is edited instead (createOnce); one of another's is never written over.
 */
export async function createMuseum(
  input: MuseumInput,
  image: MediaFile,
  options?: MediaWriteOptions,
  given?: string,
): Promise<Result<string>> {
  const chosen = given === undefined ? await newMuseumId(input) : ok(given);
  if (chosen.isError) return chosen;
  const id = chosen.data;
  return createWithMedia(id, [image], options, {
    read: () => ownRecord(() => museums.get(id)),
    add: (media) => addMuseum(input, media.mainImg ?? null, id),
    edit: () => editMuseum(id, input, image, options),
  });
}

/**
 * Saves the museum and copies its name onto its tours, which show it without reading the
 * museum (docs/adr/0007-tour-museum-name-copied-from-its-museum.md), in one batch: a tour
 * stored with a one-language name gets both. Its address goes the same way onto the tours that
 * show the museum's; a visit field left out of `input` is removed from the museum.
 */
export const updateMuseum = (
  id: string | undefined,
  input: MuseumInput,
  image?: MediaRef | null,
): Promise<Result<void>> =>
  attempt(async () => {
    const museumId = requireId(id);
    const valid = validInput(input);
    const tours = await toursOfMuseum(museumId);
    await museums.updateWith(
      museumId,
      { ...valid, ...visitRemovals(valid), ...(image !== undefined && { image }) },
      tours.map((tour) => ({
        path: COLLECTIONS.tours,
        id: tour.id,
        patch: {
          museum: valid.name,
          // A museum without an address leaves its tours the last one they had.
          ...(tour.followsAddress && valid.address ? { address: valid.address } : {}),
        },
      })),
    );
  });

/** The visit fields `input` leaves out, to be removed from the stored museum. */
const visitRemovals = (input: MuseumInput) =>
  Object.fromEntries(
    VISIT_KEYS.filter((key) => input[key] === undefined).map((key) => [key, deleteField()]),
  );

/** Saves the texts and, when given, a new image (the old file goes once the new one is in). */
export const editMuseum = mainImageEdit((id) => museums.get(id), updateMuseum);

/** Moves a museum and its tours to the trash (museum-trash.ts). */
export const trashMuseum = (id: string): Promise<Result<{ tours: number }>> =>
  attempt(() => trashMuseumNow(id));

/**
 * Deletes a museum with all its tours (each with all that is its) and its image; if it fails part
 * way, deleting it again finishes it (src/features/cpanel/api/delete-cascade.ts).
 */
export function deleteMuseum(
  id: string | undefined,
  onProgress?: OnDeleteProgress,
): Promise<Result<{ tours: number }>> {
  if (!id) return Promise.resolve(fail('missingId', 'No tematic specified'));
  return attempt(() => deleteMuseumAndAll(id, onProgress));
}
