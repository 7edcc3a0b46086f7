import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/config/routes';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { trashMuseum } from '@/features/museums/api/museum-edits';
import { listMuseums } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { LastChange, useChangerNames } from '@/features/cpanel/components/last-change';
import { MaintenanceSection } from '@/features/cpanel/components/orphan-cleanup';
import { pick } from '@/lib/model/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { CpanelRow } from '@/features/cpanel/lists/cpanel-row';
import { SearchFilter } from '@/features/cpanel/lists/filter-fields';
import { FilteredList } from '@/features/cpanel/lists/filtered-list';
import { ListPage } from '@/features/cpanel/lists/list-page';
import { nameMatches, useListFilters } from '@/features/cpanel/lists/list-filters';
import { useDeleteConfirm } from '@/features/cpanel/lists/use-delete-confirm';

/** /cpanel/tematics: every museum, with add, edit and a delete that takes its tours with it. */
export function MuseumsListPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.cpanelMuseums'));
  const { state, retry } = useResult(listMuseums, 'cpanel-museums');
  const remove = useDeleteConfirm<Museum>({
    toTrash: true,
    entity: 'museums',
    nameOf: (museum) => pick(museum.name, i18n.language),
    remove: (museum) => trashMuseum(museum.id),
    onDeleted: retry,
  });
  return (
    <ListPage
      entity="museums"
      addTo={CPANEL_ROUTES.addMuseum}
      state={state}
      retry={retry}
      list={(museums) => <MuseumsList museums={museums} onDelete={remove.ask} />}
    >
      {remove.dialog}
      <MaintenanceSection />
    </ListPage>
  );
}

/** The search, the count and the rows (each: edit, and the rest in a menu). */
function MuseumsList({
  museums,
  onDelete,
}: {
  museums: Museum[];
  onDelete: (museum: Museum) => void;
}) {
  const { t, i18n } = useTranslation();
  const filtering = useListFilters();
  const { filters, setFilter } = filtering;
  const shown = museums.filter((museum) => nameMatches(museum.name, filters.q));
  const names = useChangerNames(shown);
  return (
    <FilteredList
      entity="museums"
      filtering={filtering}
      filters={<SearchFilter value={filters.q} onChange={(value) => setFilter('q', value)} />}
      items={shown}
      total={museums.length}
    >
      {(museum) => (
        <CpanelRow
          name={pick(museum.name, i18n.language)}
          image={museum.image}
          meta={pick(museum.description, i18n.language)}
          changed={<LastChange record={museum} names={names} />}
          editTo={CPANEL_ROUTES.editMuseum(museum.id)}
          menu={[{ key: 'view', label: t('cpanel.common.view'), to: ROUTES.museum(museum.id) }]}
          onDelete={() => onDelete(museum)}
        />
      )}
    </FilteredList>
  );
}
