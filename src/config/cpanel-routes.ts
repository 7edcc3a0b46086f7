import { fill, PATHS } from './routes';
import { URL_SEGMENTS as S } from './vocabulary';

/*
 * The back-office's addresses, apart from the public ones (src/config/routes.ts): only the
 * back-office's own code reads them, so no visitor's first paint carries them. Their patterns
 * and, next to them, the link builders, as in routes.ts.
 */

export const CPANEL_PATHS = /* @__PURE__ */ patterns();

function patterns() {
  const { cpanel } = PATHS;
  return {
    museums: `${cpanel}/${S.cpanelMuseums}`,
    addMuseum: `${cpanel}/${S.cpanelAddMuseum}`,
    editMuseum: `${cpanel}/${S.cpanelEditMuseum}/:museumId`,
    tours: `${cpanel}/${S.cpanelTours}`,
    addTour: `${cpanel}/${S.cpanelAddTour}`,
    editTour: `${cpanel}/${S.cpanelEditTour}/:tourId`,
    artForm: `${cpanel}/${S.cpanelArtForm}`,
    works: `${cpanel}/${S.cpanelWorks}/:tourId`,
    editWork: `${cpanel}/${S.cpanelEditWork}/:workId`,
    preview: `${cpanel}/${S.cpanelPreview}/:tourId`,
    messages: `${cpanel}/${S.cpanelMessages}`,
    comments: `${cpanel}/${S.cpanelComments}`,
    qr: `${cpanel}/${S.cpanelQr}/:tourId`,
    trash: `${cpanel}/${S.cpanelTrash}`,
  } as const;
}

/** Links to the addresses of CPANEL_PATHS, for <Link>, navigate() and tests. */
export const CPANEL_ROUTES = /* @__PURE__ */ linksTo(CPANEL_PATHS);

function linksTo(paths: typeof CPANEL_PATHS) {
  return {
    museums: paths.museums,
    addMuseum: paths.addMuseum,
    editMuseum: (museumId: string) => fill(paths.editMuseum, { museumId }),
    tours: paths.tours,
    addTour: paths.addTour,
    editTour: (tourId: string) => fill(paths.editTour, { tourId }),
    /** Adding a work; the query parameter preselects its tour. */
    artForm: (tourId?: string) =>
      tourId
        ? `${paths.artForm}?${S.addWorkTourParam}=${encodeURIComponent(tourId)}`
        : paths.artForm,
    works: (tourId: string) => fill(paths.works, { tourId }),
    editWork: (workId: string) => fill(paths.editWork, { workId }),
    preview: (tourId: string) => fill(paths.preview, { tourId }),
    messages: paths.messages,
    comments: paths.comments,
    qr: (tourId: string) => fill(paths.qr, { tourId }),
    trash: paths.trash,
  } as const;
}
