/*
 * Whole days in Buenos Aires, the city of every museum the guide covers: a temporary exhibition
 * opens and closes at its midnights, whatever the time zone of the phone or the server.
 *
 * A day is a number, YYYYMMDD (20270315 is 15 March 2027): it sorts as days do, so a Firestore
 * query can ask for "closing on or after today" with one range filter, it reads plainly in the
 * console and in a cached copy, and firestore.rules compute the same number from request.time
 * (dayInBuenosAires there). Argentina keeps UTC-3 all year (no daylight saving since 2009); the
 * offset is fixed here and in the rules alike, and a unit test holds it to the browser's own
 * time-zone data, so a change of the country's clocks would fail it rather than shift a day.
 */

/** A day in Buenos Aires, as YYYYMMDD. */
export type Day = number;

export const BUENOS_AIRES_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Buenos Aires' offset from UTC, in milliseconds. */
export const BUENOS_AIRES_OFFSET_MS = -3 * HOUR_MS;

const fromUtcDate = (date: Date): Day =>
  date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();

/** The day in Buenos Aires at `instant` (milliseconds since the epoch). */
export const dayAt = (instant: number): Day =>
  fromUtcDate(new Date(instant + BUENOS_AIRES_OFFSET_MS));

/** Today in Buenos Aires, by this device's clock. */
export const today = (): Day => dayAt(Date.now());

/** A day's year, month (1-12) and day of the month. */
export function dayParts(day: Day): { year: number; month: number; date: number } {
  return { year: Math.floor(day / 10_000), month: Math.floor(day / 100) % 100, date: day % 100 };
}

/** Noon UTC of the day: a Date whose UTC fields are the day's, far from any midnight. */
const utcNoon = (day: Day) => {
  const { year, month, date } = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date, 12));
};

/** Whether `value` is a real day: 20270230 is not. */
export function isDay(value: unknown): value is Day {
  if (typeof value !== 'number' || !Number.isInteger(value)) return false;
  if (value < 19_000_101 || value > 29_991_231) return false;
  return fromUtcDate(utcNoon(value)) === value;
}

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: Day, count: number): Day =>
  fromUtcDate(new Date(utcNoon(day).getTime() + count * DAY_MS));

/** How many days from `from` to `to`: 1 from one day to the next, negative backwards. */
export const daysBetween = (from: Day, to: Day): number =>
  Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / DAY_MS);

/** The instant Buenos Aires' day `day` begins (its midnight), in milliseconds. */
export const startOfDay = (day: Day): number => {
  const { year, month, date } = dayParts(day);
  return Date.UTC(year, month - 1, date) - BUENOS_AIRES_OFFSET_MS;
};

/** The day as a date input's value, "2027-03-15". */
export function dayToIso(day: Day): string {
  const { year, month, date } = dayParts(day);
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** A date input's value ("2027-03-15") as a day; null when it is empty or not a real day. */
export function dayFromIso(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]) * 10_000 + Number(match[2]) * 100 + Number(match[3]);
  return isDay(day) ? day : null;
}
