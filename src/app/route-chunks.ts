import { COVERS, coverSrcSet } from '@/components/covers';
import { prefetch } from '@/lib/prefetch';
import { nextTask } from '@/lib/when-idle';
import * as data from './routes/route-data';

/** The public pages' code, one chunk each (the router loads them; so does `preloadRoute`). */
export const routeChunks = {
  home: () => import('./routes/home'),
  museums: () => import('./routes/museums'),
  museum: () => import('./routes/museum'),
  tour: () => import('./routes/tour'),
};

/**
 * Starts fetching the first page's code and data while the app's texts load, instead of after
 * them (issue 8): round trips less before the page shows. On the home page the first cover,
 * the page's largest image, is requested at the same time. Resolves once the data requests
 * have been made, in the next task.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const [, first = '', id] = pathname.split('/');
  const importer =
    first === ''
      ? routeChunks.home
      : first === 'museos' && id === undefined
        ? routeChunks.museums
        : first === 'recorridos' && id
          ? routeChunks.museum
          : first === 'muestra' && id
            ? routeChunks.tour
            : null;
  // A failure here is reported by the router, which imports the same chunk again.
  importer?.().catch(() => undefined);
  // The home page's largest paint is its first cover: requested with the page's code.
  if (importer === routeChunks.home) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('imagesrcset', coverSrcSet(COVERS[0]));
    link.setAttribute('imagesizes', '100vw');
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
  // The page's data, requested now rather than once the page has rendered (src/lib/prefetch.ts),
  // in the next task. Not the home page's: its largest paint is the cover; the tours can wait.
  return nextTask().then(() => prefetchData(importer, id));
}

function prefetchData(importer: (() => Promise<unknown>) | null, id: string | undefined) {
  let key = id ?? '';
  try {
    key = decodeURIComponent(key);
  } catch {
    return; // a malformed address: the router shows it as not found
  }
  if (importer === routeChunks.museums) prefetch(data.museumsKey, data.loadMuseums);
  if (importer === routeChunks.museum) {
    prefetch(data.museumKey(key), () => data.loadMuseum(key));
    prefetch(data.museumToursKey(key), () => data.loadMuseumTours(key));
  }
  if (importer === routeChunks.tour) prefetch(data.tourKey(key), () => data.loadTour(key));
}
