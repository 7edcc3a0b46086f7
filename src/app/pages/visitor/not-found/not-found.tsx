import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import './not-found.css';

/**
 * Any address the guide does not have. The original product sent it silently to the home page,
 * which reads as a broken link leading nowhere in particular; this says so, in the tab too, and
 * offers the two ways on a visitor most likely wants.
 */
export function UnknownAddressPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('unknownPage.title');
  useDocumentTitle(title);
  return (
    <section className="page page--narrow" aria-labelledby="unknown-page-title">
      <h1 id="unknown-page-title">{title}</h1>
      <p className="unknown-page__text">{t('unknownPage.text', { address: pathname })}</p>
      <p className="unknown-page__ways">
        <Link className="button button--primary" to={ROUTES.home}>
          {t('unknownPage.home')}
        </Link>
        <Link className="button" to={ROUTES.museums}>
          {t('unknownPage.museums')}
        </Link>
      </p>
    </section>
  );
}
