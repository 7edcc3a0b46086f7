import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CoverCarousel, type CoverSlide } from '@/components/cover-carousel';
import { COVERS } from '@/components/covers';
import { ExternalLink } from '@/components/external-link';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { getConfig } from '@/config/env';
import { ROUTES, SAVED_ANCHOR } from '@/config/routes';
import { TourCard } from '@/features/tours/components/tour-card';
import { useOnline } from '@/lib/use-online';
import { useResult } from '@/lib/use-result';
import { today } from '@/lib/days';
import { exhibitionsKey, highlightsKey, loadExhibitions, loadHighlights } from './home-loader';

// With no connection, or asked for from the menu (/#saved), the tours saved on this device come
// first; a chunk of its own (precached), which no other visit pays for. (Each page declares it: a module shared by two pages would be
// one more file named in the entry.)
const SavedTours = lazy(async () => ({
  default: (await import('@/features/offline/components/saved-tours')).SavedTours,
}));
// The contact form, at the end of the page, and the form pattern it runs on (its checks, its
// draft, the leave warning) arrive after the first screen, not with it.
const ContactForm = lazy(async () => ({
  default: (await import('@/features/contact/components/contact-form')).ContactForm,
}));

const FAQ = ['tours', 'account', 'free', 'languages', 'visit'] as const;

function Highlights() {
  const { t } = useTranslation();
  const { state, retry } = useResult(loadHighlights, highlightsKey);
  if (state.status === 'loading') {
    // As tall as the cards will be, so the sections below do not jump when they arrive.
    return (
      <div className="highlights-placeholder">
        <Loading />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.data.length === 0) return <EmptyState>{t('home.highlightsEmpty')}</EmptyState>;
  return (
    <ul className="card-grid" aria-label={t('home.highlightsTitle')}>
      {state.data.map((tour) => (
        <li key={tour.id}>
          {/* Below the cover carousel (the page's largest paint): every card loads lazily. */}
          <TourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The exhibitions open today across the city, those closing first first: a section only when
 * there is one (a failed read leaves it out too: the highlights above say what went wrong).
 */
function Exhibitions() {
  const { t } = useTranslation();
  const day = today();
  const { state } = useResult(() => loadExhibitions(day), exhibitionsKey(day));
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section className="page" aria-labelledby="exhibitions-title">
      <h2 id="exhibitions-title">{t('home.exhibitionsTitle')}</h2>
      <ul className="card-grid">
        {state.data.map((tour) => (
          <li key={tour.id}>
            <TourCard tour={tour} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { founderUrl } = getConfig();
  const slides: CoverSlide[] = COVERS.map((id) => ({ id, alt: t(`home.carousel.${id}`) }));
  const online = useOnline();
  const asked = useLocation().hash === `#${SAVED_ANCHOR}`;
  return (
    <>
      {(!online || asked) && (
        <div className="page">
          <Suspense fallback={null}>
            <SavedTours />
          </Suspense>
        </div>
      )}
      <CoverCarousel slides={slides} labelledBy="hero-title">
        <h1 id="hero-title" elementtiming="main-text">
          {t('home.heroTitle')}
        </h1>
        <p>{t('home.heroText')}</p>
        <Link to={ROUTES.museums} className="button button--primary">
          {t('home.heroCta')}
        </Link>
      </CoverCarousel>

      <section className="page" aria-labelledby="highlights-title">
        <h2 id="highlights-title">{t('home.highlightsTitle')}</h2>
        <Highlights />
      </section>
      <Exhibitions />

      <div className="home-band below-fold">
        <section id="about" className="page page--narrow" aria-labelledby="about-title">
          <h2 id="about-title">{t('home.aboutTitle')}</h2>
          <p>{t('home.aboutText')}</p>
          {founderUrl && (
            <p>
              <ExternalLink className="home-more" href={founderUrl}>
                {t('home.aboutMore')}
              </ExternalLink>
            </p>
          )}
        </section>
      </div>

      <section id="faq" className="page page--narrow below-fold" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('home.faqTitle')}</h2>
        <p className="section-intro">{t('home.faqIntro')}</p>
        <div className="faq">
          {FAQ.map((item) => (
            <details key={item} className="faq__item">
              <summary className="faq__question">{t(`home.faq.${item}.q`)}</summary>
              <p className="faq__answer">{t(`home.faq.${item}.a`)}</p>
            </details>
          ))}
        </div>
      </section>

      <div className="home-band below-fold">
        <section id="contact" className="page page--narrow" aria-labelledby="contact-title">
          <h2 id="contact-title">{t('home.contactTitle')}</h2>
          <p className="section-intro">{t('contact.intro')}</p>
          <Suspense fallback={null}>
            <ContactForm
              note={
                <>
                  {t('privacy.contactNote')}{' '}
                  <Link to={ROUTES.privacy}>{t('privacy.noteLink')}</Link>
                </>
              }
            />
          </Suspense>
        </section>
      </div>
    </>
  );
}
