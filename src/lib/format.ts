import type { TFunction } from 'i18next';
import { dayParts, type Day } from './days';

/*
 * Dates and sizes in the page's language, the same on the visitor's pages and in the
 * back-office, without Intl: the first Intl.DateTimeFormat or NumberFormat a page creates loads
 * the browser's locale data, a 30-70 ms task on a phone's CPU in the middle of showing a tour.
 * The words and order come from the locale files, so both languages read naturally
 * ("22 nov 2026" / "Nov 22, 2026", "3,4 MB" / "3.4 MB").
 */

/** A day, as the locale's `format.date` template with its short month names. */
export function formatDate(value: Date | number, t: TFunction) {
  const date = new Date(value);
  const months = t('format.months').split(',');
  return t('format.date', {
    day: date.getDate(),
    month: months[date.getMonth()] ?? String(date.getMonth() + 1),
    year: date.getFullYear(),
  });
}

/**
 * A day in Buenos Aires (YYYYMMDD, src/lib/days.ts) as the locale writes it with its month's
 * full name, "15 de marzo" / "March 15", and its year when it is not `thisYear`
 * ("15 de marzo de 2028"): a date a visitor reads on a card or a notice.
 */
export function formatDay(day: number, t: TFunction, thisYear?: number) {
  const year = Math.floor(day / 10_000);
  const month = Math.floor(day / 100) % 100;
  const names = t('format.monthsLong').split(',');
  const values = { day: day % 100, month: names[month - 1] ?? String(month), year };
  return thisYear === undefined || year === thisYear
    ? t('format.dayMonth', values)
    : t('format.dayMonthYear', values);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `value` was, seen at `now`: "hace 2 horas" / "2 hours ago", in minutes, hours or
 * days for the last four weeks, the day itself before that ("el 22 nov 2026" / "on Nov 22,
 * 2026"). A time a little ahead of this device's clock (another device's, the server's) reads as
 * just now.
 */
export function formatAgo(value: number, now: number, t: TFunction) {
  const elapsed = Math.max(0, now - value);
  if (elapsed < MINUTE) return t('format.ago.now');
  if (elapsed < HOUR) return t('format.ago.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('format.ago.hours', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 28 * DAY) return t('format.ago.days', { count: Math.floor(elapsed / DAY) });
  return t('format.ago.on', { date: formatDate(value, t) });
}

/**
 * Bytes as megabytes of 1,000,000 bytes (the unit the upload limits count in too,
 * src/lib/media-files.ts): one decimal under 10 MB, with the locale's decimal mark. A file that has
 * bytes never reads "0 MB" (a small map in the back-office): it reads 0.1 MB at least.
 */
export function formatMegabytes(bytes: number, t: TFunction) {
  const megabytes = bytes > 0 ? Math.max(bytes / 1_000_000, 0.1) : 0;
  const digits = megabytes < 10 ? 1 : 0;
  return megabytesText(megabytes.toFixed(digits).replace(/\.0$/, ''), t);
}

const megabytesText = (value: string, t: TFunction) =>
  t('format.megabytes', { value: value.replace('.', t('format.decimalMark')) });

/**
 * The size of a file refused for being over a limit, written so that it reads more than the
 * limit: rounded as usual, 25.3 MB against 25 MB would read "25 MB, more than the 25 MB
 * maximum". It takes as many decimals as it needs (up to three) and rounds up.
 */
export function formatMegabytesAbove(bytes: number, limitBytes: number, t: TFunction) {
  const usual = formatMegabytes(bytes, t);
  if (bytes <= limitBytes || usual !== formatMegabytes(limitBytes, t)) return usual;
  const at = (digits: number, round: (x: number) => number) =>
    round((bytes / 1_000_000) * 10 ** digits) / 10 ** digits;
  const nearest = [1, 2]
    .map((digits) => at(digits, Math.round))
    .find((megabytes) => megabytes > limitBytes / 1_000_000);
  // Three decimals rounded up always read more than the limit (a byte over reads 0.001 MB over).
  return megabytesText(String(nearest ?? at(3, Math.ceil)), t);
}

/**
 * A whole number with the locale's thousands mark from the locale's `format.groupFrom` on
 * ("1284" and "50.000" in Spanish, as the RAE advises; "1,284" and "50,000" in English).
 */
export function formatCount(value: number, t: TFunction) {
  const digits = String(Math.trunc(value));
  if (Math.abs(value) < Number(t('format.groupFrom'))) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, t('format.thousandsMark'));
}

/**
 * A day in Buenos Aires (src/lib/days.ts) as the locale's `format.dayShort`, with its short
 * month ("1 abr" / "1 Apr"); with its year when that is not `today`'s, so a day of another year
 * is never read as this one's.
 */
export function formatShortDay(day: Day, today: Day, t: TFunction) {
  const { year, month, date } = dayParts(day);
  const months = t('format.months').split(',');
  const short = t('format.dayShort', { day: date, month: months[month - 1] ?? String(month) });
  return year === dayParts(today).year ? short : t('format.dayYear', { date: short, year });
}
