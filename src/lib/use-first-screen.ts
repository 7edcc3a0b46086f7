import { useEffect, useState } from 'react';
import { afterFirstScreen, holdFirstScreen, isFirstScreenDone, pageShown } from './moments';

/**
 * Whether the visit's first screen is painted (`afterFirstScreen`): for what must not take
 * bandwidth from the page's main image. With `wait` false, at once.
 */
export function useAfterFirstScreen(wait = true): boolean {
  const [ready, setReady] = useState(() => !wait || isFirstScreenDone());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** Said by a layout that renders the page's <main>: the app now shows a page of its own. */
export function usePageShown() {
  useEffect(pageShown, []);
}

/** Keeps the first screen incomplete while `pending` (a loading state, a list still filling in). */
export function useHoldFirstScreen(pending = true) {
  useEffect(() => (pending ? holdFirstScreen() : undefined), [pending]);
}
