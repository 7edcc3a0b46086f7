import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import type { ErrorCode } from '@/lib/error-codes';
import { currentUser, useSession } from '@/lib/session';
import type { Tour } from '../model/tour';

/** Like / unlike with immediate feedback, reverted if the write fails. */
export function LikeButton({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  const user = currentUser(session);
  const [likes, setLikes] = useState(tour.likes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const liked = user !== null && likes.includes(user.uid);

  if (!user) {
    return (
      <p className="likes">
        <span className="likes__count">{t('tour.likes', { count: likes.length })}</span>
        <Link
          className="button"
          to={`${ROUTES.logIn}?next=${encodeURIComponent(location.pathname)}`}
        >
          {t('tour.signInToLike')}
        </Link>
      </p>
    );
  }

  async function toggle() {
    if (!user || busy) return;
    const before = likes;
    setBusy(true);
    setError(null);
    setLikes(liked ? likes.filter((uid) => uid !== user.uid) : [...likes, user.uid]);
    // Firestore loads after first paint to keep the tour page light: the API module is fetched on click.
    const result = await import('../api/tours').then(
      (api) => (liked ? api.unlikeTour(tour.id, user) : api.likeTour(tour.id, user)),
      () => ({ isError: true as const, error: { code: 'network' as const } }), // offline
    );
    if (result.isError) {
      setLikes(before);
      setError(result.error.code);
    }
    setBusy(false);
  }

  return (
    <div className="likes">
      <button
        type="button"
        className={liked ? 'button button--primary' : 'button'}
        aria-pressed={liked}
        onClick={() => void toggle()}
        disabled={busy}
      >
        {/* The words say the state too, not only the colour and the heart's fill. */}
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t(liked ? 'tour.liked' : 'tour.like')}
      </button>
      <span className="likes__count" aria-live="polite">
        {t('tour.likes', { count: likes.length })}
      </span>
      {error && (
        <span className="form-error" role="alert">
          {t(`errors.${error}`)}
        </span>
      )}
    </div>
  );
}
