import { useEffect, useState } from 'react';
import { afterMainImage, visitFirstScreen } from './when-idle';

/** Whether `until`'s wait is over; true at once when `until` is null (nothing to wait for). */
function useAfter(until: (() => { done: boolean; promise: Promise<void> }) | null): boolean {
  const [ready, setReady] = useState(() => until === null || until().done);
  useEffect(() => {
    if (ready || until === null) return;
    let live = true;
    void until().promise.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
    // `until` is read once, when the component mounts: a new function each render is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return ready;
}

/**
 * Whether the visit's first screen is complete (`visitFirstScreen`): for what must not take
 * bandwidth from the page's main image. With `wait` false, at once.
 */
export function useAfterFirstScreen(wait = true): boolean {
  return useAfter(wait ? visitFirstScreen : null);
}

/**
 * Whether the page's main image is on screen (`afterMainImage`): for the other images of the
 * first screen. With `wait` false, at once.
 */
export function useAfterMainImage(wait = true): boolean {
  return useAfter(wait ? () => ({ done: false, promise: afterMainImage() }) : null);
}
