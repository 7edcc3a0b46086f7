import { COVERS, coverSrcSet } from '@/components/covers';
import { CARD_IMAGE_SIZES, HERO_IMAGE_SIZES } from '@/components/image-sizes';
import { loadChunk } from '@/lib/chunks';
import { backendOrigins } from '@/lib/firebase/origins';
import type { MediaRef } from '@/lib/model/shared';
import { preconnect, preloadImage, preloadImageSet } from '@/lib/resource-hints';
import type { Result } from '@/lib/result';
import { prefetch } from '@/lib/prefetch';
import { nextTask } from '@/lib/when-idle';
import * as data from './routes/route-data';

/** The public pages' code, one chunk each (the router loads them; so does `preloadRoute`). */
export const routeChunks = {
  home: () => import('./routes/home'),
  museums: () => import('./routes/museums'),
  museum: () => import('./routes/museum'),
  tour: () => import('./routes/tour'),
  /** The back-office's frame: at boot on a /cpanel address, so its first screen is the frame. */
  cpanel: () => import('@/features/back-office/cpanel-layout'),
};

/**
 * Starts fetching the first page's code and data while the app's texts load, instead of after
 * them (issue 8): round trips less before the page shows. On the home page the first cover,
 * the page's largest image, is requested at the same time. `code` settles once the page's code
 * has arrived (or failed: the router reports that); `data` once the data requests have been
 * made, in the next task.
 */
export function preloadRoute(pathname: string): { code: Promise<void>; data: Promise<void> } {
  const [, first = '', id] = pathname.split('/');
  const importer: (() => Promise<unknown>) | null =
    first === ''
      ? routeChunks.home
      : first === 'museos' && id === undefined
        ? routeChunks.museums
        : first === 'recorridos' && id
          ? routeChunks.museum
          : first === 'muestra' && id
            ? routeChunks.tour
            : first === 'cpanel'
              ? routeChunks.cpanel
              : null;
  // A failure here is reported by the router, which imports the same chunk again.
  const code = importer
    ? loadChunk(importer).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  // The home page's largest paint is its first cover: requested with the page's code.
  if (importer === routeChunks.home) preloadImageSet(coverSrcSet(COVERS[0]), HERO_IMAGE_SIZES);
  // The page's data, requested now rather than once the page has rendered (src/lib/prefetch.ts),
  // in the next task. Not the home page's: its largest paint is the cover; the tours can wait.
  return { code, data: nextTask().then(() => prefetchData(importer, id)) };
}

/** Preloads the image `pick` finds in a loaded result, and passes the result on. */
function tap<T>(pick: (data: T) => MediaRef | null | undefined, sizes: string) {
  return (result: Result<T>) => {
    const image = result.isError ? null : pick(result.data);
    if (image) preloadImage(image, sizes);
    return result;
  };
}

async function prefetchData(importer: (() => Promise<unknown>) | null, id: string | undefined) {
  let key = id ?? '';
  try {
    key = decodeURIComponent(key);
  } catch {
    return; // a malformed address: the router shows it as not found
  }
  // The back-office asks for its data only once the admin guard has decided: nothing to open yet.
  if (importer && importer !== routeChunks.home && importer !== routeChunks.cpanel) {
    // Connections to the data and the images open while the page's code downloads.
    const origins = backendOrigins();
    preconnect(origins.firestore, { cors: true });
    preconnect(origins.storage, { cors: false });
    await nextTask();
  }
  if (importer === routeChunks.museums) {
    // The first card's image is the page's largest paint: requested with the data's arrival.
    prefetch(data.museumsKey, () =>
      data.loadMuseums().then(tap((museums) => museums[0]?.image, CARD_IMAGE_SIZES)),
    );
  }
  if (importer === routeChunks.museum) {
    prefetch(data.museumKey(key), () =>
      data.loadMuseum(key).then(tap((museum) => museum.image, HERO_IMAGE_SIZES)),
    );
    // Each request adds a <link> per file of its service to the page: one task each.
    await nextTask();
    prefetch(data.museumToursKey(key), () => data.loadMuseumTours(key));
  }
  if (importer === routeChunks.tour) prefetch(data.tourKey(key), () => data.loadTour(key));
}
