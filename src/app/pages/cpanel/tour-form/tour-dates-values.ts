import type { FormValues } from '@/features/cpanel/forms/form-values';
import type { TourInput } from '@/features/tours/model/tour';
import { isTemporary, type TourDays } from '@/features/tours/model/tour-dates';
import { dayFromIso, dayToIso, type Day } from '@/lib/days';
import { translatable, type Translatable } from '@/lib/translatable';

/*
 * A tour's kind and days as the form holds them: flat text values beside its text fields, so the
 * form's one pattern (the draft, the leave question, each problem beside its input) keeps them
 * as it keeps a title. The days are a date input's value ("2027-03-15"); switching back to
 * permanent keeps them on the form (a slip of the finger loses nothing) but sends none.
 */

export const KIND = 'kind';
export const OPENS_ON = 'opensOn';
export const CLOSES_ON = 'closesOn';
/** 'yes' when visitors may play the tour before its opening day. */
export const PLAYS_BEFORE = 'playsBeforeOpening';

export type TourKind = 'permanent' | 'temporary';

export const isTemporaryKind = (values: FormValues) => values[KIND] === 'temporary';

/** What the form starts with: the tour's days, or a permanent tour with none. */
export function datesValues(tour?: TourDays): FormValues {
  const temporary = tour !== undefined && isTemporary(tour);
  return {
    [KIND]: temporary ? 'temporary' : 'permanent',
    [OPENS_ON]: temporary ? dayToIso(tour.opensOn) : '',
    [CLOSES_ON]: temporary ? dayToIso(tour.closesOn) : '',
    [PLAYS_BEFORE]: temporary && tour.playsBeforeOpening ? 'yes' : '',
  };
}

/**
 * The days the form sends: null for a permanent tour. A value that is no real day goes as typed,
 * so the schema refuses it on its field instead of it being read as no date.
 */
export function datesInput(values: FormValues): Record<'dates', unknown> {
  if (!isTemporaryKind(values)) return { dates: null } satisfies Pick<TourInput, 'dates'>;
  const day = (name: string) => {
    const text = values[name] ?? '';
    return dayFromIso(text) ?? text;
  };
  return {
    dates: {
      opensOn: day(OPENS_ON),
      closesOn: day(CLOSES_ON),
      playsBeforeOpening: values[PLAYS_BEFORE] === 'yes',
    },
  };
}

export const isDayField = (field: string) => field === OPENS_ON || field === CLOSES_ON;

/** Both days are required of a temporary exhibition: the empty ones, by field name. */
export const missingDays = (values: FormValues) =>
  isTemporaryKind(values)
    ? [OPENS_ON, CLOSES_ON].filter((name) => (values[name] ?? '').trim() === '')
    : [];

/** The field a schema problem of the days belongs to (its path is `dates.closesOn`). */
export function dayFieldOf(path: readonly PropertyKey[]): string | undefined {
  if (path[0] !== 'dates') return undefined;
  return path[1] === OPENS_ON ? OPENS_ON : CLOSES_ON;
}

/** The days' own words for a schema problem: a closing day before the opening one says so. */
export function dayMessage(field: string, values: FormValues): Translatable | undefined {
  if (field !== CLOSES_ON) return undefined;
  const opens = dayFromIso(values[OPENS_ON] ?? '');
  const closes = dayFromIso(values[CLOSES_ON] ?? '');
  return opens !== null && closes !== null && closes < opens
    ? translatable('cpanel.dates.closesBeforeOpens')
    : undefined;
}

/** Whether the closing day on the form is already past on `today`: warned about, not refused. */
export function closesInThePast(values: FormValues, today: Day): boolean {
  if (!isTemporaryKind(values)) return false;
  const closes = dayFromIso(values[CLOSES_ON] ?? '');
  return closes !== null && closes < today;
}
