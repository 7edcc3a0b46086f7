import { useCallback, useSyncExternalStore } from 'react';
import { narrationJob, type NarrationState } from './narration-job';

const none = () => () => undefined;

/** The processing of a picked recording, as it goes; null when nothing is picked. */
export function useNarration(file: File | null): NarrationState | null {
  const subscribe = useCallback(
    (listener: () => void) => (file ? narrationJob(file).subscribe(listener) : none()),
    [file],
  );
  const snapshot = useCallback(() => (file ? narrationJob(file).state() : null), [file]);
  return useSyncExternalStore(subscribe, snapshot);
}
