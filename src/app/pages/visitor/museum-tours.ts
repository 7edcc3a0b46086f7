/**
 * A museum's tours on a day, as its page shows them and as a closed exhibition's page offers
 * them: shared by the two pages (each page's own loader sits beside it).
 */
import { SLOTS } from '@/config/public-lists';
import type { Tour } from '@/features/tours/model/tour';
import { tourPhase, type TourPhase } from '@/features/tours/model/tour-dates';
import { today } from '@/lib/days';
import type { Result } from '@/lib/result';
import { bootData, bootOr, toursApi } from '@/app/pages/visitor/boot-or-service';

/** A museum's tours as its page shows them on a day, each list in its order. */
export interface MuseumTours {
  /** Temporary exhibitions open that day, the first to close first. */
  exhibitions: Tour[];
  /** The permanent collection's tours. */
  permanent: Tour[];
  /** Exhibitions still to open, the first to open first. */
  upcoming: Tour[];
}

export const museumToursKey = (id: string) => `tours:${id}`;

/**
 * The museum's published tours and its exhibitions still to be seen today: two requests in one
 * round trip (the boot script makes both at once), whatever number of exhibitions closed before.
 * An exhibition a cached list still holds after its closing midnight is left out here too.
 */
export async function loadMuseumTours(id: string): Promise<Result<MuseumTours>> {
  const day = today();
  const boot = (
    await bootData([
      ['TOURS', SLOTS.publishedToursOfMuseum(id)],
      ['TOURS', SLOTS.exhibitionsOfMuseum(id, day)],
    ])
  )?.bootMuseumTours(id, day);
  // The service's module asked for once, whichever of the two reads needs it first.
  let api: ReturnType<typeof toursApi> | undefined;
  const service = () => (api ??= toursApi());
  const [permanent, exhibitions] = await Promise.all([
    bootOr(boot?.permanent, async () => (await service()).listPublishedToursOfMuseum(id)),
    bootOr(boot?.exhibitions, async () => (await service()).listExhibitionsOfMuseum(id, day)),
  ]);
  if (permanent.isError) return permanent;
  if (exhibitions.isError) return exhibitions;
  const phases = exhibitions.data.map((tour) => ({ tour, phase: tourPhase(tour, day) }));
  const inPhase = (...wanted: TourPhase[]) =>
    phases.filter(({ phase }) => wanted.includes(phase)).map(({ tour }) => tour);
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return {
    isError: false,
    data: {
      exhibitions: inPhase('open', 'lastDays'),
      permanent: permanent.data,
      upcoming: inPhase('upcoming').sort((a, b) => (a.opensOn ?? 0) - (b.opensOn ?? 0)),
    },
  };
}
