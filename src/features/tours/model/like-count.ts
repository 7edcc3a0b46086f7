// No runtime imports but the vocabulary: the tour page's loader upgrades saved copies with this
// before zod and Firestore have loaded.
import { STORED_LIKES } from '@/config/vocabulary';

/**
 * A tour's fields with its number of likes and without the list of who liked it. The original
 * product kept that list on the tour: a document the likes migration (scripts/migrate-likes.mjs)
 * has not reached yet, or a copy saved for offline use by an earlier version, counts the
 * distinct uids its list holds. The list itself is dropped: no page needs to know who liked a
 * tour, and a device must not keep it. Anything else (no count and no list, a count that is not
 * a number) is left for the schema to refuse: a bad document is reported, never shown as
 * "0 likes".
 */
export function countLegacyLikes(data: Record<string, unknown>): Record<string, unknown> {
  const { [STORED_LIKES.legacyLikes]: legacy, ...rest } = data;
  const stored = rest[STORED_LIKES.likeCount];
  const likeCount = stored === undefined && Array.isArray(legacy) ? new Set(legacy).size : stored;
  return { ...rest, [STORED_LIKES.likeCount]: likeCount };
}

/** A tour as a copy saved for offline use may hold it: with the list of who liked it. */
export type WithLegacyLikes<T> = Omit<T, 'likeCount'> & { likeCount?: number; likes?: string[] };

/** countLegacyLikes for a saved tour, whose JSON no schema parses (hence the assertion). */
export const withLikeCount = <T extends { likeCount: number }>(tour: WithLegacyLikes<T>): T =>
  countLegacyLikes(tour) as T;
