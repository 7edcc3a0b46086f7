import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading, NotFoundState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import type { ErrorCode } from '@/lib/error-codes';
import type { AppError } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AsyncState } from '@/lib/use-result';

// Only with no connection, for a page that is not saved: precached, not on a visitor's way online.
const OfflinePage = lazy(async () => ({
  default: (await import('@/features/offline/components/saved-tours')).OfflinePage,
}));

/** A museum or tour that does not exist: says so in the tab too, and leads back to the museums. */
export function NotFoundPage({ of }: { of: 'museum' | 'tour' }) {
  const { t } = useTranslation();
  const title = t(`${of}.notFoundTitle`);
  useDocumentTitle(title);
  return (
    <NotFoundState
      title={title}
      text={t(`${of}.notFoundText`)}
      linkTo={ROUTES.museums}
      linkText={t('museum.allMuseums')}
    />
  );
}

/** A public page while its data loads. */
export function LoadingPage() {
  return (
    <div className="page">
      <Loading />
    </div>
  );
}

/** A public page whose data could not be read, with a way to try again. */
export function ErrorPage({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return (
    <div className="page">
      <ErrorState error={error} onRetry={onRetry} />
    </div>
  );
}

/** The errors that mean the page's museum or tour is not there for this visitor. */
const NOT_FOUND_CODES: Record<'museum' | 'tour', readonly ErrorCode[]> = {
  museum: ['notFound', 'missingId'],
  // A draft or a missing tour both answer "permission denied" to visitors: not found either way.
  tour: ['notFound', 'permissionDenied', 'missingId'],
};

/**
 * A museum's or a tour's page until its data is ready: loading, not found, with no connection
 * the saved tours, or the error with a way to try again.
 */
export function DataPageState({
  of,
  state,
  retry,
}: {
  of: 'museum' | 'tour';
  state: Exclude<AsyncState<unknown>, { status: 'ready' }>;
  retry: () => void;
}) {
  if (state.status === 'loading') return <LoadingPage />;
  if (NOT_FOUND_CODES[of].includes(state.error.code)) return <NotFoundPage of={of} />;
  if (!navigator.onLine) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <OfflinePage of={of === 'tour' ? 'tour' : 'page'} onRetry={retry} />
      </Suspense>
    );
  }
  return <ErrorPage error={state.error} onRetry={retry} />;
}
