import { useEffect, useState } from 'react';
import { afterFirstScreen, holdFirstScreen, isFirstScreenDone, pageShown } from './moments';

/**
 * Whether the moment `until` names has come; true from the start when `already`. `until` is asked
 * once, when the component mounts.
 */
export function useAfter(until: () => Promise<void>, already: boolean): boolean {
  const [ready, setReady] = useState(already);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void until().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function each render is no change
  }, [ready]);
  return ready;
}

/**
 * Whether the visit's first screen is painted (`afterFirstScreen`): for what must not take
 * bandwidth from the page's main image. With `wait` false, at once.
 */
export function useAfterFirstScreen(wait = true): boolean {
  return useAfter(afterFirstScreen, !wait || isFirstScreenDone());
}

/** Said by a layout that renders the page's <main>: the app now shows a page of its own. */
export function usePageShown() {
  useEffect(pageShown, []);
}

/** Keeps the first screen incomplete while `pending` (a loading state, a list still filling in). */
export function useHoldFirstScreen(pending = true) {
  useEffect(() => (pending ? holdFirstScreen() : undefined), [pending]);
}
