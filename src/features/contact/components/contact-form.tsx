import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@/lib/error-codes';
import type { MessageInput } from '../model/message';
import { forwardToEndpoint } from './forward-to-endpoint';
import { EMPTY, FIELDS, validate, type FieldName, type FieldProblems } from './validate-message';

export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<MessageInput>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  // State updates land after the next render; the ref stops a second submit before that.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  function change(field: FieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    };
  }

  // Fetch the validation code as soon as the visitor starts on the form, not on submit.
  useEffect(() => {
    const element = form.current;
    const prefetch = () => void import('../model/message').catch(() => undefined);
    element?.addEventListener('focusin', prefetch, { once: true });
    return () => element?.removeEventListener('focusin', prefetch);
  }, []);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setSent(false);
    setFailure(null);
    inFlight.current = true;
    let checked: Awaited<ReturnType<typeof validate>>;
    try {
      checked = await validate(values);
    } catch {
      inFlight.current = false;
      setFailure('network'); // the validation code could not be fetched
      return;
    }
    if ('problems' in checked) {
      inFlight.current = false;
      setProblems(checked.problems);
      const first = FIELDS.find((field) => checked.problems[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setProblems({});
    setSending(true);
    // Firestore loads after first paint to keep the home page light: the API module is fetched on submit.
    const data = checked.data;
    const result = await import('../api/messages').then(
      ({ sendMessage }) => sendMessage(data),
      () => null, // the module could not be fetched (offline)
    );
    inFlight.current = false;
    setSending(false);
    if (!result || result.isError) {
      setFailure(result ? result.error.code : 'network');
      return;
    }
    setValues(EMPTY);
    setSent(true);
    forwardToEndpoint(checked.data);
  }

  function problemText(field: FieldName): string | undefined {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem.key === 'tooLong'
      ? t('contact.errors.tooLong', { max: problem.max })
      : t(`contact.errors.${problem.key}`);
  }

  function fieldProps(field: FieldName) {
    const problem = problemText(field);
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      onChange: change(field),
      required: true,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-${field}-error` : undefined,
    };
  }

  function fieldError(field: FieldName) {
    const problem = problemText(field);
    return problem ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {problem}
      </p>
    ) : null;
  }

  return (
    <form
      ref={form}
      className="contact-form"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-nombre`} className="field__label">
            {t('contact.name')}
          </label>
          <input {...fieldProps('nombre')} className="field__input" autoComplete="name" />
          {fieldError('nombre')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`} className="field__label">
            {t('contact.email')}
          </label>
          <input
            {...fieldProps('email')}
            className="field__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
          {fieldError('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`} className="field__label">
          {t('contact.message')}
        </label>
        <textarea {...fieldProps('message')} className="field__textarea" rows={6} />
        {fieldError('message')}
      </div>

      <p className="form-error" role="alert">
        {failure ? t(`errors.${failure}`) : ''}
      </p>
      <div role="status" className={sent ? 'form-success' : undefined}>
        {sent ? <p>{t('contact.sent')}</p> : null}
      </div>

      <button
        type="submit"
        className="button button--primary contact-form__submit"
        disabled={sending}
      >
        {sending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}
