import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState } from '@/components/status';
import { ListSkeleton } from '@/features/cpanel/components/skeleton';
import type { AsyncState } from '@/lib/use-result';

/** When the list is empty: a list of rows says so itself; any other shape of data must say how. */
type Emptiness<T> = T extends readonly unknown[] ? unknown : { isEmpty: (data: T) => boolean };

const noRows = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A back-office list page: its heading (with "+ Add" when it has one), then the rows' shapes
 * while they load, the error with a retry, the empty note, or the list itself. Its texts are
 * `cpanel.<entity>.title`, `.add` and `.empty`; its heading's id is `<entity>-admin-title`.
 */
export function ListPage<T>({
  entity,
  addTo,
  narrow = false,
  state,
  retry,
  isEmpty = noRows,
  skeletonRows,
  list,
  children,
}: Emptiness<T> & {
  entity: 'museums' | 'tours' | 'messages' | 'trash';
  /** The form that adds one, if the list has one. */
  addTo?: string;
  narrow?: boolean;
  state: AsyncState<T>;
  retry: () => void;
  isEmpty?: (data: T) => boolean;
  skeletonRows?: number;
  list: (data: T) => ReactNode;
  /** After the list: its dialogs and sections. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${entity}-admin-title`;
  const heading = <h1 id={titleId}>{t(`cpanel.${entity}.title`)}</h1>;
  return (
    <section className={narrow ? 'page page--narrow' : 'page'} aria-labelledby={titleId}>
      {addTo ? (
        <div className="cpanel-heading">
          {heading}
          <Link className="button button--primary" to={addTo}>
            + {t(`cpanel.${entity}.add`)}
          </Link>
        </div>
      ) : (
        heading
      )}
      {state.status === 'loading' && <ListSkeleton rows={skeletonRows} />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' &&
        (isEmpty(state.data) ? (
          <EmptyState>{t(`cpanel.${entity}.empty`)}</EmptyState>
        ) : (
          list(state.data)
        ))}
      {children}
    </section>
  );
}
