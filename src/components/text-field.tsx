import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldProblem } from '@/components/forms/form-parts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown under the field and announced with it. */
  hint?: string;
  /** What is wrong with the value, under the field, announced with it. */
  problem?: string | null;
  /** What the problem offers (links to another way on), under it. */
  after?: ReactNode;
};

/** A labelled input; the label is always visible (no placeholder-only fields). */
export function TextField({ label, hint, problem = null, after, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-describedby={describedBy || undefined}
        aria-invalid={problem ? true : undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldProblem id={problemId} text={problem} />
      {after}
    </div>
  );
}
