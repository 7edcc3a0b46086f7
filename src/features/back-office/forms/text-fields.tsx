import { useId } from 'react';

export interface TextSpec {
  name: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
  type?: 'text' | 'number';
  hint?: string;
  autoComplete?: string;
}

export type FormValues = Record<string, string>;

/** Labelled inputs for a list of fields; marks invalid ones and says why under the form. */
export function TextFields({
  specs,
  values,
  invalid,
  onChange,
  errorId,
}: {
  specs: TextSpec[];
  values: FormValues;
  invalid: ReadonlySet<string>;
  onChange: (name: string, value: string) => void;
  /** id of the form's error message, announced with invalid fields. */
  errorId: string;
}) {
  const id = useId();
  return (
    <>
      {specs.map((spec) => {
        const fieldId = `${id}-${spec.name}`;
        const hintId = spec.hint ? `${fieldId}-hint` : undefined;
        const bad = invalid.has(spec.name);
        const describedBy = [hintId, bad ? errorId : undefined].filter(Boolean).join(' ');
        const common = {
          id: fieldId,
          name: spec.name,
          value: values[spec.name] ?? '',
          required: spec.required,
          'aria-invalid': bad ? true : undefined,
          'aria-describedby': describedBy || undefined,
          onChange: (event: { target: { value: string } }) =>
            onChange(spec.name, event.target.value),
        };
        return (
          <div className="field" key={spec.name}>
            <label htmlFor={fieldId} className="field__label">
              {spec.label}
              {spec.required && <span aria-hidden="true"> *</span>}
            </label>
            {spec.multiline ? (
              <textarea {...common} className="field__textarea" rows={4} />
            ) : (
              <input
                {...common}
                className="field__input"
                type={spec.type ?? 'text'}
                inputMode={spec.type === 'number' ? 'numeric' : undefined}
                autoComplete={spec.autoComplete ?? 'off'}
              />
            )}
            {spec.hint && (
              <p id={hintId} className="field__hint">
                {spec.hint}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
