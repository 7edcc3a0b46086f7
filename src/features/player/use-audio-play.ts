import { useCallback, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { PlayerProblem } from './model/tour-player';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Playing the <audio> element, and what went wrong when it would not: offline (the visitor can
 * do something about it) or any other error.
 */
export function useAudioPlay(
  audioRef: RefObject<HTMLAudioElement | null>,
  setPlaying: Dispatch<SetStateAction<boolean>>,
) {
  const [problem, setProblem] = useState<PlayerProblem>(null);

  const fail = useCallback(() => {
    setPlaying(false);
    setProblem(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'error');
  }, [setPlaying]);

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
