import { useEffect, useState } from 'react';
import type { Size } from './viewer-math';

const NONE: Size = { width: 0, height: 0 };

/** The content-box size of an element, kept current as the window turns or resizes. */
export function useElementSize(element: HTMLElement | null): Size {
  const [size, setSize] = useState<Size>(NONE);
  useEffect(() => {
    // Test environments have no layout: the size stays unknown and the image keeps its CSS fit.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
