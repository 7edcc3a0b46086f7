import type { FormValues } from '@/lib/forms/use-form';

/** The flat values of a back-office form, by field name ('name.es', 'order', 'museumId'). */
export type { FormValues };

/**
 * One field of a back-office form, described once: the form's starting value, its input, what
 * it sends and whether it is required all follow from this. Labels and hints are i18n keys.
 */
export interface FieldDef {
  /** A dotted name fills a bilingual field: 'name.es' is `name: {es}`. */
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** A number field sends a number. */
  type?: 'text' | 'number';
  hint?: string;
  /** What the hint's placeholders take (a museum's address). */
  hintValues?: Record<string, string>;
  /** Shown in an empty input: what is used when it stays empty. */
  placeholder?: string;
  autoComplete?: string;
  /** A choice among records (a select), with this text on the empty choice. */
  choose?: string;
}

/**
 * A text in both languages: `<name>.es` and `<name>.en`, labelled `<label>Es` and `<label>En`,
 * each with its own hint if it has one.
 */
export function bilingual(
  name: string,
  label: string,
  options: Omit<FieldDef, 'name' | 'label' | 'hint'> = {},
  hints: { es?: string; en?: string } = {},
): FieldDef[] {
  return (['es', 'en'] as const).map((language) => ({
    ...options,
    name: `${name}.${language}`,
    label: `${label}${language === 'es' ? 'Es' : 'En'}`,
    hint: hints[language],
  }));
}

/** The value at a dotted path of a record ('name.es'), if any. */
function valueAt(record: object, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? Reflect.get(value, key) : undefined,
      record,
    );
}

/** What a form starts with: the record's values when editing, the defaults when adding. */
export function initialValues(
  fields: readonly FieldDef[],
  record: object | undefined,
  defaults: FormValues = {},
): FormValues {
  return Object.fromEntries(
    fields.map(({ name }) => {
      if (!record) return [name, defaults[name] ?? ''];
      const value = valueAt(record, name);
      return [name, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
    }),
  );
}

/** Nested input ({name: {es, en}, order: 3}) from the flat values, as the schemas expect it. */
export function toInput(fields: readonly FieldDef[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const [head = field.name, tail] = field.name.split('.');
    const text = values[field.name] ?? '';
    const value = field.type === 'number' ? Number(text) : text;
    if (tail === undefined) out[head] = value;
    else out[head] = { ...(out[head] as Record<string, unknown> | undefined), [tail]: value };
  }
  return out;
}

/** The required fields left empty (spaces count as empty). */
export function missing(fields: readonly FieldDef[], values: FormValues): string[] {
  return fields
    .filter((field) => field.required && (values[field.name] ?? '').trim() === '')
    .map((field) => field.name);
}
