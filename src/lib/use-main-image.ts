import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { afterMainImage, mainImageShown } from './main-image';
import { holdFirstScreen } from './moments';
import { useAfter } from './use-first-screen';

/**
 * Whether the page's main image is painted (`afterMainImage`): for the other images of the first
 * screen. With `wait` false, at once.
 */
export function useAfterMainImage(wait = true): boolean {
  return useAfter(afterMainImage, !wait);
}

/**
 * An image of the first screen: holds it until the image is on screen. The page's `main` image
 * says so (see afterMainImage) and holds it until the browser reports it painted: a large picture
 * can reach the screen frames after its file arrived, and what waits for the first screen (the
 * shell's code, the tab's icon) must not finish before the largest paint. Another image holds it
 * while it `waits` for the main one, then while its file at `src` comes.
 */
export function useFirstScreenImage(
  image: RefObject<HTMLImageElement | null>,
  src: string | undefined,
  main = false,
  waits = false,
) {
  useLayoutEffect(() => {
    const element = image.current;
    return main && element ? mainImageShown(element) : undefined;
  }, [image, main, src]);
  useEffect(() => {
    if (waits) return holdFirstScreen();
    const element = image.current;
    if (!element || !src) return;
    if (main) {
      const release = holdFirstScreen();
      void afterMainImage().then(release);
      return release;
    }
    if (element.complete) return;
    const release = holdFirstScreen();
    element.addEventListener('load', release, { once: true });
    element.addEventListener('error', release, { once: true });
    return () => {
      element.removeEventListener('load', release);
      element.removeEventListener('error', release);
      release();
    };
  }, [image, src, main, waits]);
}
