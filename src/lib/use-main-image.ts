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
 * An image of the first screen: holds it while the file at `src` is on its way; as the page's
 * `main` image, says so (see afterMainImage).
 */
export function useFirstScreenImage(
  image: RefObject<HTMLImageElement | null>,
  src: string | undefined,
  main = false,
) {
  useLayoutEffect(() => {
    const element = image.current;
    return main && element ? mainImageShown(element) : undefined;
  }, [image, main, src]);
  useEffect(() => {
    const element = image.current;
    if (!element || !src || element.complete) return;
    const release = holdFirstScreen();
    element.addEventListener('load', release, { once: true });
    element.addEventListener('error', release, { once: true });
    return () => {
      element.removeEventListener('load', release);
      element.removeEventListener('error', release);
      release();
    };
  }, [image, src]);
}
