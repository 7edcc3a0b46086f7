import { useEffect } from 'react';

/**
 * Fetches a neighbour's display file while the visitor looks at the current item, so that a
 * swipe or an arrow shows it at once. Same srcset and sizes as the stage's <img>, so the
 * browser picks the same file and reuses it.
 */
export function usePreload(item: { src: string; srcSet?: string } | undefined) {
  const src = item?.src;
  const srcSet = item?.srcSet;
  useEffect(() => {
    if (!src) return;
    const image = new Image();
    if (srcSet) {
      image.sizes = '100vw';
      image.srcset = srcSet;
    }
    image.src = src;
  }, [src, srcSet]);
}
