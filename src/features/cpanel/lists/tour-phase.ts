import type { TFunction } from 'i18next';
import { tourPhase, type TourDays, type TourPhase } from '@/features/tours/model/tour-dates';
import type { Day } from '@/lib/days';
import { formatShortDay } from '@/lib/format';

/**
 * Where a temporary exhibition stands on `today`, as its row in the back-office says it:
 * "Próxima · abre el 1 abr", "Abierta · hasta el 15 mar", "Últimos días · hasta el 15 mar",
 * "Terminada el 15 mar". Null for a permanent tour, which has nothing to say.
 */
export function phaseText(
  tour: TourDays,
  today: Day,
  t: TFunction,
): { phase: Exclude<TourPhase, 'permanent'>; text: string } | null {
  const phase = tourPhase(tour, today);
  if (phase === 'permanent' || tour.opensOn === undefined || tour.closesOn === undefined) {
    return null;
  }
  const day = formatShortDay(phase === 'upcoming' ? tour.opensOn : tour.closesOn, today, t);
  return { phase, text: t(`cpanel.dates.phase.${phase}`, { day }) };
}
