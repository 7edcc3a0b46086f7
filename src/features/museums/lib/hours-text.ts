import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/format';
import { pick } from '@/lib/model/language';
import { WEEKDAYS, type Weekday } from '../model/visit';
import type { OpeningStatus } from './opening-hours';

/*
 * The hours in the page's language, from the locale files' words (src/lib/format.ts says why not
 * Intl): "20" or "20:30" in Spanish, "8 pm" or "8:30 pm" in English.
 */

/** A time of day as the language says it: its clock (24 or 12 hours) comes from the locale. */
export function timeText(time: string, t: TFunction): string {
  const hour = Number(time.slice(0, 2));
  const minutes = time.slice(3);
  const twelve = t('format.clock') === '12';
  const shown = twelve ? (hour % 12 === 0 ? 12 : hour % 12) : hour;
  const text =
    minutes === '00'
      ? t('format.timeSharp', { hour: shown })
      : t('format.time', { hour: shown, minutes });
  if (!twelve) return text;
  return t('format.withPeriod', { time: text, period: t(hour < 12 ? 'format.am' : 'format.pm') });
}

/** "a las 20" / "at 8 pm" ("a la 1" in Spanish: one o'clock is singular). */
const atTime = (time: string, t: TFunction) =>
  t('museum.visit.at', { count: time.startsWith('01:') ? 1 : 2, time: timeText(time, t) });

/** A weekday's name: "martes" / "Tuesday". */
export const weekdayName = (day: Weekday, t: TFunction) =>
  t('format.weekdays').split(',')[WEEKDAYS.indexOf(day)] ?? day;

/** "25 de diciembre" / "December 25". */
export const dayText = (date: string, t: TFunction): string =>
  formatDay(Number(date.replaceAll('-', '')), t);

/** When it opens, from today: "hoy", "mañana", "el martes", "el 2 de enero". */
function whenText(
  opens: NonNullable<Extract<OpeningStatus, { open: false }>['opens']>,
  t: TFunction,
) {
  if (opens.days === 0) return t('museum.visit.today');
  if (opens.days === 1) return t('museum.visit.tomorrow');
  if (opens.days < 7) return t('museum.visit.onDay', { day: weekdayName(opens.weekday, t) });
  return t('museum.visit.onDay', { day: dayText(opens.date, t) });
}

/**
 * The one line the museum page shows: "Abierto ahora · cierra a las 20", "Cerrado · abre el
 * martes a las 12", "Cerrado hoy: Feriado · abre mañana a las 11".
 */
export function statusText(status: OpeningStatus, t: TFunction, language: string): string {
  const note = status.exception?.note && pick(status.exception.note, language);
  if (status.open) {
    const line = [
      t('museum.visit.openNow'),
      t('museum.visit.closes', { at: atTime(status.closes, t) }),
    ];
    return [...line, ...(note ? [note] : [])].join(' · ');
  }
  const closedAllDay = status.exception?.hours === '';
  const head = closedAllDay
    ? note
      ? t('museum.visit.closedTodayFor', { note })
      : t('museum.visit.closedToday')
    : t('museum.visit.closed');
  const parts = [head];
  if (status.opens) {
    parts.push(
      t('museum.visit.opens', { when: whenText(status.opens, t), at: atTime(status.opens.at, t) }),
    );
  }
  if (!closedAllDay && note) parts.push(note);
  return parts.join(' · ');
}
