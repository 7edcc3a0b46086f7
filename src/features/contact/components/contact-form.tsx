import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftOffer } from '@/components/forms/draft-offer';
import { FieldProblem } from '@/components/forms/form-parts';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { useContactForm } from './use-contact-form';
import type { FieldName } from './validate-message';

/**
 * `note`: a line under the button, about what is kept of the message (the app gives it, with a
 * link to the privacy notice: a feature does not know the app's routes' screens).
 */
export function ContactForm({ note }: { note?: ReactNode }) {
  const { t } = useTranslation();
  const { form, sent, draft, guard, submit } = useContactForm();
  const formElement = useRef<HTMLFormElement>(null);

  // Fetch the validation code as soon as the visitor starts on the form, not on submit.
  useEffect(() => {
    const element = formElement.current;
    const prefetch = () => void import('@/features/contact/model/message').catch(() => undefined);
    element?.addEventListener('focusin', prefetch, { once: true });
    return () => element?.removeEventListener('focusin', prefetch);
  }, []);

  const fieldProps = (field: FieldName) => ({ ...form.field(field), required: true });
  const problem = (field: FieldName) => (
    <FieldProblem id={form.ids(field).problem} text={form.problemOf(field)} />
  );

  return (
    <>
      <DraftOffer draft={draft} />
      <form
        ref={formElement}
        className="contact-form"
        noValidate
        aria-busy={form.busy}
        onSubmit={submit}
      >
        <div className="field-row">
          <div className="field">
            <label htmlFor={form.ids('nombre').input} className="field__label">
              {t('contact.name')}
            </label>
            <input {...fieldProps('nombre')} className="field__input" autoComplete="name" />
            {problem('nombre')}
          </div>
          <div className="field">
            <label htmlFor={form.ids('email').input} className="field__label">
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
            {problem('email')}
          </div>
        </div>
        <div className="field">
          <label htmlFor={form.ids('message').input} className="field__label">
            {t('contact.message')}
          </label>
          <textarea {...fieldProps('message')} className="field__textarea" rows={6} />
          {problem('message')}
        </div>

        <p className="form-error" role="alert">
          {form.summary}
        </p>
        <div role="status" className={sent ? 'form-success' : undefined}>
          {sent ? <p>{t('contact.sent')}</p> : null}
        </div>

        <button
          type="submit"
          className="button button--primary contact-form__submit"
          disabled={form.busy}
        >
          {form.busy ? t('contact.sending') : t('contact.submit')}
        </button>
        {note && <p className="form-note">{note}</p>}
      </form>
      <LeaveDialog guard={guard} place="session" />
    </>
  );
}
