import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteBoundary } from '@/app/route-boundary';
import { PATHS } from '@/config/routes';
import { PublicLayout } from '@/app/layouts/public-layout';
import { cpanelFrame, publicPages, unknownAddressPage } from '@/app/route-table';

/*
 * Declarative routes (useRoutes), not a data router: the app loads its data in the pages
 * (useResult, with the first page's data requested at boot), so a data router's creation,
 * which cost one of the longest tasks of the boot on a slow phone, bought nothing.
 * Navigations are transitions: the current page stays until the next one's code has arrived.
 */

export const routes: RouteObject[] = [
  {
    // The back-office: its own guard, layout and routes, in a chunk of their own (cpanel-routes.tsx).
    path: cpanelFrame.path,
    element: <RouteBoundary>{cpanelFrame.element}</RouteBoundary>,
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
          { path: '*', element: unknownAddressPage },
        ],
      },
    ],
  },
];

/** The app's screens, under the BrowserRouter of main.tsx. */
export function AppRoutes() {
  return useRoutes(routes);
}
