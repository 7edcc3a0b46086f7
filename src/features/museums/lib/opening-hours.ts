import {
  usableRanges,
  WEEKDAYS,
  type DayHours,
  type HoursException,
  type Visit,
  type Weekday,
} from '../model/visit';

/*
 * Whether a museum is open, from its week and its dates with hours of their own, at a moment, in
 * the museum's time (Buenos Aires), whatever the zone of the device asking. Pure: the page passes
 * the moment and words it (hours-text.ts).
 */

/** Every museum of the guide is in Buenos Aires. */
export const MUSEUM_ZONE = 'America/Argentina/Buenos_Aires';

/** How far ahead the next opening is looked for (a long holiday closure stays within it). */
const LOOK_AHEAD_DAYS = 14;
const MINUTE = 60_000;

/** A moment as the museum's wall clock shows it. */
export interface WallTime {
  /** "YYYY-MM-DD". */
  date: string;
  weekday: Weekday;
  /** Minutes since the day began, and the seconds (with milliseconds) into that minute. */
  minutes: number;
  seconds: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, made once: the first one a page makes loads the browser's locale data. */
function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** `at` on the zone's wall clock. */
export function wallTime(at: Date, zone: string = MUSEUM_ZONE): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(at)) parts[part.type] = part.value;
  const date = `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
  const seconds = Number(parts.second) + (at.getTime() % 1000) / 1000;
  return {
    date,
    weekday: weekdayOf(date),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds,
  };
}

/** The weekday of a calendar date (a date has the same weekday in every zone). */
export function weekdayOf(date: string): Weekday {
  const utcDay = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 is Sunday
  return WEEKDAYS[(utcDay + 6) % 7] ?? 'mon';
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** "HH:MM" as minutes since the day began. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

type Hours = Pick<Visit, 'hours' | 'exceptions'>;

/**
 * A date's ranges: its own when it is an exception, else its weekday's; a range out of order
 * (stored around the back-office) is left out, the museum closed then.
 */
export function hoursOn(
  { hours, exceptions = [] }: Hours,
  date: string,
): { ranges: DayHours; exception?: HoursException } {
  const exception = exceptions.find((each) => each.date === date);
  if (exception) return { ranges: usableRanges(exception.hours), exception };
  return { ranges: usableRanges(hours?.[weekdayOf(date)] ?? '') };
}

/** The time a visitor can get in until, from `from`: ranges that meet run on. */
function closingOf(ranges: DayHours, from: number): string {
  let close = ranges[from]?.close ?? '00:00';
  for (const next of ranges.slice(from + 1)) {
    if (next.open !== close) break;
    close = next.close;
  }
  return close;
}

export type OpeningStatus =
  | { open: true; closes: string; exception?: HoursException; changesIn: number }
  | {
      open: false;
      /** Today's exception, when it is why the museum is closed or has other hours today. */
      exception?: HoursException;
      /** When it opens next, `days` after today; none within two weeks. */
      opens?: { days: number; date: string; weekday: Weekday; at: string };
      /** Milliseconds until it opens; none when it does not within two weeks. */
      changesIn?: number;
    };

/** Whether the museum is open at `at`, and until when or from when; none without a week. */
export function openingStatus(visit: Hours, at: Date, zone?: string): OpeningStatus | null {
  if (!visit.hours) return null;
  const now = wallTime(at, zone);
  const elapsed = now.minutes * MINUTE + now.seconds * 1000;
  const untilMinute = (days: number, time: string) =>
    (days * 24 * 60 + toMinutes(time)) * MINUTE - elapsed;
  const today = hoursOn(visit, now.date);
  const current = today.ranges.findIndex(
    (range) => toMinutes(range.open) <= now.minutes && now.minutes < toMinutes(range.close),
  );
  if (current >= 0) {
    const closes = closingOf(today.ranges, current);
    return { open: true, closes, exception: today.exception, changesIn: untilMinute(0, closes) };
  }
  for (let days = 0; days <= LOOK_AHEAD_DAYS; days++) {
    const date = addDays(now.date, days);
    const { ranges } = days === 0 ? today : hoursOn(visit, date);
    const next = ranges.find((range) => days > 0 || toMinutes(range.open) > now.minutes);
    if (next) {
      const opens = { days, date, weekday: weekdayOf(date), at: next.open };
      return {
        open: false,
        exception: today.exception,
        opens,
        changesIn: untilMinute(days, next.open),
      };
    }
  }
  return { open: false, exception: today.exception };
}

/** The exceptions from `today` on, in date order. */
export const upcomingExceptions = ({ exceptions = [] }: Hours, today: string) =>
  exceptions.filter((each) => each.date >= today);
