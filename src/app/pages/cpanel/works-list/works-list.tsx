import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/status';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { moveWorkTo, renumberWorks, trashWork } from '@/features/works/api/work-edits';
import type { Work } from '@/features/works/model/work';
import { PageState } from '@/features/cpanel/components/page-state';
import { loadTourToPublish } from '@/features/cpanel/load-records';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { pick } from '@/lib/model/shared';
import type { Result } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { describeProblems, readiness, type Readiness } from '@/features/cpanel/lists/publish-check';
import { NumberingNotices } from '@/features/cpanel/lists/numbering-notices';
import { useDeleteConfirm } from '@/features/cpanel/lists/use-delete-confirm';
import { WorkRow } from '@/features/cpanel/lists/work-row';
import { useChangerNames } from '@/features/cpanel/components/last-change';
import './works-list.css';

/** The sentence that says moving a work keeps its label: what the arrows are described by. */
const MOVES_HINT = 'works-moves-hint';

/**
 * Moving a work up or down, or renumbering the tour: one change at a time, each one transaction
 * that numbers the whole tour 1..n (so a list another admin changed meanwhile still ends right),
 * then the list as stored.
 */
function useMoves(reload: () => void) {
  const [moving, setMoving] = useState(false);
  async function change(run: () => Promise<Result<unknown>>, done: string) {
    if (moving) return;
    setMoving(true);
    const result = await run();
    setMoving(false);
    if (result.isError) toastError(translatable(`errors.${result.error.code}`));
    else toastSuccess(translatable(done));
    reload();
  }
  return {
    moving,
    /** The work at `index` (0-based) of the list as shown, to the place above or below it. */
    move: (work: Work, index: number, step: -1 | 1) =>
      change(() => moveWorkTo(work.id, index + 1 + step), 'cpanel.works.moved'),
    renumber: (tourId: string) => change(() => renumberWorks(tourId), 'cpanel.works.renumbered'),
  };
}

/**
 * /cpanel/my-works-of-art/{tourId}: the works in order; edit, delete, move up/down; how far the
 * tour is from being publishable and what each work lacks, on the way to its preview.
 */
export function WorksListPage() {
  const { t, i18n } = useTranslation();
  const { tourId = '' } = useParams();
  const { state, retry } = useResult(() => loadTourToPublish(tourId), `cpanel-works:${tourId}`);
  const { moving, move, renumber } = useMoves(retry);
  const remove = useDeleteConfirm<Work>({
    toTrash: true,
    entity: 'works',
    nameOf: (work) => pick(work.name, i18n.language),
    remove: (work) => trashWork(work.id),
    onDeleted: retry,
  });
  const tourName = state.status === 'ready' ? pick(state.data.tour.name, i18n.language) : null;
  const names = useChangerNames(state.status === 'ready' ? state.data.works : []);
  useDocumentTitle(tourName ? `${t('pages.cpanelWorks')}: ${tourName}` : t('pages.cpanelWorks'));

  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="tour" />;
  const { tour, works } = state.data;
  const ready = readiness(state.data);
  return (
    <section className="page" aria-labelledby="works-admin-title">
      <p className="cpanel-trail">
        <Link to={CPANEL_ROUTES.tours}>← {t('cpanel.nav.tours')}</Link>
        <Link to={CPANEL_ROUTES.editTour(tour.id)}>{t('pages.cpanelEditTour')}</Link>
      </p>
      <div className="cpanel-heading">
        <h1 id="works-admin-title">
          {t('pages.cpanelWorks')}: <span className="cpanel-heading__sub">{tourName}</span>
        </h1>
        <div className="cpanel-heading__actions">
          {works.length > 0 && (
            <Link className="button" to={CPANEL_ROUTES.qr(tour.id)}>
              {t('cpanel.works.printQr')}
            </Link>
          )}
          <Link className="button button--primary" to={CPANEL_ROUTES.artForm(tour.id)}>
            + {t('cpanel.works.add')}
          </Link>
        </div>
      </div>
      <TourReadiness
        readiness={ready}
        published={tour.state === 'published'}
        previewTo={CPANEL_ROUTES.preview(tour.id)}
      />
      <NumberingNotices
        tourId={tour.id}
        works={works}
        busy={moving}
        onRenumber={() => void renumber(tour.id)}
      />
      {works.length === 0 ? (
        <EmptyState>{t('cpanel.works.empty')}</EmptyState>
      ) : (
        <>
          <p id={MOVES_HINT} className="works-moves-hint">
            {t('cpanel.works.movesKeepLabels')}
          </p>
          <ol className="admin-list" aria-labelledby="works-admin-title" aria-busy={moving}>
            {works.map((work, index) => (
              <WorkRow
                key={work.id}
                work={work}
                first={index === 0}
                last={index === works.length - 1}
                moving={moving}
                lacks={ready.lacks.get(work.id)}
                names={names}
                movesHint={MOVES_HINT}
                onMove={(step) => void move(work, index, step)}
                onDelete={() => remove.ask(work)}
              />
            ))}
          </ol>
        </>
      )}
      {remove.dialog}
    </section>
  );
}

/** "3 of 4 works ready", what else stands in the way, and the way on: the preview. */
function TourReadiness({
  readiness,
  published,
  previewTo,
}: {
  readiness: Readiness;
  published: boolean;
  previewTo: string;
}) {
  const { t } = useTranslation();
  const others = describeProblems(
    readiness.others.filter((problem) => problem.kind === 'tour'),
    t,
  );
  return (
    <section className="readiness" aria-labelledby="readiness-title">
      <h2 id="readiness-title" className="readiness__title">
        {t('cpanel.readiness.title')}
      </h2>
      <p className="readiness__count">
        {t('cpanel.readiness.works', { ready: readiness.ready, needed: readiness.needed })}
      </p>
      {others.length > 0 && (
        <ul>
          {others.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {(published || readiness.publishable) && (
        <p>{t(published ? 'cpanel.readiness.published' : 'cpanel.readiness.publishable')}</p>
      )}
      <p>
        <Link
          className={readiness.publishable && !published ? 'button button--primary' : 'button'}
          to={previewTo}
        >
          {t('cpanel.tours.preview')}
        </Link>
      </p>
    </section>
  );
}
