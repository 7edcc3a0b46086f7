import { useCallback, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { setLockScreenPosition } from './lib/media-session';
import { savePosition } from './lib/playback';
import type { HeldNarration, LivePlayerState } from './model/tour-player';

interface TransportOptions {
  audioRef: RefObject<HTMLAudioElement | null>;
  liveRef: RefObject<LivePlayerState>;
  loadedRef: RefObject<HeldNarration | null>;
  resumeAtRef: RefObject<number>;
  setPosition: Dispatch<SetStateAction<number>>;
  /** Puts work `at` in the element and plays it if asked. */
  start: (at: number, andPlay: boolean) => void;
  play: () => void;
}

/** The buttons' actions: seek, skip, previous and next, play a work, play or pause. */
export function useTransport(options: TransportOptions) {
  const { audioRef, liveRef, loadedRef, resumeAtRef, setPosition, start, play } = options;
  const seekTo = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      const { tracks: list, index: at, language: lang } = liveRef.current;
      const current = at === null ? undefined : list[at];
      if (!audio || !current) return;
      const inElement = loadedRef.current?.id === current.id;
      // A length of 0 is WebKitGTK's before it knows (use-audio-events.ts): the recorded one then.
      const known = inElement && Number.isFinite(audio.duration) && audio.duration > 0;
      const end = known ? audio.duration : current.duration;
      const to = Math.max(0, Math.min(seconds, end ?? seconds));
      if (inElement && audio.readyState > 0) {
        audio.currentTime = to;
        resumeAtRef.current = 0; // the visitor's own place wins over one still to be taken
      } else if (inElement) resumeAtRef.current = to; // applied once the header has arrived
      setPosition(to);
      liveRef.current.position = to;
      savePosition(current.id, lang, to);
      setLockScreenPosition(audio);
    },
    [audioRef, liveRef, loadedRef, resumeAtRef, setPosition],
  );

  const skip = useCallback(
    (seconds: number) => seekTo(liveRef.current.position + seconds),
    [liveRef, seekTo],
  );

  const neighbour = useCallback(
    (step: number) => {
      const at = (liveRef.current.index ?? -1) + step;
      if (at >= 0 && at < liveRef.current.tracks.length) start(at, true);
    },
    [liveRef, start],
  );
  const previous = useCallback(() => neighbour(-1), [neighbour]);
  const next = useCallback(() => neighbour(1), [neighbour]);

  const playAt = useCallback(
    (at: number) => {
      const audio = audioRef.current;
      if (at === liveRef.current.index && loadedRef.current && audio && !audio.paused) return;
      start(at, true);
    },
    [audioRef, liveRef, loadedRef, start],
  );

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    const at = liveRef.current.index ?? 0;
    const current = liveRef.current.tracks[at];
    if (!audio || !current) return;
    if (loadedRef.current?.id !== current.id) start(at, true);
    else if (audio.paused) play();
    else audio.pause();
  }, [audioRef, liveRef, loadedRef, start, play]);

  return { seekTo, skip, previous, next, playAt, toggle };
}
