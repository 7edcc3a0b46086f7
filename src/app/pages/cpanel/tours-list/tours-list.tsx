import { useTranslation } from 'react-i18next';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { listMuseums } from '@/features/museums/api/museums';
import { listAllTours } from '@/features/tours/api/tours';
import { trashTour } from '@/features/tours/api/tour-trash';
import type { Tour } from '@/features/tours/model/tour';
import { pick, type Bilingual } from '@/lib/model/shared';
import { ok } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { today as todayInBuenosAires } from '@/lib/days';
import { SearchFilter, SelectFilter } from '@/features/cpanel/lists/filter-fields';
import { FilteredList } from '@/features/cpanel/lists/filtered-list';
import { ListPage } from '@/features/cpanel/lists/list-page';
import {
  datesMatch,
  DATES_FILTERS,
  nameMatches,
  useTourListFilters,
} from '@/features/cpanel/lists/list-filters';
import { TourRow } from '@/features/cpanel/lists/tour-row';
import { useChangerNames } from '@/features/cpanel/components/last-change';
import { useDeleteConfirm } from '@/features/cpanel/lists/use-delete-confirm';
import { useTourActions, type TourAction } from '@/features/cpanel/lists/use-tour-actions';

async function loadTours() {
  const [tours, museums] = await Promise.all([listAllTours(), listMuseums()]);
  if (tours.isError) return tours;
  // Without the museums the list still works: the tour names its museum itself.
  const names = new Map(museums.isError ? [] : museums.data.map((m) => [m.id, m.name]));
  return ok({ tours: tours.data, museumNames: names });
}

/** /cpanel/expositions: every tour, drafts included, with its state and actions. */
export function ToursListPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.cpanelTours'));
  const { state, retry } = useResult(loadTours, 'cpanel-tours');
  const actions = useTourActions();
  const remove = useDeleteConfirm<Tour>({
    toTrash: true,
    entity: 'tours',
    nameOf: (tour) => pick(tour.name, i18n.language),
    remove: (tour) => trashTour(tour.id),
    onDeleted: () => {
      actions.forget();
      retry();
    },
    // Visitors may be on it right now, with its QR codes printed on the gallery's walls.
    warningOf: (tour) =>
      tour.state === 'published'
        ? t('cpanel.tours.liveWarning', { name: pick(tour.name, i18n.language) })
        : undefined,
  });
  return (
    <ListPage
      entity="tours"
      addTo={CPANEL_ROUTES.addTour}
      state={state}
      retry={retry}
      isEmpty={(data) => data.tours.length === 0}
      list={(data) => (
        <ToursList
          tours={actions.current(data.tours)}
          museumNames={data.museumNames}
          busy={actions.busy}
          onAct={(tour, action) => void actions.act(tour, action, data.tours)}
          onDelete={remove.ask}
        />
      )}
    >
      {actions.dialogs}
      {remove.dialog}
    </ListPage>
  );
}

/** The filters, the count and the rows; an exhibition's phase and dates filter as of today. */
function ToursList({
  tours,
  museumNames,
  busy,
  onAct,
  onDelete,
}: {
  tours: Tour[];
  museumNames: Map<string, Bilingual>;
  busy: (tour: Tour) => boolean;
  onAct: (tour: Tour, action: TourAction) => void;
  onDelete: (tour: Tour) => void;
}) {
  const { t, i18n } = useTranslation();
  const filtering = useTourListFilters();
  const { filters, setFilter } = filtering;
  const today = todayInBuenosAires();
  const museumOf = (tour: Tour) => {
    const name = museumNames.get(tour.museumId);
    return pick(name ?? tour.museum, i18n.language);
  };
  // The museums that have tours, by name; one asked for in the address is kept even if unknown.
  const museums = new Map(tours.map((tour) => [tour.museumId, museumOf(tour)]));
  if (filters.museum && !museums.has(filters.museum)) museums.set(filters.museum, filters.museum);
  const museumOptions = [...museums].sort(([, a], [, b]) => a.localeCompare(b, i18n.language));
  const shown = tours.filter(
    (tour) =>
      nameMatches(tour.name, filters.q) &&
      (filters.museum === '' || tour.museumId === filters.museum) &&
      (filters.state === '' || tour.state === filters.state) &&
      datesMatch(tour, filters.dates, today),
  );
  const names = useChangerNames(shown);

  return (
    <FilteredList
      entity="tours"
      filtering={filtering}
      filters={
        <>
          <SearchFilter value={filters.q} onChange={(value) => setFilter('q', value)} />
          <SelectFilter
            label={t('cpanel.filters.museum')}
            value={filters.museum}
            options={[['', t('cpanel.filters.allMuseums')], ...museumOptions]}
            onChange={(value) => setFilter('museum', value)}
          />
          <SelectFilter
            label={t('cpanel.filters.state')}
            value={filters.state}
            options={[
              ['', t('cpanel.filters.allStates')],
              ['draft', t('cpanel.tours.stateDraft')],
              ['published', t('cpanel.tours.statePublished')],
            ]}
            onChange={(value) => setFilter('state', value)}
          />
          <SelectFilter
            label={t('cpanel.dates.filter')}
            value={filters.dates}
            options={[
              ['', t('cpanel.dates.filters.all')],
              ...DATES_FILTERS.map((value): [string, string] => [
                value,
                t(`cpanel.dates.filters.${value}`),
              ]),
            ]}
            onChange={(value) => setFilter('dates', value)}
          />
        </>
      }
      items={shown}
      total={tours.length}
    >
      {(tour) => (
        <TourRow
          tour={tour}
          today={today}
          museum={museumOf(tour)}
          names={names}
          busy={busy(tour)}
          onAct={(action) => onAct(tour, action)}
          onDelete={() => onDelete(tour)}
        />
      )}
    </FilteredList>
  );
}
