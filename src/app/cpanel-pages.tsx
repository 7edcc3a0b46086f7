import type { ComponentType, ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { PATHS } from '@/config/routes';
import { loadChunk } from '@/lib/chunks';
import { page } from '@/app/lazy-page';

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
    () => import('@/features/back-office/lists/museums-list'),
    (m) => m.MuseumsListPage,
  ),
  cpanelPage(
    PATHS.cpanelAddMuseum,
    () => import('@/features/back-office/forms/museum-form'),
    (m) => m.AddMuseumPage,
  ),
  cpanelPage(
    PATHS.cpanelEditMuseum,
    () => import('@/features/back-office/forms/museum-form'),
    (m) => m.EditMuseumPage,
  ),
  cpanelPage(
    PATHS.cpanelTours,
    () => import('@/features/back-office/lists/tours-list'),
    (m) => m.ToursListPage,
  ),
  cpanelPage(
    PATHS.cpanelAddTour,
    () => import('@/features/back-office/forms/tour-form'),
    (m) => m.AddTourPage,
  ),
  cpanelPage(
    PATHS.cpanelEditTour,
    () => import('@/features/back-office/forms/tour-form'),
    (m) => m.EditTourPage,
  ),
  cpanelPage(
    PATHS.cpanelArtForm,
    () => import('@/features/back-office/forms/work-form'),
    (m) => m.AddWorkPage,
  ),
  cpanelPage(
    PATHS.cpanelWorks,
    () => import('@/features/back-office/lists/works-list'),
    (m) => m.WorksListPage,
  ),
  cpanelPage(
    PATHS.cpanelEditWork,
    () => import('@/features/back-office/forms/work-form'),
    (m) => m.EditWorkPage,
  ),
  cpanelPage(
    PATHS.cpanelPreview,
    () => import('@/features/back-office/preview'),
    (m) => m.PreviewPage,
  ),
  cpanelPage(
    PATHS.cpanelMessages,
    () => import('@/features/back-office/lists/messages'),
    (m) => m.MessagesPage,
  ),
  cpanelPage(
    PATHS.cpanelQr,
    () => import('@/features/back-office/qr-sheet'),
    (m) => m.QrSheetPage,
  ),
];

/** Starts fetching the code of the back-office page at `pathname` (code only, never data). */
export function preloadCpanelPage(pathname: string) {
  const found = cpanelPages.find(({ path }) => matchPath(path, pathname));
  // A failure is reported by the router, which imports the same chunk again.
  if (found) loadChunk(found.importer).catch(() => undefined);
}
