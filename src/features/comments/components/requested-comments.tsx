import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Result } from '@/lib/result';
import type { Comment } from '../model/comment';
import { COMMENTS_ANCHOR } from './comment-form';
import { CommentsSection } from './comments-section';
import { commentsApi, unreachable } from './lazy-comments-api';

type FirstPage = Promise<Result<Comment[]>>;

/** The comments' place while their first page is on its way, or when it could not be read. */
function CommentsPlaceholder({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section id={COMMENTS_ANCHOR} className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('comments.heading')}</h2>
      {children}
    </section>
  );
}

function FirstPageRead({
  tourId,
  request,
  onRetry,
}: {
  tourId: string;
  request: FirstPage;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const first = use(request);
  if (!first.isError) return <CommentsSection tourId={tourId} initial={first.data} />;
  return (
    <CommentsPlaceholder>
      <p className="form-error" role="alert">
        {t('comments.unavailable')} {t(`errors.${first.error.code}`)}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </CommentsPlaceholder>
  );
}

/**
 * A tour's comments from a request already under way (the tour page's, sent with the tour and
 * its works): the page does not wait for them, so they say they are coming, and a failed read
 * offers to try again instead of taking the tour down with it.
 */
export function RequestedComments({ tourId, request }: { tourId: string; request: FirstPage }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(request);
  const retry = () =>
    setAttempt(
      commentsApi().then(
        (api) => api.listComments(tourId),
        () => unreachable,
      ),
    );
  return (
    <Suspense
      fallback={
        <CommentsPlaceholder>
          <p className="status" role="status">
            {t('comments.loading')}
          </p>
        </CommentsPlaceholder>
      }
    >
      <FirstPageRead tourId={tourId} request={attempt} onRetry={retry} />
    </Suspense>
  );
}
