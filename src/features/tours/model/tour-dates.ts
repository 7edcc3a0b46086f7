// No runtime imports but the vocabulary and days: the boot-time pages and the saved tours read
// a tour's phase before zod and Firestore have loaded.
import { STORED_EXHIBITIONS } from '@/config/stored-exhibitions';
import { daysBetween, type Day } from '@/lib/days';

/**
 * Where a tour stands on a given day: a permanent tour always is; a temporary exhibition is
 * upcoming before its opening day, open from it, in its last days in its final LAST_DAYS days
 * (its closing day included), and closed from the day after its closing day.
 */
export type TourPhase = 'permanent' | 'upcoming' | 'open' | 'lastDays' | 'closed';

/** How many days before it closes (its closing day counted) an exhibition is in its last days. */
export const LAST_DAYS = 14;

/** A tour's days, as the model holds them: none for a permanent tour. */
export interface TourDays {
  opensOn?: Day;
  closesOn?: Day;
  playsBeforeOpening?: boolean;
}

/** Whether the tour is a temporary exhibition (it has dates). */
export const isTemporary = (tour: TourDays): tour is Required<TourDays> =>
  tour.opensOn !== undefined && tour.closesOn !== undefined;

export function tourPhase(tour: TourDays, today: Day): TourPhase {
  if (!isTemporary(tour)) return 'permanent';
  if (today < tour.opensOn) return 'upcoming';
  if (today > tour.closesOn) return 'closed';
  return daysBetween(today, tour.closesOn) < LAST_DAYS ? 'lastDays' : 'open';
}

/** Whether public lists show the tour today: permanent, upcoming or open, never closed. */
export const isListed = (tour: TourDays, today: Day) => tourPhase(tour, today) !== 'closed';

/** Whether the tour can be visited today: open, permanent, or upcoming when the admin allows it. */
export function isVisitable(tour: TourDays, today: Day): boolean {
  const phase = tourPhase(tour, today);
  if (phase === 'upcoming') return tour.playsBeforeOpening === true;
  return phase !== 'closed';
}

/**
 * A stored tour's fields as the model reads them: a published exhibition, stored in a state of
 * its own (src/config/stored-exhibitions.ts), is published.
 */
export function readExhibitionState(data: Record<string, unknown>): Record<string, unknown> {
  return data.state === STORED_EXHIBITIONS.publishedState ? { ...data, state: 'published' } : data;
}

/** The state a tour is stored in when published: its own state for an exhibition. */
export const storedPublishedState = (temporary: boolean) =>
  temporary ? STORED_EXHIBITIONS.publishedState : 'published';
