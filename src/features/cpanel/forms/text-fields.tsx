import { useTranslation } from 'react-i18next';
import { FieldProblem } from '@/components/forms/form-parts';
import type { CpanelForm } from './use-cpanel-form';

/** A select's choices: `[value, text]`. */
export type Choices = readonly (readonly [string, string])[];

/**
 * Labelled inputs for a form's fields (a select where the field chooses a record), each with
 * its hint and, under it, its problem.
 */
export function TextFields({
  form,
  onChange,
  choices = {},
}: {
  form: Pick<CpanelForm, 'fields' | 'field' | 'ids' | 'problemOf'>;
  onChange: (name: string, value: string) => void;
  /** The choices of each select, by field name. */
  choices?: Record<string, Choices>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {form.fields.map((field) => {
        const ids = form.ids(field.name);
        const common = {
          ...form.field(field.name, { hint: Boolean(field.hint) }),
          required: field.required,
          onChange: (event: { target: { value: string } }) =>
            onChange(field.name, event.target.value),
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={ids.input} className="field__label">
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
                placeholder={field.placeholder}
              />
            )}
            {field.hint && (
              <p id={ids.hint} className="field__hint">
                {t(field.hint, field.hintValues)}
              </p>
            )}
            <FieldProblem id={ids.problem} text={form.problemOf(field.name)} />
          </div>
        );
      })}
    </>
  );
}
