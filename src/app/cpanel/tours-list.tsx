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
import { pick } from '@/lib/model/shared';
import { ok } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { RowDeleteButton, RowLink } from './components/row-actions';
import { ConfirmDialog } from './components/confirm-dialog';
import { ListSkeleton } from './components/skeleton';
import { describeProblems, publishProblems } from './publish-check';
import { toastError, toastSuccess } from './toasts';

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
  const [blocked, setBlocked] = useState<{ name: string; reasons: string[] } | null>(null);
  const [removing, setRemoving] = useState<Exposition | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function act(tour: Exposition, action: 'publish' | 'unpublish' | 'highlight') {
    if (pending) return;
    setPending(`${tour.id}:${action}`);
    try {
      if (action === 'publish') {
        const works = await listWorksOfTourUncached(tour.id);
        if (works.isError) return toastError(t(`errors.${works.error.code}`));
        const problems = publishProblems(works.data);
        if (problems.length > 0) {
          setBlocked({
            name: pick(tour.name, i18n.language),
            reasons: describeProblems(problems, t),
          });
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
      if (result.isError) return toastError(t(`errors.${result.error.code}`));
      const change: Partial<Exposition> =
        action === 'highlight'
          ? { highlight: !current.highlight }
          : { state: action === 'publish' ? 'published' : 'draft' };
      setOverrides((all) => ({ ...all, [tour.id]: { ...all[tour.id], ...change } }));
      toastSuccess(
        t(
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
      toastError(t(`errors.${result.error.code}`));
      return;
    }
    toastSuccess(t('cpanel.tours.deleted'));
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
          <ul className="admin-list" aria-labelledby="tours-admin-title">
            {state.data.tours.map((original) => {
              const tour = { ...original, ...overrides[original.id] };
              const name = pick(tour.name, i18n.language);
              const museumName = state.data.museumNames.get(tour.tematicId);
              const published = tour.state === 'published';
              const busy = pending?.startsWith(`${tour.id}:`) ?? false;
              return (
                <li key={tour.id} className="admin-row" aria-busy={busy}>
                  {tour.image ? (
                    <img
                      className="admin-row__thumb"
                      src={tour.image.url}
                      alt=""
                      width={96}
                      height={72}
                      loading="lazy"
                    />
                  ) : (
                    <span className="admin-row__thumb" aria-hidden="true" />
                  )}
                  <div className="admin-row__body">
                    <h2 className="admin-row__title">{name}</h2>
                    <p className="admin-row__meta">
                      <span className={`badge ${published ? 'badge--published' : 'badge--draft'}`}>
                        {t(published ? 'cpanel.tours.statePublished' : 'cpanel.tours.stateDraft')}
                      </span>
                      {tour.highlight && (
                        <span className="badge badge--highlight">
                          {t('cpanel.tours.highlightBadge')}
                        </span>
                      )}
                      <span>{museumName ? pick(museumName, i18n.language) : tour.museum}</span>
                    </p>
                  </div>
                  <div className="admin-row__actions">
                    {published ? (
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() => void act(original, 'unpublish')}
                      >
                        {t('cpanel.tours.unpublish')}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={busy}
                        onClick={() => void act(original, 'publish')}
                      >
                        {t('cpanel.tours.publish')}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="button"
                      aria-pressed={tour.highlight}
                      disabled={busy}
                      onClick={() => void act(original, 'highlight')}
                    >
                      ★ {t('cpanel.tours.highlight')}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                    <RowLink
                      to={ROUTES.cpanelPreview(tour.id)}
                      label={t('cpanel.tours.preview')}
                      name={name}
                    />
                    <RowLink
                      to={ROUTES.cpanelWorks(tour.id)}
                      label={t('cpanel.tours.works')}
                      name={name}
                    />
                    <RowLink
                      to={ROUTES.cpanelEditExposition(tour.id)}
                      label={t('cpanel.common.edit')}
                      name={name}
                    />
                    <RowDeleteButton name={name} onClick={() => setRemoving(original)} />
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
      <Dialog
        open={blocked !== null}
        onClose={() => setBlocked(null)}
        title={t('cpanel.publish.blockedTitle')}
        backLabel={t('cpanel.form.back')}
      >
        <div className="confirm__text" role="alert">
          <p>{t('cpanel.publish.blockedText', { name: blocked?.name ?? '' })}</p>
          <ul>
            {blocked?.reasons.map((reason) => (
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
