import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { MuseumCard } from '@/features/museums/components/museum-card';
import { useOnline } from '@/features/offline/components/offline-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { loadMuseums, museumsKey } from './museums-loader';

// With no connection, the tours saved on this device come first (as on the home page).
const SavedTours = lazy(async () => ({
  default: (await import('@/app/pages/visitor/saved/saved')).SavedTours,
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
        (state.data.length === 0 ? (
          <EmptyState>{t('museums.empty')}</EmptyState>
        ) : (
          <ul className="card-grid" aria-labelledby="museums-title">
            {state.data.map((museum, index) => (
              <li key={museum.id}>
                <MuseumCard
                  museum={museum}
                  comingSoon={museum.comingSoon}
                  imageLoading={index === 0 ? 'main' : index === 1 ? 'next' : 'lazy'}
                  elementTiming={index === 0 ? 'main-image' : undefined}
                />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
