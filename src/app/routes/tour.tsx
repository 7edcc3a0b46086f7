import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, Loading, NotFoundState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { SaveTour } from '@/features/offline/components/save-tour';
import { refreshSavedData } from '@/features/offline/lib/offline-store';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { LikeButton } from '@/features/tours/components/like-button';
import { NumberLookup } from '@/features/tours/components/number-lookup';
import { WorkCard, type WorkPlayback } from '@/features/works/components/work-card';
import { pick } from '@/lib/model/language';
import type { Result } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { afterNextPaint } from '@/lib/when-idle';
import { KEEP_SCROLL } from '../scroll-restoration';
import { tourFiles } from './tour-offline';
import { useResult } from '@/lib/use-result';
import { loadTour, tourKey } from './route-data';

type Loaded = Awaited<ReturnType<typeof loadTour>> extends Result<infer T> ? T : never;

function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('tour.notFoundTitle'));
  return (
    <NotFoundState
      title={t('tour.notFoundTitle')}
      text={t('tour.notFoundText')}
      linkTo={ROUTES.museums}
      linkText={t('museum.allMuseums')}
    />
  );
}

/** Brings work number `number` into view and moves focus to its title. */
function useJumpToNumber(number: string | undefined, works: Loaded['works']) {
  const target = number && /^\d{1,3}$/.test(number) ? works[Number(number) - 1] : undefined;
  useEffect(() => {
    if (!target) return;
    const heading = document.getElementById(`work-${target.id}`);
    if (!heading) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.closest('article')?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, [target]);
  return { found: Boolean(target), asked: number };
}

/** Works rendered with the tour's first screen; the rest follow once it has painted. */
const FIRST_WORKS = 2;

/**
 * False for the first render, true right after it has painted (issue 8): the tour's text, the
 * page's largest paint, and its first works show sooner, in a shorter task, and the other works,
 * the resume and the comments follow in a transition. True at once when `now` (a jump to a work).
 */
function useRestAfterFirstPaint(now: boolean) {
  const [complete, setComplete] = useState(now);
  useEffect(() => {
    if (complete) return;
    return afterNextPaint(() => startTransition(() => setComplete(true)));
  }, [complete]);
  return complete || now;
}

function TourView({ data, number }: { data: Loaded; number?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { tour, works, comments, offline } = data;
  // A saved tour follows what the visitor last saw online (likes, comments).
  useEffect(() => {
    if (!offline) void refreshSavedData(tour.id, { tour, works, comments }).catch(() => undefined);
  }, [offline, tour, works, comments]);
  const name = pick(tour.name, i18n.language);
  const resume = pick(tour.resume, i18n.language);
  useDocumentTitle(name);
  // Next/previous in one player starts the neighbour's player.
  const jump = useJumpToNumber(number, works);
  const complete = useRestAfterFirstPaint(Boolean(number));
  const shown = complete ? works : works.slice(0, FIRST_WORKS);
  const [playRequest, setPlayRequest] = useState({ index: -1, nonce: 0 });
  const playbackOf = (index: number): WorkPlayback => {
    const link = (other: number) => {
      const work = works[other];
      if (!work) return undefined;
      return {
        label: `${t('tour.workNumber', { n: other + 1 })} ${pick(work.name, i18n.language)}`,
        go: () => setPlayRequest((request) => ({ index: other, nonce: request.nonce + 1 })),
      };
    };
    return {
      album: name,
      previous: link(index - 1),
      next: link(index + 1),
      playSignal: playRequest.index === index ? playRequest.nonce : 0,
    };
  };
  return (
    <>
      <section className="tour-hero" aria-labelledby="tour-title">
        <div className="tour-hero__text">
          <nav aria-label={t('museum.breadcrumb')}>
            <Link to={ROUTES.museum(tour.tematicId)}>← {tour.museum}</Link>
          </nav>
          <h1 id="tour-title">{name}</h1>
          <p className="tour-hero__place">
            {tour.museum} · {tour.address}
          </p>
          <p>{pick(tour.description, i18n.language)}</p>
          <LikeButton tour={tour} />
        </div>
      </section>
      <section className="page" aria-labelledby="works-title">
        <h2 id="works-title">{t('tour.worksTitle', { count: works.length })}</h2>
        {offline && (
          <p className="offline-notice" role="status">
            {t('offline.showingSaved')}
          </p>
        )}
        {works.length > 0 && (
          <SaveTour
            tourId={tour.id}
            files={tourFiles(tour, works)}
            data={{ tour, works, comments }}
          />
        )}
        {works.length > 0 && (
          <NumberLookup
            count={works.length}
            notFound={jump.asked && !jump.found ? jump.asked : undefined}
            onGo={(n) => void navigate(ROUTES.tourWork(tour.id, n), { state: KEEP_SCROLL })}
          />
        )}
        {works.length === 0 ? (
          <EmptyState>{t('tour.empty')}</EmptyState>
        ) : (
          // Busy until every work is in the list, so assistive technology and tests wait for it.
          <ol className="works" aria-busy={complete ? undefined : true}>
            {shown.map((work, index) => (
              <li key={work.id}>
                <WorkCard
                  work={work}
                  position={index + 1}
                  eager={index === 0}
                  playback={playbackOf(index)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
      {complete && resume && (
        <section className="page page--narrow resume below-fold" aria-labelledby="resume-title">
          <h2 id="resume-title">{t('tour.resumeTitle')}</h2>
          <p>{resume}</p>
        </section>
      )}
      {complete && (
        <div className="page page--narrow below-fold">
          <CommentsSection expositionId={tour.id} initial={comments} />
        </div>
      )}
    </>
  );
}

/** /muestra/{expositionId} (spec section 2) and /muestra/{expositionId}/{number}. Drafts are not reachable here by non-admins. */
export function TourPage() {
  const { expositionId = '', number } = useParams();
  const { state, retry } = useResult(() => loadTour(expositionId), tourKey(expositionId));
  if (state.status === 'loading') {
    return (
      <div className="page">
        <Loading />
      </div>
    );
  }
  if (state.status === 'error') {
    // A draft or a missing tour both answer "permission denied" to visitors: not found either way.
    if (['notFound', 'permissionDenied', 'missingId'].includes(state.error.code)) {
      return <NotFound />;
    }
    return (
      <div className="page">
        <ErrorState error={state.error} onRetry={retry} />
      </div>
    );
  }
  return <TourView data={state.data} number={number} />;
}
