import { useId, type ReactNode } from 'react';

/*
 * The controls above a back-office list: a search landmark with labelled fields that filter
 * the rows as they change (nothing to submit), and a polite count of what is shown.
 */

export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={label}
      className="admin-filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}

export function SearchFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field admin-filters__search">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field__input"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  /** `[value, text]`; the first is the "all" choice, with value ''. */
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "3 de 7 recorridos" (announced politely as it changes), or what to do when none match. */
export function FilterOutcome({
  count,
  noMatch,
  clearLabel,
  onClear,
}: {
  count: string;
  noMatch: string | null;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <>
      <p className="admin-filters__count" role="status">
        {count}
      </p>
      {noMatch !== null && (
        <div className="status status--empty admin-filters__none">
          <p>{noMatch}</p>
          <button type="button" className="button" onClick={onClear}>
            {clearLabel}
          </button>
        </div>
      )}
    </>
  );
}
