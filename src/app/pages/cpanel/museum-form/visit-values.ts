import type { FormValues } from '@/features/cpanel/forms/form-values';
import type { Museum, MuseumInput } from '@/features/museums/model/museum';
import {
  dayText,
  parseDay,
  WEEKDAYS,
  type DayHours,
  type HoursException,
  type WeekHours,
} from '@/features/museums/model/visit';

/*
 * The museum's hours as the form holds them: flat text values, one per input, so that the form's
 * one pattern (drafts, the leave warning, each problem beside its input) works on them as on any
 * field. A list is its count and its entries: `hours.tue.count`, `hours.tue.0.open`,
 * `exceptions.count`, `exceptions.0.date`, `exceptions.0.hours.0.open`, `exceptions.0.note.es`.
 */

/** 'yes' when the museum shows its hours. */
export const HOURS_ON = 'hours.on';
export const EXCEPTIONS = 'exceptions';
export const dayPrefix = (day: string) => `hours.${day}`;
export const exceptionPrefix = (index: number) => `${EXCEPTIONS}.${String(index)}`;
export const countKey = (prefix: string) => `${prefix}.count`;
export const rangeKey = (prefix: string, index: number, end: 'open' | 'close') =>
  `${prefix}.${String(index)}.${end}`;

/** How many entries a list holds (a count typed by no one, so a bad one reads as none). */
export const countOf = (values: FormValues, prefix: string) => {
  const count = Number(values[countKey(prefix)] ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
};

function rangesValues(prefix: string, ranges: DayHours): FormValues {
  const values: FormValues = { [countKey(prefix)]: String(ranges.length) };
  ranges.forEach((range, i) => {
    values[rangeKey(prefix, i, 'open')] = range.open;
    values[rangeKey(prefix, i, 'close')] = range.close;
  });
  return values;
}

/** What the form starts with for the museum's hours. */
export function visitValues(museum?: Pick<Museum, 'hours' | 'exceptions'>): FormValues {
  const values: FormValues = { [HOURS_ON]: museum?.hours ? 'yes' : '' };
  for (const day of WEEKDAYS) {
    Object.assign(values, rangesValues(dayPrefix(day), parseDay(museum?.hours?.[day] ?? '')));
  }
  const exceptions = museum?.exceptions ?? [];
  values[countKey(EXCEPTIONS)] = String(exceptions.length);
  exceptions.forEach((exception, i) => {
    const prefix = exceptionPrefix(i);
    values[`${prefix}.date`] = exception.date;
    Object.assign(values, rangesValues(`${prefix}.hours`, parseDay(exception.hours)));
    values[`${prefix}.note.es`] = exception.note?.es ?? '';
    values[`${prefix}.note.en`] = exception.note?.en ?? '';
  });
  return values;
}

/** Entries in the order the museum keeps them, each with its place on the form. */
function sortedBy<T>(items: T[], key: (item: T) => string) {
  return items
    .map((item, at) => ({ item, at }))
    .sort((a, b) => (key(a.item) < key(b.item) ? -1 : key(a.item) > key(b.item) ? 1 : a.at - b.at));
}

const text = (values: FormValues, key: string) => (values[key] ?? '').trim();

function readRanges(values: FormValues, prefix: string) {
  const ranges = Array.from({ length: countOf(values, prefix) }, (_, i) => ({
    open: text(values, rangeKey(prefix, i, 'open')),
    close: text(values, rangeKey(prefix, i, 'close')),
  }));
  return sortedBy(ranges, (range) => range.open);
}

/** {es, en} when either is written; none when both are empty. */
function optionalBilingual(values: FormValues, prefix: string) {
  const es = text(values, `${prefix}.es`);
  const en = text(values, `${prefix}.en`);
  return es || en ? { es, en } : undefined;
}

/** A website typed without its scheme ("www.malba.org.ar") is its https address. */
function websiteOf(typed: string) {
  if (typed === '' || /^[a-z][a-z0-9+.-]*:/i.test(typed)) return typed || undefined;
  return `https://${typed}`;
}

type VisitInput = Pick<
  MuseumInput,
  'address' | 'hours' | 'exceptions' | 'website' | 'phone' | 'accessibility'
>;

/**
 * The museum's visit from the form's values, ranges and dates put in order; and, for a problem
 * the schema finds in that order, the input it belongs to on the form.
 */
export function visitInput(values: FormValues): {
  input: VisitInput;
  placeOf: (path: readonly PropertyKey[]) => string | undefined;
} {
  const on = values[HOURS_ON] === 'yes';
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, readRanges(values, dayPrefix(day))]));
  const exceptions = sortedBy(
    Array.from({ length: countOf(values, EXCEPTIONS) }, (_, i) => ({
      date: text(values, `${exceptionPrefix(i)}.date`),
      ranges: readRanges(values, `${exceptionPrefix(i)}.hours`),
      note: optionalBilingual(values, `${exceptionPrefix(i)}.note`),
    })),
    (exception) => exception.date || '~', // undated last
  );
  const plain = (ranges: { item: DayHours[number] }[]) => dayText(ranges.map(({ item }) => item));
  const input: VisitInput = {
    address: text(values, 'address') || undefined,
    hours: on
      ? (Object.fromEntries(WEEKDAYS.map((day) => [day, plain(days[day] ?? [])])) as WeekHours)
      : undefined,
    exceptions:
      on && exceptions.length > 0
        ? exceptions.map(({ item }): HoursException => ({
            date: item.date,
            hours: plain(item.ranges),
            ...(item.note && { note: item.note }),
          }))
        : undefined,
    website: websiteOf(text(values, 'website')),
    phone: text(values, 'phone') || undefined,
    accessibility: optionalBilingual(values, 'accessibility'),
  };
  const placeOf = (path: readonly PropertyKey[]) => {
    const [head, second, third, fourth, fifth] = path;
    if (head === 'hours' && typeof second === 'string' && typeof third === 'number') {
      const at = days[second]?.[third]?.at ?? third;
      return `${dayPrefix(second)}.${String(at)}.${String(fourth ?? 'open')}`;
    }
    if (head === EXCEPTIONS && typeof second === 'number') {
      const entry = exceptions[second];
      const prefix = exceptionPrefix(entry?.at ?? second);
      if (third === 'hours' && typeof fourth === 'number') {
        const at = entry?.item.ranges[fourth]?.at ?? fourth;
        return `${prefix}.hours.${String(at)}.${String(fifth ?? 'open')}`;
      }
      return [prefix, ...path.slice(2).map(String)].join('.');
    }
    return undefined;
  };
  return { input, placeOf };
}
