import { useEffect, useState } from 'react';
import { visitFirstScreen } from './when-idle';

/**
 * Whether the visit's first screen is complete (`visitFirstScreen`): for what must not take
 * bandwidth from the page's main image. With `wait` false, at once.
 */
export function useAfterFirstScreen(wait = true): boolean {
  const [ready, setReady] = useState(() => !wait || visitFirstScreen().done);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void visitFirstScreen().promise.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
