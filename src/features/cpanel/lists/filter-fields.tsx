import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './filter-fields.css';

/* The filters above a list's rows (filtered-list.tsx): labelled fields, nothing to submit. */

/** A filter's box: its label, tied to the control the children render with the given id. */
function FilterField({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** The search: a line of its own on a phone. */
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={wide ? 'field admin-filters__search' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** "Buscar por nombre": the rows whose name, in either language, contains the text. */
export function SearchFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterField label={t('cpanel.filters.search')} wide>
      {(id) => (
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
      )}
    </FilterField>
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
  return (
    <FilterField label={label}>
      {(id) => (
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
      )}
    </FilterField>
  );
}
