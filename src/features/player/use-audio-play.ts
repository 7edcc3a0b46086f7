import { useCallback, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { PlayerProblem } from './model/tour-player';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
/** MediaError.MEDIA_ERR_DECODE, spelled out: the tests' DOM has no MediaError. */
const MEDIA_ERR_DECODE = 3;

/**
 * Playing the <audio> element, and what went wrong when it would not: offline (the visitor can
 * do something about it) or any other error.
 */
export function useAudioPlay(
  audioRef: RefObject<HTMLAudioElement | null>,
  setPlaying: Dispatch<SetStateAction<boolean>>,
) {
  const [problem, setProblem] = useState<PlayerProblem>(null);

  /** `code` is the element's MediaError code, when the element reported one. */
  const fail = useCallback(
    (code?: number) => {
      setPlaying(false);
      // An element that failed may run on without sound (Firefox does, when it cannot open the
      // device's sound output): stop it, so that it is where the player says it is, stopped.
      const audio = audioRef.current;
      if (audio && !audio.paused) audio.pause();
      if (typeof navigator !== 'undefined' && !navigator.onLine) setProblem('offline');
      // The file arrived but could not be played out: no connection to check. Browsers report
      // a sound output they cannot open as this too.
      else if (code === MEDIA_ERR_DECODE) setProblem('sound');
      else setProblem('error');
    },
    [audioRef, setPlaying],
  );

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setProblem(null);
    audio.play().catch((error: unknown) => {
      // A newer src or pause() interrupted this play(): not a failure.
      if (!isAbort(error)) fail();
    });
  }, [audioRef, fail]);

  return { problem, setProblem, play, fail };
}
