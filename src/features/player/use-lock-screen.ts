import { useCallback, useEffect } from 'react';
import { showOnLockScreen } from './lib/media-session';
import { SKIP_SECONDS, type LivePlayerState } from './model/tour-player';
import type { Track } from './model/track';

interface LockScreenOptions {
  /** The latest tracks, place and album, read when the lock screen is claimed. */
  readLive: () => LivePlayerState;
  playing: boolean;
  track: Track | null;
  album: string;
  play: () => void;
  pause: () => void;
  skip: (seconds: number) => void;
  seekTo: (seconds: number) => void;
  previous: () => void;
  next: () => void;
}

/**
 * The lock screen shows the current work, and its previous/next move through the tour. Returns
 * the call that claims it, for the moment playing starts.
 */
export function useLockScreen(options: LockScreenOptions) {
  const { readLive, playing, track, album, play, pause, skip, seekTo, previous, next } = options;
  const claimLockScreen = useCallback(() => {
    const { tracks: list, index: at, album: tour } = readLive();
    const current = at === null ? undefined : list[at];
    if (current === undefined || at === null) return;
    showOnLockScreen(current, tour, {
      play,
      pause,
      seekbackward: (details) => skip(-(details.seekOffset ?? SKIP_SECONDS)),
      seekforward: (details) => skip(details.seekOffset ?? SKIP_SECONDS),
      seekto: (details) => {
        if (details.seekTime !== undefined) seekTo(details.seekTime);
      },
      previoustrack: at > 0 ? previous : null,
      nexttrack: at < list.length - 1 ? next : null,
    });
  }, [readLive, play, pause, skip, seekTo, previous, next]);

  // The lock screen follows the work's title in the new language too.
  useEffect(() => {
    if (playing) claimLockScreen();
  }, [playing, track?.title, track?.artist, album, claimLockScreen]);

  return claimLockScreen;
}
