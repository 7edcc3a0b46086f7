import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/dialog';
import { EmptyState, ErrorState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { listMuseums } from '@/features/museums/api/tematics';
import {
  listAllTours,
  publishTour,
  setHighlight,
  unpublishTour,
} from '@/features/tours/api/expositions';
import { deleteTour } from '@/features/tours/api/tour-admin';
import type { Exposition } from '@/features/tours/model/exposition';
import { listWorksOfTourUncached } from '@/features/works/api/obras';
import { pick, type Bilingual } from '@/lib/model/shared';
import { ok } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import {
  FilterBar,
  FilterOutcome,
  SearchFilter,
  SelectFilter,
} from '@/features/back-office/lists/filter-fields';
import { RowLink, RowMenu, RowThumb } from '@/features/back-office/lists/row-actions';
import { ConfirmDialog } from '@/features/back-office/components/confirm-dialog';
import { ListSkeleton } from '@/features/back-office/components/skeleton';
import { nameMatches, useListFilters } from '@/features/back-office/lists/list-filters';
import {
  describeProblems,
  publishProblems,
  type PublishProblem,
} from '@/features/back-office/lists/publish-check';
import { toastError, toastSuccess } from '@/features/back-office/toasts';

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
  useDocumentTitle(t('pages.cpanelExpositions'));
  const { state, retry } = useResult(loadTours, 'cpanel-tours');
  const [overrides, setOverrides] = useState<Record<string, Partial<Exposition>>>({});
  const [pending, setPending] = useState<string | null>(null);
  // What stops a publish, as data: the dialog words it in the language of the moment.
  const [blocked, setBlocked] = useState<{
    tour: Exposition;
    problems: PublishProblem[];
  } | null>(null);
  const [removing, setRemoving] = useState<Exposition | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function act(tour: Exposition, action: 'publish' | 'unpublish' | 'highlight') {
    if (pending) return;
    setPending(`${tour.id}:${action}`);
    try {
      if (action === 'publish') {
        const works = await listWorksOfTourUncached(tour.id);
        if (works.isError) return toastError(translatable(`errors.${works.error.code}`));
        const museumName =
          state.status === 'ready' ? state.data.museumNames.get(tour.tematicId) : undefined;
        const problems = publishProblems({ tour, works: works.data, museumName });
        if (problems.length > 0) {
          setBlocked({ tour, problems });
          return;
        }
      }
      const current = { ...tour, ...overrides[tour.id] };
      const result =
        action === 'publish'
          ? await publishTour(tour.id)
          : action === 'unpublish'
            ? await unpublishTour(tour.id)
            : await setHighlight(tour.id, !current.highlight);
      if (result.isError) return toastError(translatable(`errors.${result.error.code}`));
      const change: Partial<Exposition> =
        action === 'highlight'
          ? { highlight: !current.highlight }
          : { state: action === 'publish' ? 'published' : 'draft' };
      setOverrides((all) => ({ ...all, [tour.id]: { ...all[tour.id], ...change } }));
      toastSuccess(
        translatable(
          action === 'publish'
            ? 'cpanel.tours.published'
            : action === 'unpublish'
              ? 'cpanel.tours.unpublished'
              : change.highlight
                ? 'cpanel.tours.highlighted'
                : 'cpanel.tours.unhighlighted',
        ),
      );
    } finally {
      setPending(null);
    }
  }

  async function confirmDelete() {
    if (!removing || deleting) return;
    setDeleting(true);
    const result = await deleteTour(removing.id);
    setDeleting(false);
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      return;
    }
    toastSuccess(translatable('cpanel.tours.deleted'));
    setRemoving(null);
    setOverrides({});
    retry();
  }

  return (
    <section className="page" aria-labelledby="tours-admin-title">
      <div className="cpanel-heading">
        <h1 id="tours-admin-title">{t('cpanel.tours.title')}</h1>
        <Link className="button button--primary" to={ROUTES.cpanelAddExposition}>
          + {t('cpanel.tours.add')}
        </Link>
      </div>
      {state.status === 'loading' && <ListSkeleton />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.data.tours.length === 0 ? (
          <EmptyState>{t('cpanel.tours.empty')}</EmptyState>
        ) : (
          <ToursList
            tours={state.data.tours.map((tour) => ({ ...tour, ...overrides[tour.id] }))}
            museumNames={state.data.museumNames}
            pending={pending}
            onAct={(tour, action) => void act(tour, action)}
            onDelete={setRemoving}
          />
        ))}
      <Dialog
        open={blocked !== null}
        onClose={() => setBlocked(null)}
        title={t('cpanel.publish.blockedTitle')}
        backLabel={t('cpanel.form.back')}
      >
        <div className="confirm__text" role="alert">
          <p>
            {t('cpanel.publish.blockedText', {
              name: blocked ? pick(blocked.tour.name, i18n.language) : '',
            })}
          </p>
          <ul>
            {describeProblems(blocked?.problems ?? [], t).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('cpanel.tours.confirmTitle')}
        text={t('cpanel.tours.confirmText', {
          name: removing ? pick(removing.name, i18n.language) : '',
        })}
        confirmLabel={t('cpanel.common.delete')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

type TourAction = 'publish' | 'unpublish' | 'highlight';

/** The filters, the count and the rows (each: edit, the featured toggle, and the rest in a menu). */
function ToursList({
  tours,
  museumNames,
  pending,
  onAct,
  onDelete,
}: {
  tours: Exposition[];
  museumNames: Map<string, Bilingual>;
  pending: string | null;
  onAct: (tour: Exposition, action: TourAction) => void;
  onDelete: (tour: Exposition) => void;
}) {
  const { t, i18n } = useTranslation();
  const { filters, active, setFilter, clear } = useListFilters();
  const museumOf = (tour: Exposition) => {
    const name = museumNames.get(tour.tematicId);
    return pick(name ?? tour.museum, i18n.language);
  };
  // The museums that have tours, by name; one asked for in the address is kept even if unknown.
  const museums = new Map(tours.map((tour) => [tour.tematicId, museumOf(tour)]));
  if (filters.museum && !museums.has(filters.museum)) museums.set(filters.museum, filters.museum);
  const museumOptions = [...museums].sort(([, a], [, b]) => a.localeCompare(b, i18n.language));
  const shown = tours.filter(
    (tour) =>
      nameMatches(tour.name, filters.q) &&
      (filters.museum === '' || tour.tematicId === filters.museum) &&
      (filters.state === '' || tour.state === filters.state),
  );

  return (
    <>
      <FilterBar label={t('cpanel.filters.toursLabel')}>
        <SearchFilter
          label={t('cpanel.filters.search')}
          value={filters.q}
          onChange={(value) => setFilter('q', value)}
        />
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
      </FilterBar>
      <FilterOutcome
        count={t('cpanel.tours.count', { shown: shown.length, total: tours.length })}
        noMatch={shown.length === 0 && active ? t('cpanel.tours.noMatch') : null}
        clearLabel={t('cpanel.filters.clear')}
        onClear={clear}
      />
      {shown.length > 0 && (
        <ul className="admin-list" aria-labelledby="tours-admin-title">
          {shown.map((tour) => {
            const name = pick(tour.name, i18n.language);
            const published = tour.state === 'published';
            const busy = pending?.startsWith(`${tour.id}:`) ?? false;
            return (
              <li key={tour.id} className="admin-row" aria-busy={busy}>
                <RowThumb image={tour.image} />
                <div className="admin-row__body">
                  <h2 className="admin-row__title">{name}</h2>
                  <p className="admin-row__meta">
                    <span className={`badge ${published ? 'badge--published' : 'badge--draft'}`}>
                      {t(published ? 'cpanel.tours.statePublished' : 'cpanel.tours.stateDraft')}
                    </span>
                    <span>{museumOf(tour)}</span>
                  </p>
                </div>
                <div className="admin-row__actions">
                  <RowLink
                    primary
                    to={ROUTES.cpanelEditExposition(tour.id)}
                    label={t('cpanel.common.edit')}
                    name={name}
                  />
                  {/* An on/off state that says which it is, not an action that hides it. */}
                  <button
                    type="button"
                    className="button feature-toggle"
                    aria-pressed={tour.highlight}
                    disabled={busy}
                    onClick={() => onAct(tour, 'highlight')}
                  >
                    {t(tour.highlight ? 'cpanel.tours.featured' : 'cpanel.tours.feature')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                  <RowMenu
                    name={name}
                    disabled={busy}
                    items={[
                      published
                        ? {
                            key: 'unpublish',
                            label: t('cpanel.tours.unpublish'),
                            onSelect: () => onAct(tour, 'unpublish'),
                          }
                        : {
                            key: 'publish',
                            label: t('cpanel.tours.publish'),
                            onSelect: () => onAct(tour, 'publish'),
                          },
                      {
                        key: 'preview',
                        label: t('cpanel.tours.preview'),
                        to: ROUTES.cpanelPreview(tour.id),
                      },
                      {
                        key: 'works',
                        label: t('cpanel.tours.works'),
                        to: ROUTES.cpanelWorks(tour.id),
                      },
                      {
                        key: 'delete',
                        label: t('cpanel.common.delete'),
                        danger: true,
                        onSelect: () => onDelete(tour),
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
