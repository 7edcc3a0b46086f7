import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMoreButton } from '@/components/show-more';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { MuseumCard } from '@/features/museums/components/museum-card';
import { useOnline } from '@/lib/use-online';
import type { Museum } from '@/features/museums/model/museum';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { useShowMore, type NextPage } from '@/lib/use-show-more';
import { listMuseums, loadMoreMuseums, loadMuseums, museumsKey } from './museums-loader';

// With no connection, the tours saved on this device come first (as on the home page).
const SavedTours = lazy(async () => ({
  default: (await import('@/features/offline/components/saved-tours')).SavedTours,
}));

/** /museos: the museums, as cards. */
export function MuseumsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('museums.title'));
  const { state, retry } = useResult(loadMuseums, museumsKey);
  const online = useOnline();
  return (
    <section className="page" aria-labelledby="museums-title">
      <h1 id="museums-title" elementtiming="main-text">
        {t('museums.title')}
      </h1>
      <p className="page__lead">{t('museums.lead')}</p>
      {!online && (
        <div className="museums-saved">
          <Suspense fallback={null}>
            <SavedTours />
          </Suspense>
        </div>
      )}
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <EmptyState>{t('museums.empty')}</EmptyState>
        ) : (
          <MuseumList first={state.data} />
        ))}
    </section>
  );
}

/** The museums shown, coming-soon ones last, and "Show more museums" while more follow. */
function MuseumList({ first }: { first: NextPage<Museum> }) {
  const { t } = useTranslation();
  const { list, items, more } = useShowMore({
    initial: first.items,
    more: first.more,
    next: loadMoreMuseums,
    keyOf: (museum) => museum.id,
  });
  return (
    <>
      <ul ref={list} className="card-grid" aria-labelledby="museums-title">
        {listMuseums(items).map((museum, index) => (
          <li key={museum.id} data-item={museum.id} tabIndex={-1}>
            <MuseumCard
              museum={museum}
              comingSoon={museum.comingSoon}
              imageLoading={index === 0 ? 'main' : index === 1 ? 'next' : 'lazy'}
              elementTiming={index === 0 ? 'main-image' : undefined}
            />
          </li>
        ))}
      </ul>
      <ShowMoreButton
        label={t('museums.more')}
        loadingLabel={t('museums.loadingMore')}
        control={more}
      />
    </>
  );
}
