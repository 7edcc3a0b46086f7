// Type-only imports: the tour page's loader uses this before zod and Firestore have loaded.
import type { BilingualText } from '@/lib/model/language';
import type { WithLegacyLikes } from './like-count';
import type { Tour } from './tour';

/**
 * A tour as a copy saved on the device may hold it: saved when the museum name was one string,
 * or when the tour listed who liked it (./like-count.ts).
 */
export type SavedTour = WithLegacyLikes<Omit<Tour, 'museum'> & { museum: BilingualText | string }>;

/**
 * The tour with its museum name in both languages: what tourModel.schema does for documents,
 * for tours saved for offline use, whose JSON is not parsed by it.
 */
export function withMuseumName<T extends { museum: BilingualText | string }>(
  tour: T,
): Omit<T, 'museum'> & { museum: BilingualText } {
  const { museum } = tour;
  return { ...tour, museum: typeof museum === 'string' ? { es: museum, en: museum } : museum };
}
