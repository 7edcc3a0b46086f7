import type { ComponentType, ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { CPANEL_PATHS } from '@/config/cpanel-routes';
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
    CPANEL_PATHS.museums,
    () => import('./pages/cpanel/museums-list/museums-list'),
    (m) => m.MuseumsListPage,
  ),
  cpanelPage(
    CPANEL_PATHS.addMuseum,
    () => import('./pages/cpanel/museum-form/museum-form'),
    (m) => m.AddMuseumPage,
  ),
  cpanelPage(
    CPANEL_PATHS.editMuseum,
    () => import('./pages/cpanel/museum-form/museum-form'),
    (m) => m.EditMuseumPage,
  ),
  cpanelPage(
    CPANEL_PATHS.tours,
    () => import('./pages/cpanel/tours-list/tours-list'),
    (m) => m.ToursListPage,
  ),
  cpanelPage(
    CPANEL_PATHS.addTour,
    () => import('./pages/cpanel/tour-form/tour-form'),
    (m) => m.AddTourPage,
  ),
  cpanelPage(
    CPANEL_PATHS.editTour,
    () => import('./pages/cpanel/tour-form/tour-form'),
    (m) => m.EditTourPage,
  ),
  cpanelPage(
    CPANEL_PATHS.artForm,
    () => import('./pages/cpanel/work-form/work-form'),
    (m) => m.AddWorkPage,
  ),
  cpanelPage(
    CPANEL_PATHS.works,
    () => import('./pages/cpanel/works-list/works-list'),
    (m) => m.WorksListPage,
  ),
  cpanelPage(
    CPANEL_PATHS.editWork,
    () => import('./pages/cpanel/work-form/work-form'),
    (m) => m.EditWorkPage,
  ),
  cpanelPage(
    CPANEL_PATHS.preview,
    () => import('./pages/cpanel/preview/preview'),
    (m) => m.PreviewPage,
  ),
  cpanelPage(
    CPANEL_PATHS.messages,
    () => import('./pages/cpanel/messages/messages'),
    (m) => m.MessagesPage,
  ),
  cpanelPage(
    CPANEL_PATHS.comments,
    () => import('./pages/cpanel/comments/comments'),
    (m) => m.CommentsPage,
  ),
  cpanelPage(
    CPANEL_PATHS.trash,
    () => import('./pages/cpanel/trash/trash'),
    (m) => m.TrashPage,
  ),
  cpanelPage(
    CPANEL_PATHS.qr,
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
