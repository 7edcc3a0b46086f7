import type { ComponentType, ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { PATHS } from '@/config/routes';
import { loadChunk } from '@/lib/chunks';
import { page } from '@/app/lazy-page';

/*
 * The back-office's route table, rendered below /cpanel/* by cpanel-routes.tsx: each page's pattern
 * (src/config/routes.ts) and its screen, under src/app/pages/cpanel/.
 */

/** A back-office page: its route, and its code's importer for preloading while the guard decides. */
function cpanelPage<M>(
  path: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): { path: string; importer: () => Promise<unknown>; element: ReactElement } {
  return { path, importer, element: page(importer, pick) };
}

export const cpanelPages = [
  cpanelPage(
    PATHS.cpanelMuseums,
    () => import('./pages/cpanel/museums-list/museums-list'),
    (m) => m.MuseumsListPage,
  ),
  cpanelPage(
    PATHS.cpanelAddMuseum,
    () => import('./pages/cpanel/museum-form/museum-form'),
    (m) => m.AddMuseumPage,
  ),
  cpanelPage(
    PATHS.cpanelEditMuseum,
    () => import('./pages/cpanel/museum-form/museum-form'),
    (m) => m.EditMuseumPage,
  ),
  cpanelPage(
    PATHS.cpanelTours,
    () => import('./pages/cpanel/tours-list/tours-list'),
    (m) => m.ToursListPage,
  ),
  cpanelPage(
    PATHS.cpanelAddTour,
    () => import('./pages/cpanel/tour-form/tour-form'),
    (m) => m.AddTourPage,
  ),
  cpanelPage(
    PATHS.cpanelEditTour,
    () => import('./pages/cpanel/tour-form/tour-form'),
    (m) => m.EditTourPage,
  ),
  cpanelPage(
    PATHS.cpanelArtForm,
    () => import('./pages/cpanel/work-form/work-form'),
    (m) => m.AddWorkPage,
  ),
  cpanelPage(
    PATHS.cpanelWorks,
    () => import('./pages/cpanel/works-list/works-list'),
    (m) => m.WorksListPage,
  ),
  cpanelPage(
    PATHS.cpanelEditWork,
    () => import('./pages/cpanel/work-form/work-form'),
    (m) => m.EditWorkPage,
  ),
  cpanelPage(
    PATHS.cpanelPreview,
    () => import('./pages/cpanel/preview/preview'),
    (m) => m.PreviewPage,
  ),
  cpanelPage(
    PATHS.cpanelMessages,
    () => import('./pages/cpanel/messages/messages'),
    (m) => m.MessagesPage,
  ),
  cpanelPage(
    PATHS.cpanelComments,
    () => import('./pages/cpanel/comments/comments'),
    (m) => m.CommentsPage,
  ),
  cpanelPage(
    PATHS.cpanelTrash,
    () => import('./pages/cpanel/trash/trash'),
    (m) => m.TrashPage,
  ),
  cpanelPage(
    PATHS.cpanelQr,
    () => import('./pages/cpanel/qr-sheet/qr-sheet'),
    (m) => m.QrSheetPage,
  ),
];

/** Starts fetching the code of the back-office page at `pathname` (code only, never data). */
export function preloadCpanelPage(pathname: string) {
  const found = cpanelPages.find(({ path }) => matchPath(path, pathname));
  // A failure is reported by the router, which imports the same chunk again.
  if (found) loadChunk(found.importer).catch(() => undefined);
}
