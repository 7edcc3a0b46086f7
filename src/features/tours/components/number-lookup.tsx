import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneToN } from '@/features/works/model/codes';

/** A label's number as typed or in an address: one to four digits (codes go up to 9999). */
export const LABEL_NUMBER = /^\d{1,4}$/;

/**
 * "Go to number": the visitor types the short number printed on the work's label (its code,
 * which stays with the work when the tour is reordered). While the labels read 1..n, as most
 * tours' do, the texts say the range; once works have come and gone they only say the number.
 */
export function NumberLookup({
  codes,
  onGo,
  notFound,
}: {
  /** The numbers on the tour's labels: the ones the box goes to. */
  codes: readonly number[];
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
  const count = codes.length;
  const ranged = isOneToN(codes);
  const shown =
    error?.key === 'notANumber'
      ? t('lookup.notANumber')
      : asked
        ? t(ranged ? 'lookup.noSuchNumber' : 'lookup.noSuchLabel', { number: asked, count })
        : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const number = Number(trimmed);
    if (!LABEL_NUMBER.test(trimmed)) {
      setError({ key: 'notANumber' });
      return;
    }
    if (!codes.includes(number)) {
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
          maxLength={4}
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
        {shown ?? t(ranged ? 'lookup.hint' : 'lookup.labelHint', { count })}
      </p>
    </form>
  );
}
