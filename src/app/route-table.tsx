import type { ReactElement } from 'react';
import { PATHS } from '@/config/routes';
import { prefetch } from '@/lib/prefetch';
import { nextTask } from '@/lib/moments';
import { page } from './lazy-page';

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

const home = () => import('./pages/visitor/home/home');
const museums = () => import('./pages/visitor/museums/museums');
const museum = () => import('./pages/visitor/museum/museum');
const tour = () => import('./pages/visitor/tour/tour');
const logIn = () => import('./pages/account/log-in/log-in');
const forgotPassword = () => import('./pages/account/forgot-password/forgot-password');
const privacy = () => import('./pages/privacy/privacy');
const myAccount = () => import('./pages/account/my-account/my-account');
const unknownAddress = () => import('./pages/visitor/not-found/not-found');

/**
 * The pages' loaders, each beside its page, in one chunk of their own (shared with the pages):
 * not on the first paint. The boot script (src/boot/boot.ts) has started the page's reads and
 * preloaded its main image by the time one arrives; the loaders take those reads.
 */
const museumsData = () => import('./pages/visitor/museums/museums-loader');
const museumData = () => import('./pages/visitor/museum/museum-loader');
const tourData = () => import('./pages/visitor/tour/tour-loader');

export const publicPages: PageRoute[] = [
  {
    path: PATHS.home,
    code: home,
    element: page(home, (m) => m.HomePage),
    // Its largest paint is the first cover, which the boot script preloads; its tours wait
    // (loadHighlights), so nothing more here.
    boot: {},
  },
  {
    path: PATHS.museums,
    code: museums,
    element: page(museums, (m) => m.MuseumsPage),
    boot: {
      data: async () => {
        const { loadMuseums, museumsKey } = await museumsData();
        prefetch(museumsKey, loadMuseums);
      },
    },
  },
  {
    path: PATHS.museum,
    code: museum,
    element: page(museum, (m) => m.MuseumPage),
    boot: {
      data: async ({ museumId = '' }) => {
        const { loadMuseum, loadMuseumTours, museumKey, museumToursKey } = await museumData();
        prefetch(museumKey(museumId), () => loadMuseum(museumId));
        // Each request adds a <link> per file of its service to the page: one task each.
        await nextTask();
        prefetch(museumToursKey(museumId), () => loadMuseumTours(museumId));
      },
    },
  },
  {
    path: PATHS.tour,
    code: tour,
    element: page(tour, (m) => m.TourPage),
    boot: {
      data: async ({ tourId = '' }) => {
        const { loadTour, tourKey } = await tourData();
        prefetch(tourKey(tourId), () => loadTour(tourId));
      },
    },
  },
  { path: PATHS.logIn, code: logIn, element: page(logIn, (m) => m.LogInPage) },
  {
    path: PATHS.forgotPassword,
    code: forgotPassword,
    element: page(forgotPassword, (m) => m.ForgotPasswordPage),
  },
  { path: PATHS.privacy, code: privacy, element: page(privacy, (m) => m.PrivacyPage) },
  { path: PATHS.account, code: myAccount, element: page(myAccount, (m) => m.MyAccountPage) },
];

/**
 * Every other public address: a page that says it does not exist. Not in publicPages, whose
 * patterns the boot matches an address against: this one would match them all.
 */
export const unknownAddressPage = page(unknownAddress, (m) => m.UnknownAddressPage);

const cpanelRoutes = () => import('./cpanel-routes');

/**
 * The back-office, under every /cpanel address: its guard, frame and routes in one chunk. At boot
 * on one, its code is requested so that the first screen is the frame. Its pages' data waits for
 * the admin guard to decide, and their code is preloaded while it does (cpanel-route-table.tsx).
 */
export const cpanelFrame: PageRoute = {
  path: `${PATHS.cpanel}/*`,
  code: cpanelRoutes,
  element: page(cpanelRoutes, (m) => m.CpanelRoutes),
  boot: {},
};
