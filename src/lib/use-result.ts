import { startTransition, useCallback, useEffect, useState } from 'react';
import { reloadOnceForNewVersion } from './chunks';
import { settledPrefetch, takePrefetched } from './prefetch';
import type { AppError, Result } from './result';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: AppError } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

const stateOf = <T>(result: Result<T>): AsyncState<T> =>
  result.isError
    ? { status: 'error', error: result.error }
    : { status: 'ready', data: result.data };

/**
 * Loads a service-layer Result on mount (and when `key` changes), with retry. A first attempt
 * takes what was prefetched under the same key (src/lib/prefetch.ts), if anything was: already
 * arrived, the first render shows it, with no loading state before.
 */
export function useResult<T>(load: () => Promise<Result<T>>, key: string) {
  const [attemptNo, setAttemptNo] = useState(0);
  // A refresh keeps what is shown until the new answer arrives; a retry shows loading.
  const [keepShown, setKeepShown] = useState(false);
  const request = `${key}#${attemptNo}`;
  // The state belongs to the request that settled it; a newer request shows loading.
  const [settled, setSettled] = useState<{ request: string; state: AsyncState<T> } | null>(() => {
    const arrived = settledPrefetch(key);
    // What was prefetched under `key` is what `load` gives (src/app/route-table.tsx).
    return arrived ? { request, state: stateOf(arrived.resolved as Result<T>) } : null;
  });

  useEffect(() => {
    if (settled?.request === request) {
      void takePrefetched(key); // shown already: only drop it
      return;
    }
    let live = true;
    const pending = (attemptNo === 0 && takePrefetched<Result<T>>(key)) || load();
    void pending.then(
      (result) => {
        if (!live) return;
        // Rendering what arrived (a tour and its works can be a large tree) as a transition lets
        // React yield to the browser every few milliseconds instead of one long task.
        startTransition(() => {
          setSettled({ request, state: stateOf(result) });
        });
      },
      (error: unknown) => {
        // A service answers with a Result; only its code can fail to arrive: removed by a
        // deployment since this page opened (one reload fetches the new one), or the connection.
        if (!live) return;
        if (navigator.onLine && reloadOnceForNewVersion()) return;
        setSettled({
          request,
          state: { status: 'error', error: { code: 'network', detail: String(error) } },
        });
      },
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; `request` names what it loads and which attempt;
    // `settled` is read only to skip a request whose answer the first render already had.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const retry = useCallback(() => {
    setKeepShown(false);
    setAttemptNo((n) => n + 1);
  }, []);
  const refresh = useCallback(() => {
    setKeepShown(true);
    setAttemptNo((n) => n + 1);
  }, []);
  const stale =
    keepShown && settled?.state.status === 'ready' && settled.request.startsWith(`${key}#`);
  const state: AsyncState<T> =
    settled?.request === request ? settled.state : stale ? settled.state : LOADING;
  /**
   * `retry` loads again showing loading; `refresh` loads again while the page keeps what it shows
   * (the rows a keyboard is on), replaced when the answer arrives.
   */
  return { state, retry, refresh };
}
