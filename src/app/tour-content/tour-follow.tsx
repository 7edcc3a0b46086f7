import { useTranslation } from 'react-i18next';
import { MiniPlayer } from '@/features/player/components/mini-player';
import { useTourPlayer } from '@/features/player/player-context';
import { useFollowTheTour } from './use-follow-the-tour';

/**
 * The tour's player with the page following it: the work that sounds comes into view, and a
 * visitor who scrolled away is offered the way back above the player instead of being moved.
 */
export function FollowingMiniPlayer() {
  const { t } = useTranslation();
  const player = useTourPlayer();
  const { away, goBack } = useFollowTheTour(player);
  const back = away && (
    <button type="button" className="button button--primary button--small" onClick={goBack}>
      {away === 'end' ? t('tour.toTheEnd') : t('tour.backToPlaying')}
    </button>
  );
  return <MiniPlayer above={back} />;
}

/** Whether this work is the one the tour's player is on and playing. */
export function usePlayingWork(workId: string): boolean {
  const player = useTourPlayer();
  return player.playing && player.track?.id === workId;
}
