import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** "Go to number": the visitor types the short number printed on the work's label. */
export function NumberLookup({
  count,
  onGo,
  notFound,
}: {
  /** How many works the tour has: valid numbers are 1..count. */
  count: number;
  onGo: (number: number) => void;
  /** A number asked for in the URL that the tour does not have. */
  notFound?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  // The problem, not its words: the message follows a language switch.
  const [error, setError] = useState<
    { key: 'notANumber' } | { key: 'noSuchNumber'; number: string } | null
  >(null);
  const asked = error?.key === 'noSuchNumber' ? error.number : notFound;
  const shown =
    error?.key === 'notANumber'
      ? t('lookup.notANumber')
      : asked
        ? t('lookup.noSuchNumber', { number: asked, count })
        : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const number = Number(trimmed);
    if (!/^\d{1,3}$/.test(trimmed)) {
      setError({ key: 'notANumber' });
      return;
    }
    if (number < 1 || number > count) {
      setError({ key: 'noSuchNumber', number: trimmed });
      return;
    }
    setError(null);
    onGo(number);
  };

  return (
    <form
      className="lookup"
      role="search"
      aria-label={t('lookup.title')}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={id} className="lookup__label">
        {t('lookup.label')}
      </label>
      <div className="lookup__row">
        <input
          id={id}
          className="lookup__input"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          maxLength={3}
          value={value}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button--primary">
          {t('lookup.go')}
        </button>
      </div>
      <p
        id={`${id}-hint`}
        // The hint is read with the field; on screen the label and the label's number say enough.
        className={shown ? 'lookup__error' : 'visually-hidden'}
        role={shown ? 'alert' : undefined}
      >
        {shown ?? t('lookup.hint', { count })}
      </p>
    </form>
  );
}
