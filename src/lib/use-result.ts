import { startTransition, useCallback, useEffect, useState } from 'react';
import { takePrefetched } from './prefetch';
import type { AppError, Result } from './result';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Loads a service-layer Result on mount (and when `key` changes), with retry. A first attempt
 * takes what was prefetched under the same key (src/lib/prefetch.ts), if anything was.
 */
export function useResult<T>(load: () => Promise<Result<T>>, key: string) {
  const [attemptNo, setAttemptNo] = useState(0);
  const request = `${key}#${attemptNo}`;
  // The state belongs to the request that settled it; a newer request shows loading.
  const [settled, setSettled] = useState<{ request: string; state: AsyncState<T> } | null>(null);

  useEffect(() => {
    let live = true;
    const pending = (attemptNo === 0 && takePrefetched<Result<T>>(key)) || load();
    void pending.then((result) => {
      if (!live) return;
      // Rendering what arrived (a tour and its works can be a large tree) as a transition lets
      // React yield to the browser every few milliseconds instead of one long task.
      startTransition(() => {
        setSettled({
          request,
          state: result.isError
            ? { status: 'error', error: result.error }
            : { status: 'ready', data: result.data },
        });
      });
    });
    return () => {
      live = false;
    };
    // `load` is recreated each render; `request` names what it loads and which attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const retry = useCallback(() => setAttemptNo((n) => n + 1), []);
  const state: AsyncState<T> = settled?.request === request ? settled.state : LOADING;
  return { state, retry };
}
