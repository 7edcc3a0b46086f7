import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { TourCard } from '@/features/tours/components/tour-card';
import type { Tour } from '@/features/tours/model/tour';
import { dayTextOn } from '@/features/tours/model/tour-dates-text';
import { today } from '@/lib/days';
import { pick } from '@/lib/model/language';
import { useDocumentTitle, useNoIndex } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { loadMuseumTours, museumToursKey } from '@/app/pages/visitor/museum-tours';

/** The museum's tours a visitor can take today: its open exhibitions, then its permanent ones. */
function MuseumToursToday({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation();
  const { state, retry } = useResult(
    () => loadMuseumTours(tour.museumId),
    museumToursKey(tour.museumId),
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  const open = [...state.data.exhibitions, ...state.data.permanent].filter(
    (each) => each.id !== tour.id,
  );
  if (open.length === 0)
    return (
      <EmptyState>{t('tour.closedNone', { museum: pick(tour.museum, i18n.language) })}</EmptyState>
    );
  return (
    <ul className="card-grid">
      {open.map((each) => (
        <li key={each.id}>
          <TourCard tour={each} />
        </li>
      ))}
    </ul>
  );
}

/** The tour's name and museum over what the page says of its days. */
function Heading({ tour, children }: { tour: Tour; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const name = pick(tour.name, i18n.language);
  useDocumentTitle(name);
  return (
    <section className="page page--narrow tour-unavailable" aria-labelledby="tour-title">
      <nav aria-label={t('museum.breadcrumb')} className="tour-unavailable__museum">
        <Link to={ROUTES.museum(tour.museumId)}>{pick(tour.museum, i18n.language)}</Link>
      </nav>
      <h1 id="tour-title">{name}</h1>
      {children}
    </section>
  );
}

/**
 * A temporary exhibition after its closing day, reached by its address (a printed QR code, a
 * shared link): it says when it closed and offers what its museum has on today.
 */
export function TourClosed({ tour }: { tour: Tour & { closesOn: number } }) {
  const { t, i18n } = useTranslation();
  // Gone from the guide's lists, and from search engines' too.
  useNoIndex();
  const museum = pick(tour.museum, i18n.language);
  return (
    <>
      <Heading tour={tour}>
        <p className="tour-unavailable__notice">
          {t('tour.closedTitle', { date: dayTextOn(tour.closesOn, today(), t) })}
        </p>
        <p>{t('tour.closedText', { museum })}</p>
      </Heading>
      <section className="page" aria-label={t('tour.museumTours', { museum })}>
        <MuseumToursToday tour={tour} />
      </section>
    </>
  );
}

/**
 * A temporary exhibition before its opening day, which its admin did not open for listening
 * yet: what it is about and when it opens, for planning a visit, with its museum's page.
 */
export function TourUpcoming({ tour }: { tour: Tour & { opensOn: number } }) {
  const { t, i18n } = useTranslation();
  const museum = pick(tour.museum, i18n.language);
  return (
    <Heading tour={tour}>
      <p className="tour-unavailable__notice">
        {t('tour.upcomingTitle', { date: dayTextOn(tour.opensOn, today(), t) })}
      </p>
      <p>{pick(tour.description, i18n.language)}</p>
      <p>{t('tour.upcomingText')}</p>
      <Link className="button" to={ROUTES.museum(tour.museumId)}>
        {t('tour.museumTours', { museum })}
      </Link>
    </Heading>
  );
}
