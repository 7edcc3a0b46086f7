import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSummary } from '@/components/forms/form-parts';

/** The account pages' one card: a title, the form, and links to the other account pages. */
export function AuthCard({
  titleId,
  title,
  links,
  children,
}: {
  titleId: string;
  title: string;
  links: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page page--narrow auth-page" aria-labelledby={titleId}>
      <div className="auth-card">
        <h1 id={titleId}>{title}</h1>
        {children}
        <p className="auth-card__links">{links}</p>
      </div>
    </section>
  );
}

/**
 * The end of an account form: its summary, announced as it appears, and the submit button,
 * which says it is working while the request is out.
 */
export function AuthSubmit({
  summary,
  repeats,
  submitting,
  disabled,
  label,
}: {
  summary: string | null;
  /** The summary only repeats the one field's problem shown beside it. */
  repeats: boolean;
  submitting: boolean;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormSummary text={summary} repeats={repeats} />
      <button type="submit" className="button button--primary button--block" disabled={disabled}>
        {submitting ? t('account.working') : label}
      </button>
    </>
  );
}
