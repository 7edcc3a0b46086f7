import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import type { Comment } from '@/features/comments/model/comment';
import { SaveTour } from '@/features/offline/components/save-tour';
import { refreshSavedData } from '@/features/offline/lib/offline-store';
import { pick } from '@/lib/model/language';
import type { Result } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { loadChunk } from '@/lib/chunks';
import { useAfterMainImage } from '@/lib/use-main-image';
import { tourFiles } from '@/features/offline/model/tour-files';
import { useResult } from '@/lib/use-result';
import { DataPageState } from '@/app/pages/visitor/page-states';
import { loadTour, tourKey, type CommentsRequest } from './tour-loader';
import { TourContent, useRestAfterFirstPaint } from '@/app/tour-content/tour-content';
import { TOUR_END_ID } from '@/app/tour-content/use-follow-the-tour';
import { KeypadLookup, useJumpToNumber } from './tour-number';
import { TourClosed, TourUpcoming } from './tour-unavailable';
import { isVisitable, tourPhase } from '@/features/tours/model/tour-dates';
import { today } from '@/lib/days';
import { dayTextOn } from '@/features/tours/model/tour-dates-text';

// Likes and comments, at the end of the page: their code waits for work 1's picture.
const TourEnd = lazy(async () => ({
  default: (await loadChunk(() => import('./tour-end'))).TourEnd,
}));

type Loaded = Awaited<ReturnType<typeof loadTour>> extends Result<infer T> ? T : never;

/** The comments once they have arrived (null until then, or when they could not be read). */
function useArrived(request: CommentsRequest) {
  const [arrived, setArrived] = useState<{ from: CommentsRequest; comments: Comment[] } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    void request.then((result) => {
      if (live && !result.isError) setArrived({ from: request, comments: result.data });
    });
    return () => {
      live = false;
    };
  }, [request]);
  return arrived?.from === request ? arrived.comments : null;
}

function TourView({ data, number }: { data: Loaded; number?: string }) {
  const { t, i18n } = useTranslation();
  const { tour, works, offline, withdrawn } = data;
  const comments = useArrived(data.comments);
  // A saved tour follows what the visitor last saw online (likes, comments).
  useEffect(() => {
    if (!offline && comments) {
      void refreshSavedData(tour.id, { tour, works, comments }).catch(() => undefined);
    }
  }, [offline, tour, works, comments]);
  const resume = pick(tour.resume, i18n.language);
  useDocumentTitle(pick(tour.name, i18n.language));
  const jump = useJumpToNumber(number, works);
  const complete = useRestAfterFirstPaint(Boolean(number));
  const pictureShown = useAfterMainImage();
  const closedOn =
    tourPhase(tour, today()) === 'closed' && tour.closesOn !== undefined ? tour.closesOn : null;
  return (
    <TourContent
      tour={tour}
      works={works}
      complete={complete}
      tools={
        <>
          <SaveTour
            tourId={tour.id}
            files={tourFiles(tour, works)}
            data={{ tour, works, comments: comments ?? [] }}
          />
          <KeypadLookup
            tourId={tour.id}
            works={works}
            notFound={jump.asked && !jump.found ? jump.asked : undefined}
          />
        </>
      }
      notice={
        withdrawn ? (
          <p className="offline-notice" role="status">
            {t('tour.withdrawnSaved')}{' '}
            <Link to={ROUTES.museum(tour.museumId)}>
              {t('tour.withdrawnMuseum', { museum: pick(tour.museum, i18n.language) })}
            </Link>
          </p>
        ) : (
          offline && (
            <p className="offline-notice" role="status">
              {closedOn === null
                ? t('offline.showingSaved')
                : t('tour.closedSaved', { date: dayTextOn(closedOn, today(), t) })}
            </p>
          )
        )
      }
      after={
        complete && (
          // The resume is laid out only when it comes near the screen (below-fold). The likes,
          // comments and other tours are not: their block, taller than any placeholder with a
          // page of comments, slid under the footer until shown (axe then read the comments'
          // dates against the footer's dark background). They come after work 1's picture.
          <div className="page page--narrow tour-end" id={TOUR_END_ID}>
            {resume && (
              <section className="resume below-fold" aria-labelledby="resume-title">
                <h2 id="resume-title" tabIndex={-1}>
                  {t('tour.resumeTitle')}
                </h2>
                <p>{resume}</p>
              </section>
            )}
            <div>
              {/* Nothing in its place while its code comes: it is below the screen. */}
              <Suspense fallback={null}>
                {pictureShown && <TourEnd tour={tour} comments={data.comments} />}
              </Suspense>
            </div>
          </div>
        )
      }
    />
  );
}

/** /muestra/{tourId} and /muestra/{tourId}/{number}. Drafts are not reachable here by non-admins. */
export function TourPage() {
  const { tourId = '', number } = useParams();
  const { state, retry } = useResult(() => loadTour(tourId), tourKey(tourId));
  if (state.status !== 'ready') return <DataPageState of="tour" state={state} retry={retry} />;
  // Online, a closed exhibition says so, and one not open yet when it opens; a copy saved on the
  // device keeps playing after it closes (its notice says so).
  const { tour, offline } = state.data;
  const phase = tourPhase(tour, today());
  if (!offline && phase === 'closed' && tour.closesOn !== undefined)
    return <TourClosed tour={{ ...tour, closesOn: tour.closesOn }} />;
  if (!offline && !isVisitable(tour, today()) && tour.opensOn !== undefined)
    return <TourUpcoming tour={{ ...tour, opensOn: tour.opensOn }} />;
  return <TourView data={state.data} number={number} />;
}
