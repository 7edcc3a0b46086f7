import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { deleteMuseumSafely } from '@/features/museums/api/museum-admin';
import { listMuseums } from '@/features/museums/api/tematics';
import type { Tematic } from '@/features/museums/model/tematic';
import { pick } from '@/lib/model/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { FilterBar, FilterOutcome, SearchFilter } from '@/features/back-office/lists/filter-fields';
import { RowLink, RowMenu, RowThumb } from '@/features/back-office/lists/row-actions';
import { ConfirmDialog } from '@/features/back-office/components/confirm-dialog';
import { MaintenanceSection } from '@/features/back-office/components/orphan-cleanup';
import { ListSkeleton } from '@/features/back-office/components/skeleton';
import { nameMatches, useListFilters } from '@/features/back-office/lists/list-filters';
import { toastError, toastSuccess } from '@/features/back-office/toasts';

/** /cpanel/tematics: every museum, with add, edit and a delete that never leaves orphans. */
export function MuseumsListPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.cpanelTematics'));
  const { state, retry } = useResult(listMuseums, 'cpanel-museums');
  const [removing, setRemoving] = useState<Tematic | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!removing || busy) return;
    setBusy(true);
    const result = await deleteMuseumSafely(removing.id);
    setBusy(false);
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      if (result.error.code === 'hasTours') setRemoving(null);
      return;
    }
    toastSuccess(translatable('cpanel.museums.deleted'));
    setRemoving(null);
    retry();
  }

  return (
    <section className="page" aria-labelledby="museums-admin-title">
      <div className="cpanel-heading">
        <h1 id="museums-admin-title">{t('cpanel.museums.title')}</h1>
        <Link className="button button--primary" to={ROUTES.cpanelAddTematic}>
          + {t('cpanel.museums.add')}
        </Link>
      </div>
      {state.status === 'loading' && <ListSkeleton />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyState>{t('cpanel.museums.empty')}</EmptyState>
        ) : (
          <MuseumsList museums={state.data} onDelete={setRemoving} />
        ))}
      <ConfirmDialog
        open={removing !== null}
        title={t('cpanel.museums.confirmTitle')}
        text={t('cpanel.museums.confirmText', {
          name: removing ? pick(removing.name, i18n.language) : '',
        })}
        confirmLabel={t('cpanel.common.delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setRemoving(null)}
      />
      <MaintenanceSection />
    </section>
  );
}

/** The search, the count and the rows (each: edit, and the rest in a menu). */
function MuseumsList({
  museums,
  onDelete,
}: {
  museums: Tematic[];
  onDelete: (museum: Tematic) => void;
}) {
  const { t, i18n } = useTranslation();
  const { filters, active, setFilter, clear } = useListFilters();
  const shown = museums.filter((museum) => nameMatches(museum.name, filters.q));
  return (
    <>
      <FilterBar label={t('cpanel.filters.museumsLabel')}>
        <SearchFilter
          label={t('cpanel.filters.search')}
          value={filters.q}
          onChange={(value) => setFilter('q', value)}
        />
      </FilterBar>
      <FilterOutcome
        count={t('cpanel.museums.count', { shown: shown.length, total: museums.length })}
        noMatch={shown.length === 0 && active ? t('cpanel.museums.noMatch') : null}
        clearLabel={t('cpanel.filters.clear')}
        onClear={clear}
      />
      {shown.length > 0 && (
        <ul className="admin-list" aria-labelledby="museums-admin-title">
          {shown.map((museum) => {
            const name = pick(museum.name, i18n.language);
            return (
              <li key={museum.id} className="admin-row">
                <RowThumb image={museum.image} />
                <div className="admin-row__body">
                  <h2 className="admin-row__title">{name}</h2>
                  <p className="admin-row__meta">{pick(museum.description, i18n.language)}</p>
                </div>
                <div className="admin-row__actions">
                  <RowLink
                    primary
                    to={ROUTES.cpanelEditTematic(museum.id)}
                    label={t('cpanel.common.edit')}
                    name={name}
                  />
                  <RowMenu
                    name={name}
                    items={[
                      { key: 'view', label: t('cpanel.common.view'), to: ROUTES.museum(museum.id) },
                      {
                        key: 'delete',
                        label: t('cpanel.common.delete'),
                        danger: true,
                        onSelect: () => onDelete(museum),
                      },
                    ]}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
