// In this order on purpose: the bundler lays the entry script out in the order it meets the
// modules, and with the public pages before the back-office's it is smallest gzipped.
import { RouteBoundary } from '@/app/route-boundary';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS, ROUTES } from '@/config/routes';
import { RequireAdmin } from '@/app/guards';
import { PublicLayout } from '@/app/layouts/public-layout';
import { cpanelFrame, publicPages } from '@/app/route-table';
import { cpanelPages, preloadCpanelPage } from '@/app/cpanel-pages';

/*
 * Declarative routes (useRoutes), not a data router: the app loads its data in the pages
 * (useResult, with the first page's data requested at boot), so a data router's creation,
 * which cost one of the longest tasks of the boot on a slow phone, bought nothing.
 * Navigations are transitions: the current page stays until the next one's code has arrived.
 */

export const routes: RouteObject[] = [
  {
    // The back-office: its own layout (navigation, toasts), behind the admin guard, which lets
    // the layout show a skeleton while it decides.
    path: PATHS.cpanel,
    element: (
      <RouteBoundary>
        <RequireAdmin preload={preloadCpanelPage} />
      </RouteBoundary>
    ),
    children: [
      {
        element: cpanelFrame.element,
        children: [
          { index: true, element: <Navigate to={ROUTES.cpanelMuseums} replace /> },
          ...cpanelPages.map(({ path, element }) => ({ path, element })),
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      {
        element: <RouteBoundary />,
        children: [
          // The home page as the index route; the others by their patterns (route-table.tsx).
          ...publicPages.map(({ path, element }) =>
            path === PATHS.home ? { index: true, element } : { path, element },
          ),
          { path: '*', element: <Navigate to={ROUTES.home} replace /> },
        ],
      },
    ],
  },
];

/** The app's screens, under the BrowserRouter of main.tsx. */
export function AppRoutes() {
  return useRoutes(routes);
}
