import { useTranslation } from 'react-i18next';
import { PAUSE, PLAY } from './glyphs';
import { Icon } from '@/components/icon';
import { formatTime } from '../lib/playback';
import { useTourPlayer } from '../player-context';

/** A work's "Listen · 2:05": starts the tour's player at that work, or pauses it there. */
export function ListenButton({ index }: { index: number }) {
  const { t } = useTranslation();
  const player = useTourPlayer();
  const track = player.tracks[index];
  if (!track) return null;
  const here = player.index === index;
  const playingHere = here && player.playing;
  const length = here ? player.duration : (track.duration ?? Number.NaN);
  return (
    <button
      type="button"
      className={playingHere ? 'button button--small button--primary' : 'button button--small'}
      onClick={() => (here ? player.toggle() : player.playAt(index))}
    >
      <Icon glyph={playingHere ? PAUSE : PLAY} size={20} />
      {playingHere ? t('player.pause') : t('player.listen')}
      {Number.isFinite(length) && ` · ${formatTime(length)}`}
      <span className="visually-hidden">{`: ${track.title}`}</span>
    </button>
  );
}

/** The hero's main action: the tour from its first work, or from where the visitor left it. */
export function PlayTourButton() {
  const { t } = useTranslation();
  const player = useTourPlayer();
  if (player.tracks.length === 0) return null;
  const resuming = player.index !== null && player.index > 0;
  const label = player.playing
    ? t('player.pauseTour')
    : resuming
      ? t('player.continueTour', { n: player.track?.number })
      : t('player.playTour');
  return (
    <button type="button" className="button button--primary button--play" onClick={player.toggle}>
      <Icon glyph={player.playing ? PAUSE : PLAY} />
      {label}
    </button>
  );
}
