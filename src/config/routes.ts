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
  museum: `/${S.museum}/:tematicId`,
  /** The optional number jumps to a work (labels, QR codes) without reloading the tour. */
  tour: `/${S.tour}/:expositionId/:number?`,
  logIn: `/${S.logIn}`,
  forgotPassword: `/${S.forgotPassword}`,
  cpanel,
  cpanelTematics: `${cpanel}/${S.cpanelTematics}`,
  cpanelAddTematic: `${cpanel}/${S.cpanelAddTematic}`,
  cpanelEditTematic: `${cpanel}/${S.cpanelEditTematic}/:tematicId`,
  cpanelExpositions: `${cpanel}/${S.cpanelExpositions}`,
  cpanelAddExposition: `${cpanel}/${S.cpanelAddExposition}`,
  cpanelEditExposition: `${cpanel}/${S.cpanelEditExposition}/:expositionId`,
  cpanelArtForm: `${cpanel}/${S.cpanelArtForm}`,
  cpanelWorks: `${cpanel}/${S.cpanelWorks}/:expositionId`,
  cpanelEditObra: `${cpanel}/${S.cpanelEditObra}/:obraId`,
  cpanelPreview: `${cpanel}/${S.cpanelPreview}/:expositionId`,
  cpanelMessages: `${cpanel}/${S.cpanelMessages}`,
  cpanelQr: `${cpanel}/${S.cpanelQr}/:expositionId`,
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

/** Links to the addresses of PATHS, for <Link>, navigate() and tests. */
export const ROUTES = {
  home: PATHS.home,
  museums: PATHS.museums,
  museum: (tematicId: string) => fill(PATHS.museum, { tematicId }),
  tour: (expositionId: string) => fill(PATHS.tour, { expositionId }),
  /** A work by its short number in the tour (printed on labels and QR codes). */
  tourWork: (expositionId: string, number: number) => fill(PATHS.tour, { expositionId, number }),
  logIn: PATHS.logIn,
  forgotPassword: PATHS.forgotPassword,
  cpanel: PATHS.cpanel,
  cpanelTematics: PATHS.cpanelTematics,
  cpanelAddTematic: PATHS.cpanelAddTematic,
  cpanelEditTematic: (tematicId: string) => fill(PATHS.cpanelEditTematic, { tematicId }),
  cpanelExpositions: PATHS.cpanelExpositions,
  cpanelAddExposition: PATHS.cpanelAddExposition,
  cpanelEditExposition: (expositionId: string) =>
    fill(PATHS.cpanelEditExposition, { expositionId }),
  /** Adding a work; the query parameter preselects its tour. */
  cpanelArtForm: (expositionId?: string) =>
    expositionId
      ? `${PATHS.cpanelArtForm}?${S.addWorkTourParam}=${encodeURIComponent(expositionId)}`
      : PATHS.cpanelArtForm,
  cpanelWorks: (expositionId: string) => fill(PATHS.cpanelWorks, { expositionId }),
  cpanelEditObra: (obraId: string) => fill(PATHS.cpanelEditObra, { obraId }),
  cpanelPreview: (expositionId: string) => fill(PATHS.cpanelPreview, { expositionId }),
  cpanelMessages: PATHS.cpanelMessages,
  cpanelQr: (expositionId: string) => fill(PATHS.cpanelQr, { expositionId }),
} as const;
