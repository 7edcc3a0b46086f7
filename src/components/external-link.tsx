import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, in a new tab, saying so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('app.opensInNewTab')}</span>
    </a>
  );
}
