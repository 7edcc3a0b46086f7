import type { ReactElement } from 'react';
import { COVERS, coverSrcSet } from '@/components/covers';
import { CARD_IMAGE_SIZES, HERO_IMAGE_SIZES } from '@/components/image-sizes';
import { PATHS } from '@/config/routes';
import type { MediaRef } from '@/lib/model/shared';
import { prefetch } from '@/lib/prefetch';
import { preloadImage, preloadImageSet } from '@/lib/resource-hints';
import type { Result } from '@/lib/result';
import { nextTask } from '@/lib/when-idle';
import { page } from './lazy-page';
import * as data from './routes/route-data';

/*
 * The public pages, one entry each: the address pattern (src/config/routes.ts, where the link
 * builders sit next to it), the page in a chunk of its own, and what the boot requests when the
 * app opens on it (src/app/route-chunks.ts). A page takes its prefetched data under the same
 * key it would load it by (useResult), so the two meet here.
 */

/** Path parameters, decoded. */
type Params = Partial<Record<string, string>>;

export interface PageRoute {
  path: string;
  /** The page's code, a chunk of its own: loaded by the router, and by the boot. */
  code: () => Promise<unknown>;
  element: ReactElement;
  /**
   * When the app opens on this page, the boot requests its code, and what is here besides;
   * without `boot`, nothing (the router asks for the code when it renders the page).
   */
  boot?: {
    /** At once, with the page's code. */
    now?: () => void;
    /**
     * The page's data, a task after its code, once the connections to the data and the images
     * are being opened.
     */
    data?: (params: Params) => Promise<void> | void;
  };
}

/** Preloads the image `pick` finds in a loaded result, and passes the result on. */
function tap<T>(pick: (data: T) => MediaRef | null | undefined, sizes: string) {
  return (result: Result<T>) => {
    const image = result.isError ? null : pick(result.data);
    if (image) preloadImage(image, sizes);
    return result;
  };
}

const home = () => import('./routes/home');
const museums = () => import('./routes/museums');
const museum = () => import('./routes/museum');
const tour = () => import('./routes/tour');
const logIn = () => import('@/features/accounts/routes/log-in');
const forgotPassword = () => import('@/features/accounts/routes/forgot-password');

export const publicPages: PageRoute[] = [
  {
    path: PATHS.home,
    code: home,
    element: page(home, (m) => m.HomePage),
    // Its largest paint is the first cover: requested with the page's code. Its tours wait
    // (loadHighlights), so no data here.
    boot: { now: () => preloadImageSet(coverSrcSet(COVERS[0]), HERO_IMAGE_SIZES) },
  },
  {
    path: PATHS.museums,
    code: museums,
    element: page(museums, (m) => m.MuseumsPage),
    boot: {
      // The first card's image is the page's largest paint: requested with the data's arrival.
      data: () => {
        prefetch(data.museumsKey, () =>
          data.loadMuseums().then(tap((listed) => listed[0]?.image, CARD_IMAGE_SIZES)),
        );
      },
    },
  },
  {
    path: PATHS.museum,
    code: museum,
    element: page(museum, (m) => m.MuseumPage),
    boot: {
      data: async ({ tematicId = '' }) => {
        prefetch(data.museumKey(tematicId), () =>
          data.loadMuseum(tematicId).then(tap((found) => found.image, HERO_IMAGE_SIZES)),
        );
        // Each request adds a <link> per file of its service to the page: one task each.
        await nextTask();
        prefetch(data.museumToursKey(tematicId), () => data.loadMuseumTours(tematicId));
      },
    },
  },
  {
    path: PATHS.tour,
    code: tour,
    element: page(tour, (m) => m.TourPage),
    boot: {
      data: ({ expositionId = '' }) => {
        prefetch(data.tourKey(expositionId), () => data.loadTour(expositionId));
      },
    },
  },
  { path: PATHS.logIn, code: logIn, element: page(logIn, (m) => m.LogInPage) },
  {
    path: PATHS.forgotPassword,
    code: forgotPassword,
    element: page(forgotPassword, (m) => m.ForgotPasswordPage),
  },
];

const cpanelLayout = () => import('./cpanel/cpanel-layout');

/**
 * The back-office's frame, under every /cpanel address: at boot on one, its code is requested so
 * that the first screen is the frame. Its pages' data waits for the admin guard to decide, and
 * their code is preloaded while it does (router.tsx).
 */
export const cpanelFrame: PageRoute = {
  path: `${PATHS.cpanel}/*`,
  code: cpanelLayout,
  element: page(cpanelLayout, (m) => m.CpanelLayout),
  boot: {},
};
