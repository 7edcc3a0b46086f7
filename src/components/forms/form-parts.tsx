/** A field's problem, under it; the field names this id in its `aria-describedby`. */
export function FieldProblem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="field__error">
      {text}
    </p>
  ) : null;
}

/**
 * The form's one summary, announced as it appears: the spec's words for the whole form ("all
 * fields are required", "incorrect e-mail and/or password"). When it only repeats what the one
 * field with a problem says beside it, it is heard but not shown twice.
 */
export function FormSummary({ text, repeats }: { text: string | null; repeats: boolean }) {
  return (
    <p className="form-error" role="alert">
      {text && repeats ? <span className="visually-hidden">{text}</span> : text}
    </p>
  );
}
