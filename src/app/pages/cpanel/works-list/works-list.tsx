import { useEffect, useRef, useState } from 'react';
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

/** The arrow a keyboard used, found again in the row's new place once the list is read back. */
const arrowOf = (workId: string, step: -1 | 1) =>
  document.querySelector<HTMLButtonElement>(
    `[data-move="${CSS.escape(workId)}"][data-step="${String(step)}"]`,
  );

/** The sentence that says moving a work keeps its label: what the arrows are described by. */
const MOVES_HINT = 'works-moves-hint';

/**
 * Moving a work up or down, or renumbering the tour: one change at a time, each one transaction
 * that numbers the whole tour 1..n (so a list another admin changed meanwhile still ends right),
 * then the list as stored. The list stays on screen meanwhile, the moving row says where it is
 * going, and the focus stays on the arrow pressed (on the other arrow when the work reached an
 * end), so a keyboard can press it again.
 */
function useMoves(refresh: () => void, works: Work[] | null) {
  const [moving, setMoving] = useState<{ workId: string; to: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const focusAfter = useRef<{ workId: string; step: -1 | 1 } | null>(null);
  const shown = useRef(works);
  // The change is over when the list read back after it arrives: until then the old order stays
  // on screen, and the row keeps saying where it is going.
  useEffect(() => {
    if (works === shown.current) return;
    shown.current = works;
    setBusy(false);
    setMoving(null);
    const wanted = focusAfter.current;
    focusAfter.current = null;
    if (!wanted) return;
    const same = arrowOf(wanted.workId, wanted.step);
    const other = arrowOf(wanted.workId, wanted.step === 1 ? -1 : 1);
    (same && !same.disabled ? same : other)?.focus();
  }, [works]);
  async function change(run: () => Promise<Result<unknown>>, done: string) {
    if (busy) return;
    setBusy(true);
    const result = await run();
    if (result.isError) toastError(translatable(`errors.${result.error.code}`));
    else toastSuccess(translatable(done));
    refresh();
  }
  return {
    busy,
    moving,
    /** The work at `index` (0-based) of the list as shown, to the place above or below it. */
    move: (work: Work, index: number, step: -1 | 1) => {
      if (busy) return;
      setMoving({ workId: work.id, to: index + 1 + step });
      focusAfter.current = { workId: work.id, step };
      void change(() => moveWorkTo(work.id, index + 1 + step), 'cpanel.works.moved');
    },
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
  const { state, retry, refresh } = useResult(
    () => loadTourToPublish(tourId),
    `cpanel-works:${tourId}`,
  );
  const {
    busy: moving,
    moving: movingTo,
    move,
    renumber,
  } = useMoves(refresh, state.status === 'ready' ? state.data.works : null);
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
                tourHasMap={Boolean(tour.map)}
                movingTo={movingTo?.workId === work.id ? movingTo.to : undefined}
                lacks={ready.lacks.get(work.id)}
                names={names}
                movesHint={MOVES_HINT}
                onMove={(step) => move(work, index, step)}
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
    readiness.others.filter((problem) => problem.kind === 'tour' || problem.kind === 'closed'),
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
