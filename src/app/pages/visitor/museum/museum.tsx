import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { HERO_IMAGE_SIZES } from '@/components/image-sizes';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { MuseumVisit, OpeningLine } from '@/features/museums/components/museum-visit';
import { useOpeningStatus } from '@/features/museums/components/use-opening-status';
import type { Museum } from '@/features/museums/model/museum';
import { TourCard } from '@/features/tours/components/tour-card';
import { imageSources } from '@/lib/image-variants';
import { pick } from '@/lib/model/language';
import type { MediaRef } from '@/lib/model/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFirstScreenImage } from '@/lib/use-main-image';
import { useResult } from '@/lib/use-result';
import { useRef } from 'react';
import { DataPageState } from '@/app/pages/visitor/page-states';
import { loadMuseum, loadMuseumTours, museumKey, museumToursKey } from './museum-loader';

function Tours({ museumId }: { museumId: string }) {
  const { t } = useTranslation();
  const { state, retry } = useResult(() => loadMuseumTours(museumId), museumToursKey(museumId));
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.data.length === 0) return <EmptyState>{t('museum.empty')}</EmptyState>;
  return (
    <ul className="card-grid" aria-labelledby="museum-tours">
      {state.data.map((tour, index) => (
        <li key={tour.id}>
          {/* The first card shows below the hero, the page's main image, on a phone's first screen. */}
          <TourCard tour={tour} imageLoading={index === 0 ? 'next' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
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
      <section className="page" aria-labelledby="museum-tours">
        <h2 id="museum-tours">{t('museum.toursTitle')}</h2>
        <Tours museumId={museum.id} />
      </section>
      <MuseumVisit visit={museum} state={opening} />
    </>
  );
}
