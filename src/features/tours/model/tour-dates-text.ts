import type { TFunction } from 'i18next';
import { dayParts, type Day } from '@/lib/days';
import { formatDay } from '@/lib/format';
import { tourPhase, type TourDays } from './tour-dates';

/**
 * What a visitor reads of a temporary exhibition's days on `day`: "Hasta el 15 de marzo",
 * "Últimos días · hasta el 15 de marzo" in its last two weeks, "Desde el 1 de abril" before it
 * opens, "Terminó el 15 de marzo" after; nothing for a permanent tour. A day of another year
 * than `day`'s says its year.
 */
export function tourDatesText(tour: TourDays, day: Day, t: TFunction): string | null {
  const phase = tourPhase(tour, day);
  if (phase === 'permanent' || tour.opensOn === undefined || tour.closesOn === undefined)
    return null;
  const date = (which: Day) => dayTextOn(which, day, t);
  switch (phase) {
    case 'upcoming':
      return t('tours.dates.opens', { date: date(tour.opensOn) });
    case 'open':
      return t('tours.dates.until', { date: date(tour.closesOn) });
    case 'lastDays':
      return t('tours.dates.lastDaysUntil', { date: date(tour.closesOn) });
    case 'closed':
      return t('tours.dates.closed', { date: date(tour.closesOn) });
  }
}

/** A day as a visitor reads it on `on`: "15 de marzo", with its year when it is another year's. */
export const dayTextOn = (day: Day, on: Day, t: TFunction) => formatDay(day, t, dayParts(on).year);
