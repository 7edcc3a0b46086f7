import type { Issue } from '@/lib/forms/schema-check';
import { translatable, type Translatable } from '@/lib/translatable';

/** The schema's own words for the hours (src/features/museums/model/visit.ts). */
const OWN = new Set(['closesBeforeOpening', 'overlaps', 'dateOrder']);

/** Whether a field is one of the museum's visit (its hours, dates, website or phone). */
export const isVisitField = (field: string) =>
  /^(hours|exceptions)\./.test(field) || field === 'website' || field === 'phone';

/**
 * A visit field's problem in plain words: a time, a date, an https address, a phone. An empty
 * one is left to the common "required".
 */
export function visitMessage(issue: Issue, field: string, value: string): Translatable | undefined {
  const message = (issue as Issue & { message?: string }).message;
  if (message && OWN.has(message)) return translatable(`cpanel.visit.problems.${message}`);
  if (value.trim() === '' || issue.code === 'too_big') return undefined;
  if (/\.(open|close)$/.test(field)) return translatable('cpanel.visit.problems.time');
  if (field.endsWith('.date')) return translatable('cpanel.visit.problems.date');
  if (field === 'website' || field === 'phone')
    return translatable(`cpanel.visit.problems.${field}`);
  return undefined;
}
