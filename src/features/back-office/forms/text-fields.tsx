import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FormValues } from './form-values';

/** A select's choices: `[value, text]`. */
export type Choices = readonly (readonly [string, string])[];

/**
 * Labelled inputs for a form's fields (a select where the field chooses a record); marks
 * invalid ones and says why under the form.
 */
export function TextFields({
  fields,
  values,
  invalid,
  onChange,
  errorId,
  choices = {},
}: {
  fields: readonly FieldDef[];
  values: FormValues;
  invalid: ReadonlySet<string>;
  onChange: (name: string, value: string) => void;
  /** id of the form's error message, announced with invalid fields. */
  errorId: string;
  /** The choices of each select, by field name. */
  choices?: Record<string, Choices>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const hintId = field.hint ? `${fieldId}-hint` : undefined;
        const bad = invalid.has(field.name);
        const describedBy = [hintId, bad ? errorId : undefined].filter(Boolean).join(' ');
        const common = {
          id: fieldId,
          name: field.name,
          value: values[field.name] ?? '',
          required: field.required,
          'aria-invalid': bad ? true : undefined,
          'aria-describedby': describedBy || undefined,
          onChange: (event: { target: { value: string } }) =>
            onChange(field.name, event.target.value),
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={fieldId} className="field__label">
              {t(field.label)}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            {field.choose ? (
              <select {...common} className="field__input">
                <option value="">{t(field.choose)}</option>
                {(choices[field.name] ?? []).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            ) : field.multiline ? (
              <textarea {...common} className="field__textarea" rows={4} />
            ) : (
              <input
                {...common}
                className="field__input"
                type={field.type ?? 'text'}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                autoComplete={field.autoComplete ?? 'off'}
              />
            )}
            {field.hint && (
              <p id={hintId} className="field__hint">
                {t(field.hint)}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
