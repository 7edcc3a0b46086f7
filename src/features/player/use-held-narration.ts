import {
  useCallback,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { loadPosition, saveTourPlace } from './lib/playback';
import type { HeldNarration, LivePlayerState, PlayerProblem } from './model/tour-player';

interface HeldNarrationOptions {
  audioRef: RefObject<HTMLAudioElement | null>;
  liveRef: RefObject<LivePlayerState>;
  tourId: string;
  setIndex: Dispatch<SetStateAction<number | null>>;
  setPosition: Dispatch<SetStateAction<number>>;
  setProblem: Dispatch<SetStateAction<PlayerProblem>>;
  setFinished: Dispatch<SetStateAction<boolean>>;
  play: () => void;
}

/**
 * The narration the <audio> element holds: which one, where to start it once its header has
 * arrived, the last second saved, its duration once known, and `start`, which puts a work in.
 */
export function useHeldNarration(o: HeldNarrationOptions) {
  const { audioRef, liveRef, tourId, setIndex, setPosition, setProblem, setFinished, play } = o;
  const loaded = useRef<HeldNarration | null>(null);
  const resumeAt = useRef(0);
  const lastSaved = useRef(-1);
  const [loadedDuration, setLoadedDuration] = useState(Number.NaN);
  /** Whether a narration has been put in the element during this visit. */
  const [started, setStarted] = useState(false);

  /** Puts work `at` in the element (from where this language was left) and plays it if asked. */
  const start = useCallback(
    (at: number, andPlay: boolean) => {
      const audio = audioRef.current;
      const { tracks: list, language: lang } = liveRef.current;
      const next = list[at];
      if (!audio || !next) return;
      if (loaded.current?.src !== next.src) {
        const from = loadPosition(next.id, lang);
        resumeAt.current = from;
        lastSaved.current = Math.floor(from);
        loaded.current = { id: next.id, src: next.src };
        audio.src = next.src;
        setStarted(true);
        setLoadedDuration(Number.NaN);
        setPosition(from);
        liveRef.current.position = from;
      }
      liveRef.current.index = at;
      setIndex(at);
      saveTourPlace(tourId, next.id);
      setProblem(null);
      setFinished(false);
      if (andPlay) play();
    },
    [audioRef, liveRef, tourId, setIndex, setPosition, setProblem, setFinished, play],
  );

  return { loaded, resumeAt, lastSaved, loadedDuration, setLoadedDuration, started, start };
}
