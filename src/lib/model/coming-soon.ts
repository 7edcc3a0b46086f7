// No runtime imports but stored names: the boot script tells the first card of /museos with this before
// the app has loaded, so that both pick the same museum.
import { STORED_EXHIBITIONS } from '@/config/stored-exhibitions';
import { STORED_MUSEUM_COUNTS } from '@/config/stored-museum-counts';
import type { Day } from '@/lib/days';

/**
 * Whether a museum, as stored, is coming soon on `day`: its count of published permanent tours
 * is zero and none of its exhibitions is open that day (their days are kept on it, written with
 * each exhibition), so a museum whose only exhibition closed yesterday reads as coming soon
 * today, with no write at midnight. One whose count is unknown (stored before counts, not
 * migrated yet) is open: a museum with tours must never look closed.
 */
export function isComingSoon(museum: Record<string, unknown>, day: Day): boolean {
  if (museum[STORED_MUSEUM_COUNTS.publishedTours] !== 0) return false;
  const exhibitions = museum[STORED_EXHIBITIONS.museumExhibitions];
  if (typeof exhibitions !== 'object' || exhibitions === null) return true;
  return !Object.values(exhibitions).some(
    (days) =>
      Array.isArray(days) &&
      typeof days[0] === 'number' &&
      typeof days[1] === 'number' &&
      days[0] <= day &&
      day <= days[1],
  );
}
