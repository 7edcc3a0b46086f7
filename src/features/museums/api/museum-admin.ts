import { attempt } from '@/lib/errors';
import { deleteDocuments, deleteFolders, idsWhere } from '@/lib/firebase/admin-writes';
import {
  replaceMedia,
  writeWithMedia,
  type MediaFile,
  type MediaWriteOptions,
} from '@/lib/firebase/media';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { fail, type Result } from '@/lib/result';
import type { TematicInput } from '../model/tematic';
import { addMuseum, tematics, updateMuseum } from './tematics';

/** Creates a museum with its image; a failed upload or write leaves nothing behind. */
export function createMuseum(input: TematicInput, image: MediaFile, options?: MediaWriteOptions) {
  const id = tematics.newId();
  return writeWithMedia(
    id,
    [image],
    (media) => addMuseum(input, media.mainImg ?? null, id),
    options,
  );
}

export async function editMuseum(
  id: string,
  input: TematicInput,
  image: MediaFile | null,
  options?: MediaWriteOptions,
): Promise<Result<void>> {
  if (!image) return updateMuseum(id, input);
  const current = await attempt(() => tematics.get(id));
  if (current.isError) return current;
  return replaceMedia(
    id,
    { mainImg: current.data.image },
    [image],
    (media) => updateMuseum(id, input, media.mainImg),
    options,
  );
}

/**
 * Deletes a museum and its image. A museum that still has tours is refused:
 * deleting it would leave them orphaned (the admin moves or deletes them first).
 */
export async function deleteMuseumSafely(id: string | undefined): Promise<Result<void>> {
  if (!id) return fail('missingId', 'No tematic specified');
  const tours = await attempt(() => idsWhere(COLLECTIONS.expositions, 'tematicId', id, 1));
  if (tours.isError) return tours;
  if (tours.data.length > 0) return fail('hasTours', 'The museum still has tours');
  return attempt(async () => {
    await deleteFolders([id]);
    await deleteDocuments([{ path: COLLECTIONS.tematics, id }]);
  });
}
