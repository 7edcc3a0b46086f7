import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading } from '@/components/status';
import { listMyLikes } from '@/features/tours/api/my-likes';
import { formatDate } from '@/lib/format';
import type { SessionUser } from '@/lib/session';
import { useResult } from '@/lib/use-result';
import { TourName, useTourNames } from './tour-names';

/** The tours they like, each with when (no one else can see these). */
export function MyLikesSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { state, retry } = useResult(() => listMyLikes(user.uid), `my-likes:${user.uid}`);
  const likes = state.status === 'ready' ? state.data : [];
  const names = useTourNames(likes.map((like) => like.tourId));
  return (
    <section id="account-likes" className="account-section" aria-labelledby="likes-title">
      <h2 id="likes-title">{t('myAccount.likes.title')}</h2>
      <p className="account-section__note">{t('myAccount.likes.private')}</p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' && likes.length === 0 && (
        <EmptyState>{t('myAccount.likes.empty')}</EmptyState>
      )}
      {likes.length > 0 && (
        <ul className="account-list">
          {likes.map((like) => (
            <li key={like.tourId} className="account-list__item account-list__item--row">
              <TourName id={like.tourId} names={names} />
              {like.likedAt !== null && (
                <time dateTime={new Date(like.likedAt).toISOString()}>
                  {formatDate(like.likedAt, t)}
                </time>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
