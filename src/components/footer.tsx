import { useTranslation } from 'react-i18next';

// The spec (section 9) fixes the copyright year of the original product.
export const COPYRIGHT_YEAR = 2022;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer below-fold">
      <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
      <p>{t('footer.madeIn')}</p>
    </footer>
  );
}
