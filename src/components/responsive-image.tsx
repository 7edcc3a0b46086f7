import { imageSources } from '@/lib/image-variants';
import { useRef } from 'react';
import { useAfterFirstScreen } from '@/lib/use-first-screen';
import { useAfterMainImage, useFirstScreenImage } from '@/lib/use-main-image';
import type { MediaRef } from '@/lib/model/shared';

/**
 * When an image is fetched:
 * - 'main': the page's likely largest paint, at once and with high priority;
 * - 'next': another image of a phone's first screen, as soon as the main one is on screen (on a
 *   slow connection the two would share the bandwidth, and the largest would come later);
 * - 'lazy': below the first screen, once the visit's first screen is complete, when it nears the
 *   viewport.
 */
export type ImageLoading = 'main' | 'next' | 'lazy';

interface ResponsiveImageProps {
  image: Pick<MediaRef, 'url' | 'path'>;
  alt: string;
  /** The box's shape (intrinsic size for the browser's layout; CSS sets the rendered size). */
  width: number;
  height: number;
  /** How wide the image is shown, for choosing from srcset (the `sizes` attribute). */
  sizes: string;
  /** When the image is fetched (see ImageLoading); lazily unless said otherwise. */
  loading?: ImageLoading;
  /** The Element Timing API's name for the image (the bench reads when it was painted). */
  elementTiming?: string;
  className?: string;
}

/**
 * An image stored in the variant convention of docs/adr/0004 (640 px copy + display width):
 * srcset/sizes, a reserved box (no layout shift), fetched when `loading` says.
 */
export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  elementTiming,
  className,
}: ResponsiveImageProps) {
  const { src, srcSet } = imageSources(image);
  // A lazy image waits for the visit's first screen: the browser fetches lazy images near the
  // viewport at once, and on a slow connection those just below the fold would share the
  // bandwidth with the page's main image.
  const afterFirstScreen = useAfterFirstScreen(loading === 'lazy');
  const afterMainImage = useAfterMainImage(loading === 'next');
  const fetchable = afterFirstScreen && afterMainImage;
  const main = loading === 'main';
  const element = useRef<HTMLImageElement>(null);
  // An image of the first screen holds it until it is on screen; the main one says it is the main one.
  useFirstScreenImage(
    element,
    fetchable && loading !== 'lazy' ? src : undefined,
    main,
    loading === 'next' && !fetchable,
  );
  return (
    <img
      ref={element}
      className={className ? `responsive-image ${className}` : 'responsive-image'}
      src={fetchable ? src : undefined}
      srcSet={fetchable ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={main ? 'high' : 'auto'}
      decoding={main ? 'auto' : 'async'}
      elementtiming={elementTiming}
    />
  );
}
