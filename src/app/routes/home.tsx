import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { listHighlightedTours } from '@/features/tours/api/expositions';
import { TourCard } from '@/features/tours/components/tour-card';
import { useResult } from '@/lib/use-result';

function Highlights() {
  const { t } = useTranslation();
  const { state, retry } = useResult(listHighlightedTours, 'highlights');
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.data.length === 0) return <EmptyState>{t('home.highlightsEmpty')}</EmptyState>;
  return (
    <ul className="card-grid" aria-label={t('home.highlightsTitle')}>
      {state.data.map((tour, index) => (
        <li key={tour.id}>
          <TourCard tour={tour} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <Link to={ROUTES.museums} className="button button--primary">
            {t('home.heroCta')}
          </Link>
        </div>
      </section>

      <section className="page" aria-labelledby="highlights-title">
        <h2 id="highlights-title">{t('home.highlightsTitle')}</h2>
        <Highlights />
      </section>

      <section id="about" className="page page--narrow" aria-labelledby="about-title">
        <h2 id="about-title">{t('home.aboutTitle')}</h2>
        <p>{t('home.aboutText')}</p>
      </section>
    </>
  );
}
