import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { HERO_IMAGE_SIZES } from '@/components/image-sizes';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { MuseumVisit, OpeningLine } from '@/features/museums/components/museum-visit';
import { useOpeningStatus } from '@/features/museums/components/use-opening-status';
import type { Museum } from '@/features/museums/model/museum';
import { TourCard } from '@/features/tours/components/tour-card';
import type { Tour } from '@/features/tours/model/tour';
import { imageSources } from '@/lib/image-variants';
import { pick } from '@/lib/model/language';
import type { MediaRef } from '@/lib/model/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFirstScreenImage } from '@/lib/use-main-image';
import { useResult } from '@/lib/use-result';
import { useRef } from 'react';
import { DataPageState } from '@/app/pages/visitor/page-states';
import { loadMuseum, loadMuseumTours, museumKey, museumToursKey } from './museum-loader';

function TourGrid({
  tours,
  first,
  labelledBy,
}: {
  tours: Tour[];
  first: boolean;
  labelledBy: string;
}) {
  return (
    <ul className="card-grid" aria-labelledby={labelledBy}>
      {tours.map((tour, index) => (
        <li key={tour.id}>
          {/* The first card shows below the hero, the page's main image, on a phone's first screen. */}
          <TourCard tour={tour} imageLoading={first && index === 0 ? 'next' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The museum's tours: its temporary exhibitions open today first, then its permanent collection,
 * then what is coming; a museum with no exhibition lists its tours under one heading, as before.
 */
function Tours({ museumId }: { museumId: string }) {
  const { t } = useTranslation();
  const { state, retry } = useResult(() => loadMuseumTours(museumId), museumToursKey(museumId));
  const heading = (id: string, text: string) => <h2 id={id}>{text}</h2>;
  if (state.status !== 'ready')
    return (
      <section className="page" aria-labelledby="museum-tours">
        {heading('museum-tours', t('museum.toursTitle'))}
        {state.status === 'loading' ? (
          <Loading />
        ) : (
          <ErrorState error={state.error} onRetry={retry} />
        )}
      </section>
    );
  const { exhibitions, permanent, upcoming } = state.data;
  if (exhibitions.length === 0 && upcoming.length === 0)
    return (
      <section className="page" aria-labelledby="museum-tours">
        {heading('museum-tours', t('museum.toursTitle'))}
        {permanent.length === 0 ? (
          <EmptyState>{t('museum.empty')}</EmptyState>
        ) : (
          <TourGrid tours={permanent} first labelledBy="museum-tours" />
        )}
      </section>
    );
  const sections = [
    { id: 'museum-exhibitions', title: t('museum.exhibitionsTitle'), tours: exhibitions },
    { id: 'museum-tours', title: t('museum.permanentTitle'), tours: permanent },
    { id: 'museum-upcoming', title: t('museum.upcomingTitle'), tours: upcoming },
  ].filter(({ tours }) => tours.length > 0);
  return sections.map(({ id, title, tours }, index) => (
    <section key={id} className="page museum-tours" aria-labelledby={id}>
      {heading(id, title)}
      <TourGrid tours={tours} first={index === 0} labelledBy={id} />
    </section>
  ));
}

/** The museum's picture: the page's main image. */
function HeroImage({ image }: { image: Pick<MediaRef, 'url' | 'path'> }) {
  const element = useRef<HTMLImageElement>(null);
  const sources = imageSources(image);
  useFirstScreenImage(element, sources.src, true);
  return (
    <img
      ref={element}
      className="museum-hero__image"
      {...sources}
      sizes={HERO_IMAGE_SIZES}
      alt=""
      width={1200}
      height={800}
      fetchPriority="high"
      elementtiming="main-image"
    />
  );
}

/** /recorridos/{museumId}: a museum, whether it is open now, its published tours and how to visit. */
export function MuseumPage() {
  const { i18n } = useTranslation();
  const { museumId = '' } = useParams();
  const { state, retry } = useResult(() => loadMuseum(museumId), museumKey(museumId));
  const name = state.status === 'ready' ? pick(state.data.name, i18n.language) : null;
  useDocumentTitle(name);

  if (state.status !== 'ready') return <DataPageState of="museum" state={state} retry={retry} />;
  return <MuseumContent museum={state.data} name={name ?? ''} />;
}

function MuseumContent({ museum, name }: { museum: Museum; name: string }) {
  const { t, i18n } = useTranslation();
  const opening = useOpeningStatus(museum);
  return (
    <>
      <section className="museum-hero" aria-labelledby="museum-title">
        {museum.image && <HeroImage image={museum.image} />}
        <div className="museum-hero__text">
          <nav aria-label={t('museum.breadcrumb')}>
            <Link to={ROUTES.museums}>← {t('museum.allMuseums')}</Link>
          </nav>
          <h1 id="museum-title" elementtiming="main-text">
            {name}
          </h1>
          <p>{pick(museum.description, i18n.language)}</p>
          {museum.hours && <OpeningLine state={opening} />}
        </div>
      </section>
      <Tours museumId={museum.id} />
      <MuseumVisit visit={museum} state={opening} />
    </>
  );
}
