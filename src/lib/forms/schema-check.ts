import { translatable, type Translatable } from '@/lib/translatable';
import type { Checked, FieldProblems, FormValues } from './use-form';

/** What this module reads of a zod issue (zod itself is not imported: a page may load it late). */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly code: string;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
}

/** A zod schema's `safeParse`, as far as a form needs it. */
export interface Parser<Data> {
  safeParse(
    input: unknown,
  ): { success: true; data: Data } | { success: false; error: { issues: readonly Issue[] } };
}

export interface SchemaCheckOptions {
  /** The input the schema expects, from the form's values (nested texts, numbers). */
  toInput?: (values: FormValues) => unknown;
  /** The field an issue belongs to, when its path is not the field's name ('name.es'). */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** A form's own words for an issue; undefined leaves the common ones. */
  messageOf?: (issue: Issue, field: string, value: string) => Translatable | undefined;
  /** The form-level message, from the problems found (the spec's "all fields are required"). */
  summaryOf?: (problems: FieldProblems, values: FormValues) => Translatable | undefined;
}

/** An empty field is "required", a long one "too long (max n)", anything else "check it". */
export function commonMessage(issue: Issue, value: string): Translatable {
  if (value.trim() === '') return translatable('forms.required');
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return translatable('forms.tooLong', { max: issue.maximum });
  return translatable('forms.invalid');
}

/** The problems of each field from a schema's issues: the first issue of a field says it. */
export function problemsFromIssues(
  issues: readonly Issue[],
  values: FormValues,
  { fieldOf, messageOf }: Pick<SchemaCheckOptions, 'fieldOf' | 'messageOf'> = {},
): FieldProblems {
  const problems: Partial<Record<string, Translatable>> = {};
  for (const issue of issues) {
    const field = fieldOf?.(issue.path) ?? issue.path.map(String).join('.');
    if (problems[field]) continue;
    const value = values[field] ?? '';
    problems[field] = messageOf?.(issue, field, value) ?? commonMessage(issue, value);
  }
  return problems;
}

/** Checks a form's values with its model's schema: the form's `check`. */
export function checkWithSchema<Data>(
  schema: Parser<Data>,
  values: FormValues,
  options: SchemaCheckOptions = {},
): Checked<Data> {
  const parsed = schema.safeParse(options.toInput ? options.toInput(values) : values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems = problemsFromIssues(parsed.error.issues, values, options);
  return { ok: false, problems, summary: options.summaryOf?.(problems, values) };
}

/** Whether any problem is an empty field's. */
export const anyRequired = (problems: FieldProblems) =>
  Object.values(problems).some((problem) => problem?.key === 'forms.required');
