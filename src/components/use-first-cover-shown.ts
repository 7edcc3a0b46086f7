import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from '@/lib/when-idle';
import { firstCoverShown } from './covers';

/** Tells the page its largest paint is done: the first cover loaded (or failed) and a frame painted with it. */
export function useFirstCoverShown(firstImage: RefObject<HTMLImageElement | null>) {
  useEffect(() => {
    const image = firstImage.current;
    if (!image) return;
    let cancel: (() => void) | undefined;
    const shown = () => {
      cancel = afterNextPaint(firstCoverShown);
    };
    if (image.complete) shown();
    image.addEventListener('load', shown, { once: true });
    image.addEventListener('error', shown, { once: true });
    return () => {
      image.removeEventListener('load', shown);
      image.removeEventListener('error', shown);
      cancel?.();
    };
  }, [firstImage]);
}
