import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { restartWhenStuck } from './lib/stuck-start';
import type { Track } from './model/track';
import type { TourPlayer } from './model/tour-player';
import { usePlayerEngine } from './use-player-engine';

const PlayerContext = createContext<TourPlayer | null>(null);

/** The tour's player, for the controls inside its provider. */
export function useTourPlayer(): TourPlayer {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('useTourPlayer is used outside a TourPlayerProvider.');
  return player;
}

/**
 * Holds the tour's single <audio> element and shares its state with every control of the page:
 * the hero's "Play the tour", each work's "Listen" and the mini-player.
 */
export function TourPlayerProvider({
  tourId,
  album,
  language,
  tracks,
  children,
}: {
  tourId: string;
  album: string;
  language: string;
  tracks: Track[];
  children: ReactNode;
}) {
  const { audioRef, audioHandlers, player } = usePlayerEngine({ tourId, album, language, tracks });
  // WebKitGTK can leave a narration that arrived whole waiting for ever: lib/stuck-start.ts.
  useEffect(() => {
    const audio = audioRef.current;
    return audio ? restartWhenStuck(audio) : undefined;
  }, [audioRef]);
  return (
    <PlayerContext.Provider value={player}>
      {/* Fetched with CORS, as the save for offline fetches it: Firefox hands a service worker no
          narration from another origin (Storage's) fetched without, so a saved tour played
          nothing offline there. */}
      {/* Audio only: each work's transcript is its text alternative (WCAG 1.2.1), not captions. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audioRef} preload="none" crossOrigin="anonymous" {...audioHandlers} />
      {children}
    </PlayerContext.Provider>
  );
}
