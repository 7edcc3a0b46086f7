import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import type { ErrorCode } from '@/lib/error-codes';
import { formatCount } from '@/lib/format';
import { currentUser, useSession } from '@/lib/session';
import type { Tour } from '../model/tour';
import { pendingLike } from './pending-like';

// Firestore loads after first paint to keep the tour page light: the API module comes when the
// button first needs it (to read the visitor's own like, or on click).
const likesApi = () => import('../api/likes');
const offline = { isError: true as const, error: { code: 'network' as const } };

/**
 * Whether the visitor likes the tour: `loading` while their own like document is read,
 * `unknown` when that read failed (offline); the tour itself never says who liked it.
 */
type Liked = boolean | 'loading' | 'unknown';

/** Where "Sign in to like" brings the visitor back to: the like button, not the page's top. */
export const LIKE_ANCHOR = 'like';
/** Like / unlike with immediate feedback, reverted if the write fails. */
export function LikeButton({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const location = useLocation();
  const user = currentUser(session);
  const uid = user?.uid ?? null;
  const [count, setCount] = useState(tour.likeCount);
  // What was read (or last written) for this visitor and tour; anything else is still loading.
  const key = uid === null ? '' : `${tour.id}/${uid}`;
  const [known, setKnown] = useState<{ key: string; liked: Exclude<Liked, 'loading'> } | null>(
    null,
  );
  const liked: Liked = known?.key === key ? known.liked : 'loading';
  const setLiked = (value: Exclude<Liked, 'loading'>) => setKnown({ key, liked: value });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const cameBack = location.hash === `#${LIKE_ANCHOR}`;
  const focused = useRef(false);

  useEffect(() => {
    if (uid === null) return;
    let current = true;
    void likesApi()
      .then(
        (api) => api.isTourLiked(tour.id, { uid }),
        () => offline,
      )
      .then((result) => {
        if (current) {
          setKnown({ key: `${tour.id}/${uid}`, liked: result.isError ? 'unknown' : result.data });
        }
      });
    return () => {
      current = false;
    };
  }, [tour.id, uid]);

  // Back from signing in: the like asked for is given, once, when the visitor's own is known;
  // then, the write done, the visitor is at the button, focused (which brings it into view). Not
  // before: a button disabled while the write is in flight would drop the focus.
  useEffect(() => {
    if (uid === null || liked === 'loading' || busy) return;
    if (pendingLike.has(tour.id)) {
      pendingLike.set(tour.id, false);
      if (liked !== true) {
        void toggle();
        return;
      }
    }
    if (!cameBack || focused.current) return;
    focused.current = true;
    button.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with this render's toggle
  }, [uid, liked, busy, tour.id, cameBack]);

  const pressed = liked === true;
  // The count comes from the tour as cached for everyone (up to 20 minutes old); the visitor's
  // own like is read fresh, and a count that does not include it would look wrong.
  const shown = Math.max(count, pressed ? 1 : 0);
  const countText = t('tour.likes', { count: shown, number: formatCount(shown, t) });

  // Someone signed in on this device before is shown the button, waiting, while their session
  // loads: not "Sign in to like" for an instant, replaced under their finger as it ends.
  if (!user && session.status !== 'loading') {
    return (
      <p className="likes">
        <span className="likes__count">{countText}</span>
        <Link
          className="button"
          to={`${ROUTES.logIn}?next=${encodeURIComponent(`${location.pathname}#${LIKE_ANCHOR}`)}`}
          onClick={() => pendingLike.set(tour.id, true)}
        >
          {t('tour.signInToLike')}
        </Link>
      </p>
    );
  }

  async function toggle() {
    if (!user || busy || liked === 'loading') return;
    setBusy(true);
    setError(null);
    const api = await likesApi().catch(() => null);
    if (!api) {
      setError('network');
      setBusy(false);
      return;
    }
    let was = liked;
    if (was === 'unknown') {
      // The button said "Like": find out first, so a like already given is not given twice.
      const read = await api.isTourLiked(tour.id, user);
      if (read.isError) {
        setError(read.error.code);
        setBusy(false);
        return;
      }
      setLiked(read.data);
      if (read.data) {
        setBusy(false);
        return; // already liked: what the visitor asked for
      }
      was = false;
    }
    const before = count;
    setLiked(!was);
    setCount(Math.max(0, count + (was ? -1 : 1)));
    const result = await (was ? api.unlikeTour(tour.id, user) : api.likeTour(tour.id, user));
    if (result.isError) {
      setLiked(was);
      setCount(before);
      setError(result.error.code);
    }
    setBusy(false);
  }

  return (
    <div className="likes">
      <button
        ref={button}
        type="button"
        className={pressed ? 'button button--primary' : 'button'}
        aria-pressed={pressed}
        onClick={() => void toggle()}
        disabled={busy || liked === 'loading'}
      >
        {/* The words say the state too, not only the colour and the heart's fill. */}
        <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>{' '}
        {t(pressed ? 'tour.liked' : 'tour.like')}
      </button>
      <span className="likes__count" aria-live="polite">
        {countText}
      </span>
      {error && (
        <span className="form-error" role="alert">
          {t(`errors.${error}`)}
        </span>
      )}
    </div>
  );
}
