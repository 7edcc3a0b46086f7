import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContactForm } from './use-contact-form';
import type { FieldName } from './validate-message';

export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const { form, values, problems, failure, sent, sending, change, submit } = useContactForm();

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
