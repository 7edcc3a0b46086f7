import { PAGE_SEGMENTS, URL_SEGMENTS as S } from './vocabulary';

/*
 * Every public address of the app, once (the back-office's are in cpanel-routes.ts): its pattern (what the router and the boot's prefetch match
 * against) and, next to it, the link builder that fills it in. The public pages' code and data
 * sit beside the same patterns in src/app/route-table.tsx; they live there because links are
 * made everywhere (components, features) and must not pull the pages in with them.
 */

/**
 * The data pages' patterns, each on its own: the boot script matches these three and, importing
 * them rather than PATHS, carries none of the other addresses.
 */
export const MUSEUMS_PATH = `/${PAGE_SEGMENTS.museums}`;
export const MUSEUM_PATH = `/${PAGE_SEGMENTS.museum}/:museumId`;
/** The optional number jumps to a work (labels, QR codes) without reloading the tour. */
export const TOUR_PATH = `/${PAGE_SEGMENTS.tour}/:tourId/:number?`;

/** Every pattern; made by a call marked pure, like ROUTES below, so the boot script drops it. */
export const PATHS = /* @__PURE__ */ patterns();

function patterns() {
  return {
    home: '/',
    museums: MUSEUMS_PATH,
    museum: MUSEUM_PATH,
    tour: TOUR_PATH,
    logIn: `/${S.logIn}`,
    forgotPassword: `/${S.forgotPassword}`,
    privacy: `/${S.privacy}`,
    account: `/${S.account}`,
    /** The back-office's root; its own addresses are in src/config/cpanel-routes.ts. */
    cpanel: `/${S.cpanel}`,
  } as const;
}

/**
 * `pattern` with its parameters filled in, each encoded; an optional parameter left out drops
 * its segment.
 */
export function fill(pattern: string, params: Record<string, string | number | undefined>) {
  return pattern.replace(/\/:(\w+)\??/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
}

/** The home page's list of the tours saved on this device, reached from the menu: /#saved. */
export const SAVED_ANCHOR = 'saved';

/**
 * Links to the addresses of PATHS, for <Link>, navigate() and tests. Made by a call marked pure so
 * that a bundle using none of them (the boot script) drops the whole table: property reads at the
 * top level would be kept, and with them every address.
 */
export const ROUTES = /* @__PURE__ */ linksTo(PATHS);

function linksTo(paths: typeof PATHS) {
  return {
    home: paths.home,
    museums: paths.museums,
    museum: (museumId: string) => fill(paths.museum, { museumId }),
    tour: (tourId: string) => fill(paths.tour, { tourId }),
    /** A work by its short number in the tour (printed on labels and QR codes). */
    tourWork: (tourId: string, number: number) => fill(paths.tour, { tourId, number }),
    logIn: paths.logIn,
    forgotPassword: paths.forgotPassword,
    privacy: paths.privacy,
    account: paths.account,
    cpanel: paths.cpanel,
  } as const;
}
