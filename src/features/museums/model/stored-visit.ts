import { withUpgrade, type ValidatingConverter } from '@/lib/firebase/converter';
import type { HoursException } from './visit';

/*
 * How a museum stores its dates with hours of their own. The app reads and writes them as a list
 * of {date, hours, note} (visit.ts); stored so, firestore.rules had to check each entry and each
 * note one by one, and ten of them cost more than the rules' budget of 1000 expressions a request.
 * So they are stored in two fields that the rules check whole, each with one regex:
 *
 *   exceptions:      "2026-12-25=;2027-01-01=11:00-14:00,15:00-20:00"
 *                    each date "=" its hours as a day stores them ("": closed), ";" between them;
 *   exceptionNotes:  {es: "Navidad\n", en: "Christmas Day\n"}
 *                    why, a line per date in the same order ("": no note), in each language.
 *
 * The repository's converter turns one into the other both ways (withStoredVisit); nothing else
 * sees the stored form but the rules, the seed (scripts/lib/seed-visit.mjs, which writes the same)
 * and their tests.
 */

/** A document's fields, or a patch of them. */
type Fields = Record<string, unknown>;

const BETWEEN_DATES = ';';
const DATE_HOURS = '=';
const BETWEEN_NOTES = '\n';

export interface StoredExceptions {
  exceptions: string;
  exceptionNotes: { es: string; en: string };
}

/** A note on one line: a line break (which a note's field cannot type) becomes a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

/** The dates as stored; both fields always together, a note or not. */
export function storedExceptions(list: readonly HoursException[]): StoredExceptions {
  const notes = (language: 'es' | 'en') =>
    list.map((each) => oneLine(each.note?.[language] ?? '')).join(BETWEEN_NOTES);
  return {
    exceptions: list.map((each) => `${each.date}${DATE_HOURS}${each.hours}`).join(BETWEEN_DATES),
    exceptionNotes: { es: notes('es'), en: notes('en') },
  };
}

const linesOf = (notes: unknown, language: 'es' | 'en'): string[] => {
  const text = (notes as Record<string, unknown> | null | undefined)?.[language];
  return typeof text === 'string' ? text.split(BETWEEN_NOTES) : [];
};

/**
 * The stored dates as the list the app reads, in date order; a note only where both languages
 * have one. Anything but a string is handed on as it is, for the model to refuse.
 */
export function exceptionsFromStored(text: unknown, notes: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (text === '') return [];
  const es = linesOf(notes, 'es');
  const en = linesOf(notes, 'en');
  return text
    .split(BETWEEN_DATES)
    .map((entry, i): HoursException => {
      const at = entry.indexOf(DATE_HOURS);
      const date = at < 0 ? entry : entry.slice(0, at);
      const hours = at < 0 ? '' : entry.slice(at + 1);
      const note = { es: es[i]?.trim() ?? '', en: en[i]?.trim() ?? '' };
      return { date, hours, ...(note.es && note.en && { note }) };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A stored museum's fields with its dates as the app reads them. */
export function readStoredVisit(data: Record<string, unknown>): Record<string, unknown> {
  if (!('exceptions' in data) && !('exceptionNotes' in data)) return data;
  const { exceptions, exceptionNotes, ...rest } = data;
  return exceptions === undefined
    ? rest
    : { ...rest, exceptions: exceptionsFromStored(exceptions, exceptionNotes) };
}

/**
 * A museum's fields (or a patch of them) with its dates as stored: a list becomes the two fields
 * (an empty one, neither); a sentinel such as deleteField() goes to both.
 */
export function writeStoredVisit(data: Fields): Fields {
  if (!('exceptions' in data)) return data;
  const { exceptions, ...rest } = data;
  if (Array.isArray(exceptions)) {
    return exceptions.length === 0
      ? rest
      : { ...rest, ...storedExceptions(exceptions as HoursException[]) };
  }
  if (typeof exceptions === 'string' || exceptions === undefined) return data;
  return { ...rest, exceptions, exceptionNotes: exceptions };
}

/** The museums' converter, reading and writing the dates in their stored form. */
export function withStoredVisit<M>(converter: ValidatingConverter<M>): ValidatingConverter<M> {
  const reading = withUpgrade(converter, readStoredVisit);
  const toStored = (data: Fields) => converter.toStored(writeStoredVisit(data));
  return {
    ...reading,
    toStored,
    toFirestore: (model: M) => toStored(model as Fields),
  };
}
