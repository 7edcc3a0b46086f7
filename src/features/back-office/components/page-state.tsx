import { ErrorState, NotFoundState } from '@/components/status';
import type { AsyncState } from '@/lib/use-result';
import { CpanelSkeleton } from '@/features/back-office/components/skeleton';

/**
 * What a back-office page shows until its record is ready: its skeleton, a "not found" with
 * a way back to its list, or the error with a retry.
 */
export function PageState({
  state,
  retry,
  notFound,
}: {
  state: Exclude<AsyncState<unknown>, { status: 'ready' }>;
  retry: () => void;
  notFound: { title: string; text: string; linkTo: string; linkText: string };
}) {
  if (state.status === 'loading') return <CpanelSkeleton />;
  if (state.error.code === 'notFound' || state.error.code === 'missingId') {
    return <NotFoundState {...notFound} />;
  }
  return (
    <div className="page">
      <ErrorState error={state.error} onRetry={retry} />
    </div>
  );
}
