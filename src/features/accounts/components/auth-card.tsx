import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
 * The end of an account form: its problem, announced as it appears, and the submit button,
 * which says it is working while the request is out.
 */
export function AuthSubmit({
  problem,
  submitting,
  disabled,
  label,
}: {
  /** A key under account.errors. */
  problem: string | null;
  submitting: boolean;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="form-error" role="alert">
        {problem ? t(`account.errors.${problem}`) : ''}
      </p>
      <button type="submit" className="button button--primary button--block" disabled={disabled}>
        {submitting ? t('account.working') : label}
      </button>
    </>
  );
}
