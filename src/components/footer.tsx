import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getConfig } from '@/config/env';
import { ROUTES } from '@/config/routes';
import { ExternalLinkItem } from './external-link';
import { LanguageSwitch } from './language-switch';

/**
 * Where to go from the end of any page: contact, the founder's page and the blog (each only
 * when configured), the language, and the copyright with this year (read at render, so a page
 * left open over New Year shows the new one at its next render), with the privacy notice.
 */
export function Footer() {
  const { t } = useTranslation();
  const { blogUrl, founderUrl } = getConfig();
  return (
    <footer className="site-footer below-fold">
      <nav className="site-footer__nav" aria-label={t('footer.nav')}>
        <ul>
          <li>
            <Link to={`${ROUTES.home}#contact`}>{t('footer.contact')}</Link>
          </li>
          <ExternalLinkItem href={founderUrl}>{t('footer.founder')}</ExternalLinkItem>
          <ExternalLinkItem href={blogUrl}>{t('footer.blog')}</ExternalLinkItem>
        </ul>
      </nav>
      <LanguageSwitch />
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <p>
        <Link to={ROUTES.privacy}>{t('footer.privacy')}</Link>
      </p>
      <p>{t('footer.madeIn')}</p>
    </footer>
  );
}
