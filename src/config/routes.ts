import { URL_SEGMENTS as S } from './vocabulary';

/*
 * Every address of the app, once: its pattern (what the router and the boot's prefetch match
 * against) and, next to it, the link builder that fills it in. The public pages' code and data
 * sit beside the same patterns in src/app/route-table.tsx; they live there because links are
 * made everywhere (components, features) and must not pull the pages in with them.
 */

const cpanel = `/${S.cpanel}`;

export const PATHS = {
  home: '/',
  museums: `/${S.museums}`,
  museum: `/${S.museum}/:museumId`,
  /** The optional number jumps to a work (labels, QR codes) without reloading the tour. */
  tour: `/${S.tour}/:tourId/:number?`,
  logIn: `/${S.logIn}`,
  forgotPassword: `/${S.forgotPassword}`,
  privacy: `/${S.privacy}`,
  account: `/${S.account}`,
  cpanel,
  cpanelMuseums: `${cpanel}/${S.cpanelMuseums}`,
  cpanelAddMuseum: `${cpanel}/${S.cpanelAddMuseum}`,
  cpanelEditMuseum: `${cpanel}/${S.cpanelEditMuseum}/:museumId`,
  cpanelTours: `${cpanel}/${S.cpanelTours}`,
  cpanelAddTour: `${cpanel}/${S.cpanelAddTour}`,
  cpanelEditTour: `${cpanel}/${S.cpanelEditTour}/:tourId`,
  cpanelArtForm: `${cpanel}/${S.cpanelArtForm}`,
  cpanelWorks: `${cpanel}/${S.cpanelWorks}/:tourId`,
  cpanelEditWork: `${cpanel}/${S.cpanelEditWork}/:workId`,
  cpanelPreview: `${cpanel}/${S.cpanelPreview}/:tourId`,
  cpanelMessages: `${cpanel}/${S.cpanelMessages}`,
  cpanelComments: `${cpanel}/${S.cpanelComments}`,
  cpanelQr: `${cpanel}/${S.cpanelQr}/:tourId`,
  cpanelTrash: `${cpanel}/${S.cpanelTrash}`,
} as const;

/**
 * `pattern` with its parameters filled in, each encoded; an optional parameter left out drops
 * its segment.
 */
function fill(pattern: string, params: Record<string, string | number | undefined>) {
  return pattern.replace(/\/:(\w+)\??/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
}

/** The home page's list of the tours saved on this device, reached from the menu: /#saved. */
export const SAVED_ANCHOR = 'saved';

/** Links to the addresses of PATHS, for <Link>, navigate() and tests. */
export const ROUTES = {
  home: PATHS.home,
  museums: PATHS.museums,
  museum: (museumId: string) => fill(PATHS.museum, { museumId }),
  tour: (tourId: string) => fill(PATHS.tour, { tourId }),
  /** A work by its short number in the tour (printed on labels and QR codes). */
  tourWork: (tourId: string, number: number) => fill(PATHS.tour, { tourId, number }),
  logIn: PATHS.logIn,
  forgotPassword: PATHS.forgotPassword,
  privacy: PATHS.privacy,
  account: PATHS.account,
  cpanel: PATHS.cpanel,
  cpanelMuseums: PATHS.cpanelMuseums,
  cpanelAddMuseum: PATHS.cpanelAddMuseum,
  cpanelEditMuseum: (museumId: string) => fill(PATHS.cpanelEditMuseum, { museumId }),
  cpanelTours: PATHS.cpanelTours,
  cpanelAddTour: PATHS.cpanelAddTour,
  cpanelEditTour: (tourId: string) => fill(PATHS.cpanelEditTour, { tourId }),
  /** Adding a work; the query parameter preselects its tour. */
  cpanelArtForm: (tourId?: string) =>
    tourId
      ? `${PATHS.cpanelArtForm}?${S.addWorkTourParam}=${encodeURIComponent(tourId)}`
      : PATHS.cpanelArtForm,
  cpanelWorks: (tourId: string) => fill(PATHS.cpanelWorks, { tourId }),
  cpanelEditWork: (workId: string) => fill(PATHS.cpanelEditWork, { workId }),
  cpanelPreview: (tourId: string) => fill(PATHS.cpanelPreview, { tourId }),
  cpanelMessages: PATHS.cpanelMessages,
  cpanelComments: PATHS.cpanelComments,
  cpanelQr: (tourId: string) => fill(PATHS.cpanelQr, { tourId }),
  cpanelTrash: PATHS.cpanelTrash,
} as const;
