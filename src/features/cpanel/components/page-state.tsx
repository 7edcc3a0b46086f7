import { useTranslation } from 'react-i18next';
import { ErrorState, NotFoundState } from '@/components/status';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import type { AsyncState } from '@/lib/use-result';
import { CpanelSkeleton } from './skeleton';

/** What a page says when its record is gone, and the list it leads back to. */
const NOT_FOUND = {
  museum: {
    title: 'cpanel.museums.notFound',
    to: CPANEL_ROUTES.museums,
    list: 'cpanel.nav.museums',
  },
  tour: { title: 'cpanel.tours.notFound', to: CPANEL_ROUTES.tours, list: 'cpanel.nav.tours' },
  work: { title: 'cpanel.works.notFound', to: CPANEL_ROUTES.tours, list: 'cpanel.nav.tours' },
} as const;

/**
 * What a back-office page shows until its record is ready: its skeleton, a "not found" with
 * a way back to its list, or the error with a retry.
 */
export function PageState({
  state,
  retry,
  record,
}: {
  state: Exclude<AsyncState<unknown>, { status: 'ready' }>;
  retry: () => void;
  /** The kind of record the page shows. */
  record: keyof typeof NOT_FOUND;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <CpanelSkeleton />;
  if (state.error.code === 'notFound' || state.error.code === 'missingId') {
    const notFound = NOT_FOUND[record];
    return (
      <NotFoundState
        title={t(notFound.title)}
        text={t('errors.notFound')}
        linkTo={notFound.to}
        linkText={t(notFound.list)}
      />
    );
  }
  return (
    <div className="page">
      <ErrorState error={state.error} onRetry={retry} />
    </div>
  );
}
