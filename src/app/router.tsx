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

/** A route whose screen is not built yet: lazily loads the shared placeholder. */
function pending(path: string, titleKey: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PendingPage } = await import('./pending-page');
      return { Component: () => <PendingPage titleKey={titleKey} /> };
    },
  };
}

export const routes: RouteObject[] = [
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
        // The optional number jumps to a work (labels, QR codes) without reloading the tour.
        path: 'muestra/:expositionId/:number?',
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
      {
        path: 'cpanel',
        element: <RequireAdmin />,
        children: [
          { index: true, element: <Navigate to={ROUTES.cpanelTematics} replace /> },
          pending('tematics', 'pages.cpanelTematics'),
          pending('add-tematic-form', 'pages.cpanelAddTematic'),
          pending('edit-tematic/:tematicId', 'pages.cpanelEditTematic'),
          pending('expositions', 'pages.cpanelExpositions'),
          pending('add-exposition-form', 'pages.cpanelAddExposition'),
          pending('edit-exposition/:expositionId', 'pages.cpanelEditExposition'),
          pending('art-form', 'pages.cpanelArtForm'),
          pending('my-works-of-art/:expositionId', 'pages.cpanelWorks'),
          pending('edit-obra/:obraId', 'pages.cpanelEditObra'),
          pending('preview/:expositionId', 'pages.cpanelPreview'),
          {
            path: 'qr/:expositionId',
            lazy: async () => ({ Component: (await import('./cpanel/qr-sheet')).QrSheetPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
