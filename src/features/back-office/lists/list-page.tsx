import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState } from '@/components/status';
import { ListSkeleton } from '@/features/back-office/components/skeleton';
import type { AsyncState } from '@/lib/use-result';

/**
 * A back-office list page: its heading (with "+ Add" when it has one), then the rows' shapes
 * while they load, the error with a retry, the empty note, or the list itself.
 */
export function ListPage<T>({
  titleId,
  title,
  add,
  narrow = false,
  state,
  retry,
  isEmpty,
  empty,
  skeletonRows,
  list,
  children,
}: {
  titleId: string;
  title: string;
  add?: { to: string; label: string };
  narrow?: boolean;
  state: AsyncState<T>;
  retry: () => void;
  isEmpty: (data: T) => boolean;
  empty: string;
  skeletonRows?: number;
  list: (data: T) => ReactNode;
  /** After the list: its dialogs and sections. */
  children?: ReactNode;
}) {
  const heading = <h1 id={titleId}>{title}</h1>;
  return (
    <section className={narrow ? 'page page--narrow' : 'page'} aria-labelledby={titleId}>
      {add ? (
        <div className="cpanel-heading">
          {heading}
          <Link className="button button--primary" to={add.to}>
            + {add.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {state.status === 'loading' && <ListSkeleton rows={skeletonRows} />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' &&
        (isEmpty(state.data) ? <EmptyState>{empty}</EmptyState> : list(state.data))}
      {children}
    </section>
  );
}
