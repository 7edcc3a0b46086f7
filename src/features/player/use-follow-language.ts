import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { loadPosition } from './lib/playback';
import type { HeldNarration } from './model/tour-player';
import type { Track } from './model/track';

interface FollowLanguageOptions {
  audioRef: RefObject<HTMLAudioElement | null>;
  loadedRef: RefObject<HeldNarration | null>;
  /** The tour's tracks in the current language: a new array when the language changes. */
  tracks: Track[];
  track: Track | null;
  language: string;
  /** Whether a narration has been put in the element during this visit. */
  started: boolean;
  setPosition: Dispatch<SetStateAction<number>>;
  start: (at: number, andPlay: boolean) => void;
}

/** Another language: each language keeps its own place in a narration. */
export function useFollowLanguage(options: FollowLanguageOptions) {
  const { audioRef, loadedRef, tracks, track, language, started, setPosition, start } = options;
  // Another language before anything was played: show where that language was left.
  const [shownTracks, setShownTracks] = useState(tracks);
  if (shownTracks !== tracks) {
    setShownTracks(tracks);
    if (!started && track) setPosition(loadPosition(track.id, language));
  }

  // Another language while a work is in the element: the same work goes on in the new one,
  // from where that one was left.
  useEffect(() => {
    const audio = audioRef.current;
    const held = loadedRef.current;
    if (!audio || !held) return;
    const at = tracks.findIndex((candidate) => candidate.id === held.id);
    const current = tracks[at];
    if (current && current.src !== held.src) start(at, !audio.paused);
  }, [audioRef, loadedRef, tracks, start]);
}
