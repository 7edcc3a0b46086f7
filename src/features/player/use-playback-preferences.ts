import { useCallback, useState, type RefObject } from 'react';
import { loadAutoAdvance, loadSpeed, saveAutoAdvance, saveSpeed, type Speed } from './lib/playback';

/** The visitor's speed and auto-advance, kept across visits; a new speed applies at once. */
export function usePlaybackPreferences(audioRef: RefObject<HTMLAudioElement | null>) {
  const [speed, setSpeedState] = useState<Speed>(loadSpeed);
  const [autoAdvance, setAutoAdvanceState] = useState(loadAutoAdvance);

  const setSpeed = useCallback(
    (value: Speed) => {
      setSpeedState(value);
      saveSpeed(value);
      const audio = audioRef.current;
      if (!audio) return;
      audio.defaultPlaybackRate = value;
      audio.playbackRate = value;
    },
    [audioRef],
  );

  const setAutoAdvance = useCallback((on: boolean) => {
    setAutoAdvanceState(on);
    saveAutoAdvance(on);
  }, []);

  return { speed, autoAdvance, setSpeed, setAutoAdvance };
}
