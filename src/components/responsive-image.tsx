import { imageSources } from '@/lib/image-variants';
import { useAfterFirstScreen } from '@/lib/use-first-screen';
import type { MediaRef } from '@/lib/model/shared';

interface ResponsiveImageProps {
  image: Pick<MediaRef, 'url' | 'path'>;
  alt: string;
  /** The box's shape (intrinsic size for the browser's layout; CSS sets the rendered size). */
  width: number;
  height: number;
  /** How wide the image is shown, for choosing from srcset (the `sizes` attribute). */
  sizes: string;
  /**
   * The likely largest paint of the page: fetched at once with high priority. Every other
   * image loads lazily, when it nears the viewport.
   */
  priority?: boolean;
  /** The Element Timing API's name for the image (the bench reads when it was painted). */
  elementTiming?: string;
  className?: string;
}

/**
 * An image stored in the variant convention of docs/adr/0004 (640 px copy + display width):
 * srcset/sizes, a reserved box (no layout shift), lazy unless it is the page's main image, and
 * then only once the visit's first screen is complete.
 */
export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  sizes,
  priority = false,
  elementTiming,
  className,
}: ResponsiveImageProps) {
  const { src, srcSet } = imageSources(image);
  // A lazy image waits for the visit's first screen: the browser fetches lazy images near the
  // viewport at once, and on a slow connection those just below the fold would share the
  // bandwidth with the page's main image.
  const fetchable = useAfterFirstScreen(!priority);
  return (
    <img
      className={className ? `responsive-image ${className}` : 'responsive-image'}
      src={fetchable ? src : undefined}
      srcSet={fetchable ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      elementtiming={elementTiming}
    />
  );
}
