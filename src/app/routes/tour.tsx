import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, Loading, NotFoundState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { LikeButton } from '@/features/tours/components/like-button';
import { WorkCard } from '@/features/works/components/work-card';
import { pick } from '@/lib/model/language';
import type { Result } from '@/lib/result';
import { importAfterPaint } from '@/lib/after-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';

/** The tour, its works and comments in one round trip: three requests in parallel. */
async function loadTour(id: string) {
  // Firestore and the models load after first paint (issue 8), in one chunk fetch.
  const [{ getTour }, { listWorksOfTour }, { listComments }] = await Promise.all([
    importAfterPaint(() => import('@/features/tours/api/expositions')),
    importAfterPaint(() => import('@/features/works/api/obras')),
    importAfterPaint(() => import('@/features/comments/api/comments')),
  ]);
  const [tour, works, comments] = await Promise.all([
    getTour(id),
    listWorksOfTour(id),
    listComments(id),
  ]);
  if (tour.isError) return tour;
  if (works.isError) return works;
  if (comments.isError) return comments;
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return {
    isError: false as const,
    data: { tour: tour.data, works: works.data, comments: comments.data },
  };
}

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

function TourView({ data }: { data: Loaded }) {
  const { t, i18n } = useTranslation();
  const { tour, works, comments } = data;
  const name = pick(tour.name, i18n.language);
  const resume = pick(tour.resume, i18n.language);
  useDocumentTitle(name);
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
        {works.length === 0 ? (
          <EmptyState>{t('tour.empty')}</EmptyState>
        ) : (
          <ol className="works">
            {works.map((work, index) => (
              <li key={work.id}>
                <WorkCard work={work} position={index + 1} eager={index === 0} />
              </li>
            ))}
          </ol>
        )}
      </section>
      {resume && (
        <section className="page page--narrow resume" aria-labelledby="resume-title">
          <h2 id="resume-title">{t('tour.resumeTitle')}</h2>
          <p>{resume}</p>
        </section>
      )}
      <div className="page page--narrow">
        <CommentsSection expositionId={tour.id} initial={comments} />
      </div>
    </>
  );
}

/** /muestra/{expositionId} (spec section 2). Drafts are not reachable here by non-admins. */
export function TourPage() {
  const { expositionId = '' } = useParams();
  const { state, retry } = useResult(() => loadTour(expositionId), `tour:${expositionId}`);
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
  return <TourView data={state.data} />;
}
