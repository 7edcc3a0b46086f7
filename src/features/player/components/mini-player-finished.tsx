import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useTourPlayer } from '../player-context';
import { REPEAT } from './glyphs';

const CHECK = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';

/**
 * The player once the last work has been heard to its end: the tour is over, said in words, and
 * it can be heard again from its first work. A Play button here would only replay the last work.
 * The page has brought the tour's end into view (or offers the way there, above the player).
 */
export function MiniPlayerFinished() {
  const { t } = useTranslation();
  const player = useTourPlayer();
  const titleId = useId();
  const title = useRef<HTMLParagraphElement>(null);
  // The buttons that had focus are gone: a visitor who was on them lands on what replaced them.
  useEffect(() => {
    if (document.activeElement === document.body) title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mini-player__inner mini-player__finished column">
      <p id={titleId} className="mini-player__finished-title" ref={title} tabIndex={-1}>
        <Icon glyph={CHECK} size={22} />
        <span>
          <strong>{t('player.finished')}</strong>
          <span className="mini-player__meta">
            {t('player.finishedCount', { count: player.tracks.length })}
          </span>
        </span>
      </p>
      <button
        type="button"
        className="button mini-player__again"
        aria-describedby={titleId}
        onClick={() => player.playAt(0)}
      >
        <Icon glyph={REPEAT} size={20} />
        {t('player.again')}
      </button>
    </div>
  );
}
