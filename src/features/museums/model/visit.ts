import * as z from 'zod/mini';
import { bilingual, text } from '@/lib/model/shared';

/*
 * What a visitor needs to plan a visit to a museum: where it is, when it opens, how to reach it
 * and how accessible it is. Every field is optional: museums stored before them have none, and
 * the page shows what there is. firestore.rules' isVisit holds the same limits of shape and size;
 * the order of a day's ranges and of the dates is checked here only, on what the back-office
 * saves (visitFields), and what is read is taken in shape only (storedVisitFields): a museum
 * stored with ranges out of order still shows, closed at those times (usableRanges).
 */

/** The days of the week as stored, Monday first (the week as Argentina prints it). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Ranges in one day, and dates with hours of their own. */
export const MAX_RANGES = 3;
export const MAX_EXCEPTIONS = 10;

/** 24-hour "HH:MM". */
export const OPEN_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CLOSE_TIME = OPEN_TIME;
const TIME = '([01]\\d|2[0-3]):[0-5]\\d';
/** A day as stored: closed (""), or one to three ranges (firestore.rules' isDay). */
export const DAY = new RegExp(
  `^(${TIME}-${TIME}(,${TIME}-${TIME}){0,${String(MAX_RANGES - 1)}})?$`,
);
/** "YYYY-MM-DD", a calendar date in Buenos Aires. */
export const DATE = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** An https address with a host name; nothing else is ever linked from the page. */
export const WEBSITE = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i;
/** Digits, spaces, brackets and hyphens, with an optional leading +. */
export const PHONE = /^\+?\d[\d ()-]{5,29}$/;

/** One opening range of a day, as the app reads it. */
export interface TimeRange {
  open: string;
  close: string;
}
/** A day's ranges, in order; none: closed. */
export type DayHours = TimeRange[];

/**
 * A day's ranges as stored: "" (closed) or "11:00-14:00,15:00-20:00". One string a day keeps the
 * rules' check of a week within their budget of expressions (a range as a map of its own cost
 * too much).
 */
export const parseDay = (text: string): DayHours =>
  text === ''
    ? []
    : text.split(',').map((range) => {
        const [open = '', close = ''] = range.split('-');
        return { open, close };
      });
export const dayText = (ranges: readonly TimeRange[]) =>
  ranges.map((range) => `${range.open}-${range.close}`).join(',');

/**
 * A day's ranges as the page and the open-now line use them: only those that open before they
 * close and after the one before closes. The back-office saves no other, but the rules check only
 * the shape of a day, so a day written around it may hold one: that range is taken as closed.
 */
export const usableRanges = (text: string): DayHours => {
  const usable: DayHours = [];
  for (const range of parseDay(text)) {
    const previous = usable.at(-1);
    if (!OPEN_TIME.test(range.open) || !CLOSE_TIME.test(range.close)) continue;
    if (range.close <= range.open || (previous && range.open < previous.close)) continue;
    usable.push(range);
  }
  return usable;
};

/**
 * Each range's problem, on the range and the time it is about: a time not "HH:MM", a range that
 * closes before it opens or starts before the one before closes ("HH:MM" strings of one width
 * order as the times do).
 */
const dayHours = z.string().check(
  z.maxLength(MAX_RANGES * 12),
  z.superRefine((text, ctx) => {
    const ranges = parseDay(text);
    const before = ctx.issues.length;
    if (ranges.length > MAX_RANGES)
      ctx.issues.push({ code: 'custom', input: text, message: 'tooMany' });
    ranges.forEach((range, i) => {
      const issue = (end: 'open' | 'close', message: string) =>
        ctx.issues.push({ code: 'custom', input: text, path: [i, end], message });
      if (!OPEN_TIME.test(range.open)) return issue('open', 'time');
      if (!CLOSE_TIME.test(range.close)) return issue('close', 'time');
      if (range.close <= range.open) return issue('close', 'closesBeforeOpening');
      const previous = ranges[i - 1];
      if (previous && range.open < previous.close) issue('open', 'overlaps');
    });
    // Anything else out of shape ("10:00-12:00-13:00", spaces) is refused as a whole.
    if (ctx.issues.length === before && !DAY.test(text)) {
      ctx.issues.push({ code: 'custom', input: text, message: 'time' });
    }
  }),
);

/** A day as read: its shape only, as firestore.rules check it. */
const storedDay = z.string().check(z.regex(DAY));

const week = <Day extends z.ZodMiniType<string>>(day: Day) =>
  z.strictObject(Object.fromEntries(WEEKDAYS.map((each) => [each, day])) as Record<Weekday, Day>);

/** The usual week: each day's ranges. */
export const weekHours = week(dayHours);
export type WeekHours = z.infer<typeof weekHours>;

/** A date whose hours differ from its weekday's: closed (no ranges) or other hours, and why. */
const exception = z.strictObject({
  date: z.string().check(z.regex(DATE)),
  hours: dayHours,
  note: z.optional(bilingual(100)),
});
export type HoursException = z.infer<typeof exception>;

/** A date with hours of its own as read: its shape only (stored-visit.ts reads it). */
const storedException = z.strictObject({
  date: z.string().check(z.regex(DATE)),
  hours: storedDay,
  note: z.optional(z.strictObject({ es: z.string(), en: z.string() })),
});

/** In date order, each date once. */
export const hoursExceptions = z.array(exception).check(
  z.maxLength(MAX_EXCEPTIONS),
  z.superRefine((list, ctx) => {
    list.forEach((each, i) => {
      const before = list[i - 1];
      if (before && each.date <= before.date) {
        ctx.issues.push({ code: 'custom', input: each, path: [i, 'date'], message: 'dateOrder' });
      }
    });
  }),
);

/** The museum's fields for a visit, each optional, as the back-office saves them. */
export const visitFields = {
  /** One line, as a visitor would type it into a map: "Av. del Libertador 1473, CABA". */
  address: z.optional(text(300)),
  hours: z.optional(weekHours),
  exceptions: z.optional(hoursExceptions),
  website: z.optional(z.string().check(z.trim(), z.maxLength(300), z.regex(WEBSITE))),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(30), z.regex(PHONE))),
  accessibility: z.optional(bilingual(2000)),
};

/**
 * The same fields as a museum's page reads them: each day and date in shape, the dates at most
 * ten, without the order of their ranges and dates, which the rules do not hold (the dates come
 * sorted from stored-visit.ts).
 */
export const storedVisitFields = {
  ...visitFields,
  hours: z.optional(week(storedDay)),
  exceptions: z.optional(z.array(storedException).check(z.maxLength(MAX_EXCEPTIONS))),
};

/** The visit's fields of a museum, as the page reads them. */
export interface Visit {
  address?: string;
  hours?: WeekHours;
  exceptions?: HoursException[];
  website?: string;
  phone?: string;
  accessibility?: { es: string; en: string };
}

/** The fields a museum may leave out: a save without one removes it from the document. */
export const VISIT_KEYS = Object.keys(visitFields) as (keyof Visit)[];
