// Type-only imports: the tour page's loader uses this before zod and Firestore have loaded.
import type { Obra } from './obra';

/** A work as a copy saved on the device may hold it: saved before works had a room. */
export type SavedObra = Omit<Obra, 'room'> & Partial<Pick<Obra, 'room'>>;

/**
 * The work with a room, empty when it had none: what obraSchema does for documents, for
 * tours saved for offline use, whose JSON is not parsed by it.
 */
export function withRoom(work: SavedObra): Obra {
  return { ...work, room: work.room ?? { es: '', en: '' } };
}
