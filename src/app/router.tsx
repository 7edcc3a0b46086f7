import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { Loading } from '@/components/status';
import { loadChunk } from '@/lib/chunks';
import { RequireAdmin } from './guards';
import { routeChunks } from './route-chunks';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';

function RouteLoading() {
  return (
    <div className="page">
      <Loading />
    </div>
  );
}

/** A back-office screen, in its own chunk (loaded with the spec's time-out). */
function cpanel<M>(
  path: string,
  importer: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await loadChunk(importer)) }) };
}

export const routes: RouteObject[] = [
  {
    // The back-office: its own layout (navigation, toasts), behind the admin guard.
    path: 'cpanel',
    element: <RequireAdmin />,
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: async () => ({
          Component: (await loadChunk(() => import('./cpanel/cpanel-layout'))).CpanelLayout,
        }),
        children: [
          { index: true, element: <Navigate to={ROUTES.cpanelTematics} replace /> },
          cpanel(
            'tematics',
            () => import('./cpanel/museums-list'),
            (m) => m.MuseumsListPage,
          ),
          cpanel(
            'add-tematic-form',
            () => import('./cpanel/museum-form'),
            (m) => m.AddMuseumPage,
          ),
          cpanel(
            'edit-tematic/:tematicId',
            () => import('./cpanel/museum-form'),
            (m) => m.EditMuseumPage,
          ),
          cpanel(
            'expositions',
            () => import('./cpanel/tours-list'),
            (m) => m.ToursListPage,
          ),
          cpanel(
            'add-exposition-form',
            () => import('./cpanel/tour-form'),
            (m) => m.AddTourPage,
          ),
          cpanel(
            'edit-exposition/:expositionId',
            () => import('./cpanel/tour-form'),
            (m) => m.EditTourPage,
          ),
          cpanel(
            'art-form',
            () => import('./cpanel/work-form'),
            (m) => m.AddWorkPage,
          ),
          cpanel(
            'my-works-of-art/:expositionId',
            () => import('./cpanel/works-list'),
            (m) => m.WorksListPage,
          ),
          cpanel(
            'edit-obra/:obraId',
            () => import('./cpanel/work-form'),
            (m) => m.EditWorkPage,
          ),
          cpanel(
            'preview/:expositionId',
            () => import('./cpanel/preview'),
            (m) => m.PreviewPage,
          ),
          cpanel(
            'messages',
            () => import('./cpanel/messages'),
            (m) => m.MessagesPage,
          ),
          cpanel(
            'qr/:expositionId',
            () => import('./cpanel/qr-sheet'),
            (m) => m.QrSheetPage,
          ),
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    // Shown while the first lazy route loads.
    HydrateFallback: RouteLoading,
    children: [
      {
        // Errors of any page (a part that cannot load, a bug) show inside the layout,
        // so the header and a way on stay.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await loadChunk(routeChunks.home)).HomePage,
            }),
          },
          {
            path: 'museos',
            lazy: async () => ({
              Component: (await loadChunk(routeChunks.museums)).MuseumsPage,
            }),
          },
          {
            path: 'recorridos/:tematicId',
            lazy: async () => ({
              Component: (await loadChunk(routeChunks.museum)).MuseumPage,
            }),
          },
          {
            // The optional number jumps to a work (labels, QR codes) without reloading the tour.
            path: 'muestra/:expositionId/:number?',
            lazy: async () => ({
              Component: (await loadChunk(routeChunks.tour)).TourPage,
            }),
          },
          {
            path: 'log-in',
            lazy: async () => ({
              Component: (await loadChunk(() => import('@/features/accounts/routes/log-in')))
                .LogInPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (
                await loadChunk(() => import('@/features/accounts/routes/forgot-password'))
              ).ForgotPasswordPage,
            }),
          },
          { path: '*', element: <Navigate to={ROUTES.home} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
