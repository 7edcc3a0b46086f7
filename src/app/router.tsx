import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { Loading } from '@/components/status';
import { RequireAdmin } from './guards';
import { PublicLayout } from './layouts/public-layout';

function RouteLoading() {
  return (
    <div className="page">
      <Loading />
    </div>
  );
}

/** A back-office screen, in its own chunk. */
function cpanel(
  path: string,
  load: () => Promise<{ Component: React.ComponentType }>,
): RouteObject {
  return { path, lazy: load };
}

export const routes: RouteObject[] = [
  {
    // The back-office: its own layout (navigation, toasts), behind the admin guard.
    path: 'cpanel',
    element: <RequireAdmin />,
    HydrateFallback: RouteLoading,
    children: [
      {
        lazy: async () => ({ Component: (await import('./cpanel/cpanel-layout')).CpanelLayout }),
        children: [
          { index: true, element: <Navigate to={ROUTES.cpanelTematics} replace /> },
          cpanel('tematics', async () => ({
            Component: (await import('./cpanel/museums-list')).MuseumsListPage,
          })),
          cpanel('add-tematic-form', async () => ({
            Component: (await import('./cpanel/museum-form')).AddMuseumPage,
          })),
          cpanel('edit-tematic/:tematicId', async () => ({
            Component: (await import('./cpanel/museum-form')).EditMuseumPage,
          })),
          cpanel('expositions', async () => ({
            Component: (await import('./cpanel/tours-list')).ToursListPage,
          })),
          cpanel('add-exposition-form', async () => ({
            Component: (await import('./cpanel/tour-form')).AddTourPage,
          })),
          cpanel('edit-exposition/:expositionId', async () => ({
            Component: (await import('./cpanel/tour-form')).EditTourPage,
          })),
          cpanel('art-form', async () => ({
            Component: (await import('./cpanel/work-form')).AddWorkPage,
          })),
          cpanel('my-works-of-art/:expositionId', async () => ({
            Component: (await import('./cpanel/works-list')).WorksListPage,
          })),
          cpanel('edit-obra/:obraId', async () => ({
            Component: (await import('./cpanel/work-form')).EditWorkPage,
          })),
          cpanel('preview/:expositionId', async () => ({
            Component: (await import('./cpanel/preview')).PreviewPage,
          })),
          cpanel('messages', async () => ({
            Component: (await import('./cpanel/messages')).MessagesPage,
          })),
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
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
      },
      {
        path: 'museos',
        lazy: async () => ({ Component: (await import('./routes/museums')).MuseumsPage }),
      },
      {
        path: 'recorridos/:tematicId',
        lazy: async () => ({ Component: (await import('./routes/museum')).MuseumPage }),
      },
      {
        path: 'muestra/:expositionId',
        lazy: async () => ({ Component: (await import('./routes/tour')).TourPage }),
      },
      {
        path: 'log-in',
        lazy: async () => ({
          Component: (await import('@/features/accounts/routes/log-in')).LogInPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('@/features/accounts/routes/forgot-password'))
            .ForgotPasswordPage,
        }),
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
