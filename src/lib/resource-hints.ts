import type { MediaRef } from '@/lib/model/shared';
import { imageSources } from './image-variants';

const added = new Map<string, HTMLLinkElement>();

function appendLink(attributes: Record<string, string>) {
  const key = JSON.stringify(attributes);
  if (added.get(key)?.isConnected) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
  added.set(key, link);
}

/**
 * Opens a connection to `origin` ahead of the first request to it. `cors` for fetch() (the
 * Firestore API), not for images: the browser keeps the two kinds of connection apart.
 */
export function preconnect(origin: string, { cors }: { cors: boolean }) {
  appendLink(
    cors
      ? { rel: 'preconnect', href: origin, crossorigin: '' }
      : { rel: 'preconnect', href: origin },
  );
}

/**
 * Requests the page's largest image as soon as its address is known, instead of when the page
 * has rendered it: the same file the <img> will choose, given the same candidates and `sizes`
 * (the largest paint waits for them otherwise).
 */
export function preloadImageSet(srcSet: string, sizes: string) {
  appendLink({
    rel: 'preload',
    as: 'image',
    imagesrcset: srcSet,
    imagesizes: sizes,
    fetchpriority: 'high',
  });
}

/** preloadImageSet for a stored image (src/lib/image-variants.ts), called when the data arrives. */
export function preloadImage(image: Pick<MediaRef, 'url' | 'path'>, sizes: string) {
  const { src, srcSet } = imageSources(image);
  if (srcSet) preloadImageSet(srcSet, sizes);
  else appendLink({ rel: 'preload', as: 'image', href: src, fetchpriority: 'high' });
}
