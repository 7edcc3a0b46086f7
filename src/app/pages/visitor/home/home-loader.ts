/**
 * The home page's data; how the loaders take the boot script's reads: boot-or-service.ts beside the
 * pages.
 */
import { afterMainImage } from '@/lib/main-image';
import { afterIdle } from '@/lib/moments';
import { toursApi } from '@/app/pages/visitor/boot-or-service';
import { tourPhase } from '@/features/tours/model/tour-dates';
import type { Day } from '@/lib/days';

export const highlightsKey = 'highlights';

/** How long the highlights wait for the first cover at most (a cover that never comes...). */
const FIRST_COVER_WAIT_MS = 5000;

/**
 * Once the cover above them, the home page's largest paint, is on screen and the page has loaded
 * and gone idle: Firestore's code, the query and the cards' images do not compete with it.
 */
export const loadHighlights = async () => {
  await afterMainImage(FIRST_COVER_WAIT_MS);
  await afterIdle();
  return (await toursApi()).listHighlightedTours();
};

export const exhibitionsKey = (day: Day) => `exhibitions:${String(day)}`;

/**
 * The temporary exhibitions open on `day`, the first to close first (those in their last days
 * lead): after the highlights' wait, in the same request's company.
 */
export const loadExhibitions = async (day: Day) => {
  await afterMainImage(FIRST_COVER_WAIT_MS);
  await afterIdle();
  const read = await (await toursApi()).listExhibitionsClosingSoon(day);
  if (read.isError) return read;
  const open = read.data.filter((tour) => {
    const phase = tourPhase(tour, day);
    return phase === 'open' || phase === 'lastDays';
  });
  return { ...read, data: open };
};
