import { useTranslation } from 'react-i18next';

/** Stands in for a screen whose issue has not landed yet; the route itself is real. */
export function PendingPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow">
      <h1>{t(titleKey)}</h1>
      <p>{t('pending.text')}</p>
    </section>
  );
}
