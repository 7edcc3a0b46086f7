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

/** A list item linking to another site, or nothing when the site's address is not configured. */
export function ExternalLinkItem({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <li>
      <ExternalLink href={href}>{children}</ExternalLink>
    </li>
  ) : null;
}
