// Type-only imports: the tour page's loader uses this before zod and Firestore have loaded.
import type { Work } from './work';

/** A work as a copy saved on the device may hold it: saved before works had a room. */
export type SavedWork = Omit<Work, 'room'> & Partial<Pick<Work, 'room'>>;

/**
 * The work with a room, empty when it had none: what workModel.schema does for documents, for
 * tours saved for offline use, whose JSON is not parsed by it.
 */
export function withRoom(work: SavedWork): Work {
  return { ...work, room: work.room ?? { es: '', en: '' } };
}
