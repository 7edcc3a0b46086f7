import { useEffect, useState } from 'react';

interface Sources {
  src: string;
  srcSet?: string;
  largeSrc: string;
}

/**
 * Whether the large file may replace the display file: only once it is wanted (zoomed in)
 * and decoded, so the swap shows no blank frame. Once decoded it stays. With a srcset the
 * browser may have picked a smaller copy than `src`, so even `largeSrc === src` is worth it.
 */
export function useLargeSource({ src, srcSet, largeSrc }: Sources, wanted: boolean): boolean {
  const [decoded, setDecoded] = useState<ReadonlySet<string>>(new Set());
  const ready = decoded.has(largeSrc);
  const nothingLarger = largeSrc === src && !srcSet;
  useEffect(() => {
    if (!wanted || ready || nothingLarger) return;
    let current = true;
    const image = new Image();
    image.src = largeSrc;
    image.decode().then(
      () => {
        if (current) setDecoded((done) => new Set(done).add(largeSrc));
      },
      // A large file that fails to load leaves the display file on screen, which still works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [largeSrc, wanted, ready, nothingLarger]);
  return ready && !nothingLarger;
}
