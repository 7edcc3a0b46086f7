import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './filter-fields.css';

/*
 * The controls above a back-office list: a search landmark with labelled fields that filter
 * the rows as they change (nothing to submit), and a polite count of what is shown.
 */

/**
 * A list under its filters: the search landmark with the filters, the count of what they leave,
 * and the rows (or what to do when none is left). Its texts are `cpanel.filters.<entity>Label`,
 * `cpanel.<entity>.count` and `.noMatch`; the list is labelled by `<entity>-admin-title`.
 */
export function FilteredList<T extends { id: string }>({
  entity,
  filtering,
  filters,
  items,
  total,
  children,
}: {
  entity: 'museums' | 'tours';
  filtering: { active: boolean; clear: () => void };
  filters: ReactNode;
  /** What the filters leave. */
  items: T[];
  total: number;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <form
        role="search"
        aria-label={t(`cpanel.filters.${entity}Label`)}
        className="admin-filters"
        onSubmit={(event) => event.preventDefault()}
      >
        {filters}
      </form>
      <FilterOutcome
        entity={entity}
        shown={items.length}
        total={total}
        active={filtering.active}
        onClear={filtering.clear}
      />
      {items.length > 0 && (
        <ul className="admin-list" aria-labelledby={`${entity}-admin-title`}>
          {items.map((item) => (
            <Fragment key={item.id}>{children(item)}</Fragment>
          ))}
        </ul>
      )}
    </>
  );
}

interface Outcome {
  /** Its texts: `cpanel.<entity>.count` and `.noMatch`. */
  entity: 'museums' | 'tours';
  shown: number;
  total: number;
  /** Whether any filter is set. */
  active: boolean;
  onClear: () => void;
}

/** "3 de 7 recorridos" (announced politely as it changes), or, when none is left, a way out. */
function FilterOutcome({ entity, shown, total, active, onClear }: Outcome) {
  const { t } = useTranslation();
  return (
    <>
      <p className="admin-filters__count" role="status">
        {t(`cpanel.${entity}.count`, { shown, total })}
      </p>
      {shown === 0 && active && (
        <div className="status status--empty admin-filters__none">
          <p>{t(`cpanel.${entity}.noMatch`)}</p>
          <button type="button" className="button" onClick={onClear}>
            {t('cpanel.filters.clear')}
          </button>
        </div>
      )}
    </>
  );
}
