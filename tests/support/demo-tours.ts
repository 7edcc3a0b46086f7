// The demo tours as visitors meet them on a given day: which are published, and where each
// published exhibition stands (seed/content.mjs counts its days from the seeding day; the seed
// and the tests both take today in Buenos Aires, and every demo exhibition is days away from a
// change of phase, so a run across midnight still agrees). A journey that walks "every published
// tour" picks from here what it means: the listed ones, the ones a visitor can play, or all.
import { tours, type SeedTour } from '../../seed/content.mjs';
import { seedDays } from '../../scripts/lib/seed-days.mjs';
import { tourPhase, type TourPhase } from '@/features/tours/model/tour-dates';
import { today, type Day } from '@/lib/days';

/** Where a demo tour stands on `day`: 'permanent' for a tour without dates, draft or not. */
export const demoPhase = (tour: SeedTour, day: Day = today()): TourPhase =>
  tourPhase(seedDays(tour, day) ?? {}, day);

/** The published demo tours, exhibitions of every phase included (each has its page). */
export const publishedTours = (): SeedTour[] => tours.filter((tour) => tour.state === 'published');

/** The published permanent tours: what a museum's count and the highlighted list hold. */
export const permanentTours = (): SeedTour[] =>
  publishedTours().filter((tour) => tour.exhibition === undefined);

/** The published tours public lists show on `day`: permanent, open, in its last days or to come. */
export const listedTours = (day: Day = today()): SeedTour[] =>
  publishedTours().filter((tour) => demoPhase(tour, day) !== 'closed');

/** The published tours a visitor can play on `day`: listed, less what is to come unless allowed. */
export const playableTours = (day: Day = today()): SeedTour[] =>
  listedTours(day).filter(
    (tour) => demoPhase(tour, day) !== 'upcoming' || tour.exhibition?.playsBeforeOpening === true,
  );

/** The demo exhibition in `phase` on `day`; the demo has one in each. */
export function demoExhibition(phase: Exclude<TourPhase, 'permanent'>, day: Day = today()) {
  const found = publishedTours().find((tour) => demoPhase(tour, day) === phase);
  if (!found) throw new Error(`the demo content needs an exhibition that is ${phase} today`);
  return found;
}
