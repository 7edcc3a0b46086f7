import { PageState } from '@/features/back-office/components/page-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { getTour } from '@/features/tours/api/expositions';
import { listWorksOfTourUncached, setWorkOrder } from '@/features/works/api/obras';
import { deleteWork } from '@/features/works/api/work-admin';
import type { Obra } from '@/features/works/model/obra';
import { pick } from '@/lib/model/shared';
import { ok } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { RowLink, RowMenu, RowThumb } from '@/features/back-office/lists/row-actions';
import { ConfirmDialog } from '@/features/back-office/components/confirm-dialog';
import { toastError, toastSuccess } from '@/features/back-office/toasts';

const FILES = ['mainImg', 'map', 'audio-es', 'audio-en'] as const;

async function loadWorks(expositionId: string) {
  const [tour, works] = await Promise.all([
    getTour(expositionId),
    listWorksOfTourUncached(expositionId),
  ]);
  if (tour.isError) return tour;
  if (works.isError) return works;
  return ok({ tour: tour.data, works: works.data });
}

/**
 * The orders after moving the work at `index` by `step` (-1 up, +1 down): positions
 * 1..n in the new sequence, only for the works whose number changes.
 */
export function reorder(works: readonly Obra[], index: number, step: -1 | 1) {
  const target = index + step;
  if (target < 0 || target >= works.length) return [];
  const sequence = [...works];
  const [moved] = sequence.splice(index, 1);
  if (!moved) return [];
  sequence.splice(target, 0, moved);
  return sequence.flatMap((work, position) =>
    work.order === position + 1 ? [] : [{ id: work.id, order: position + 1 }],
  );
}

/** /cpanel/my-works-of-art/{expositionId}: the works in order; edit, delete, move up/down. */
export function WorksListPage() {
  const { t, i18n } = useTranslation();
  const { expositionId = '' } = useParams();
  const { state, retry } = useResult(() => loadWorks(expositionId), `cpanel-works:${expositionId}`);
  const [moving, setMoving] = useState(false);
  const [removing, setRemoving] = useState<Obra | null>(null);
  const [deleting, setDeleting] = useState(false);
  const tourName = state.status === 'ready' ? pick(state.data.tour.name, i18n.language) : null;
  useDocumentTitle(tourName ? `${t('pages.cpanelWorks')}: ${tourName}` : t('pages.cpanelWorks'));

  async function move(works: Obra[], index: number, step: -1 | 1) {
    if (moving) return;
    setMoving(true);
    const changes = reorder(works, index, step);
    const results = await Promise.all(
      changes.map((change) => setWorkOrder(change.id, change.order)),
    );
    setMoving(false);
    const failure = results.find((result) => result.isError);
    if (failure?.isError) toastError(translatable(`errors.${failure.error.code}`));
    else toastSuccess(translatable('cpanel.works.moved'));
    retry();
  }

  async function confirmDelete() {
    if (!removing || deleting) return;
    setDeleting(true);
    const result = await deleteWork(removing.id);
    setDeleting(false);
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      return;
    }
    toastSuccess(translatable('cpanel.works.deleted'));
    setRemoving(null);
    retry();
  }

  if (state.status !== 'ready') {
    return (
      <PageState
        state={state}
        retry={retry}
        notFound={{
          title: t('cpanel.tours.notFound'),
          text: t('errors.notFound'),
          linkTo: ROUTES.cpanelExpositions,
          linkText: t('cpanel.nav.tours'),
        }}
      />
    );
  }
  const { tour, works } = state.data;
  return (
    <section className="page" aria-labelledby="works-admin-title">
      <p>
        <Link to={ROUTES.cpanelExpositions}>← {t('cpanel.nav.tours')}</Link>
      </p>
      <div className="cpanel-heading">
        <h1 id="works-admin-title">
          {t('pages.cpanelWorks')}: <span className="cpanel-heading__sub">{tourName}</span>
        </h1>
        <div className="cpanel-heading__actions">
          {works.length > 0 && (
            <Link className="button" to={ROUTES.cpanelQr(tour.id)}>
              {t('cpanel.works.printQr')}
            </Link>
          )}
          <Link className="button button--primary" to={ROUTES.cpanelArtForm(tour.id)}>
            + {t('cpanel.works.add')}
          </Link>
        </div>
      </div>
      {works.length === 0 ? (
        <EmptyState>{t('cpanel.works.empty')}</EmptyState>
      ) : (
        <ol className="admin-list" aria-labelledby="works-admin-title" aria-busy={moving}>
          {works.map((work, index) => {
            const name = pick(work.name, i18n.language);
            return (
              <li key={work.id} className="admin-row admin-row--work">
                <span
                  className="admin-row__order"
                  aria-label={t('cpanel.works.orderLabel', { order: work.order })}
                >
                  {work.order}
                </span>
                <RowThumb image={work.media.mainImg} />
                <div className="admin-row__body">
                  <h2 className="admin-row__title">{name}</h2>
                  <p className="admin-row__meta">{work.author}</p>
                </div>
                {/* Short chips that fit one line on a phone; screen readers hear the full names. */}
                <ul className="file-chips" aria-label={t('cpanel.works.filesLegend')}>
                  {FILES.map((file) => {
                    const present = Boolean(work.media[file]);
                    const label = t(`cpanel.works.file.${file}`);
                    return (
                      <li
                        key={file}
                        className={`badge ${present ? 'badge--published' : 'badge--draft'}`}
                      >
                        <span aria-hidden="true">
                          {t(`cpanel.works.short.${file}`)} {present ? '✓' : '✗'}
                        </span>
                        <span className="visually-hidden">
                          {t(present ? 'cpanel.works.filePresent' : 'cpanel.works.fileAbsent', {
                            file: label,
                          })}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <div className="admin-row__actions">
                  <RowLink
                    primary
                    to={ROUTES.cpanelEditObra(work.id)}
                    label={t('cpanel.common.edit')}
                    name={name}
                  />
                  {/* Arrows only: with their names spelled out, a phone's row would wrap. */}
                  <button
                    type="button"
                    className="button button--icon"
                    disabled={moving || index === 0}
                    onClick={() => void move(works, index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="visually-hidden">
                      {t('cpanel.works.moveUp')} {name}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button button--icon"
                    disabled={moving || index === works.length - 1}
                    onClick={() => void move(works, index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="visually-hidden">
                      {t('cpanel.works.moveDown')} {name}
                    </span>
                  </button>
                  <RowMenu
                    name={name}
                    disabled={moving}
                    items={[
                      {
                        key: 'delete',
                        label: t('cpanel.common.delete'),
                        danger: true,
                        onSelect: () => setRemoving(work),
                      },
                    ]}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('cpanel.works.confirmTitle')}
        text={t('cpanel.works.confirmText', {
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
