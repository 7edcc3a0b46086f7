import { Navigate, useRoutes } from 'react-router-dom';
import { PATHS } from '@/config/routes';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { RequireAdmin } from '@/app/guards';
import { cpanelPages, preloadCpanelPage } from '@/app/cpanel-route-table';
import { CpanelLayout } from '@/app/layouts/cpanel-layout';

/*
 * The back-office's routes, below /cpanel/*: behind the admin guard, which lets the frame (its
 * navigation, a skeleton) show while it decides, then each page in a chunk of its own. A chunk of
 * their own too (route-table.tsx): a visitor's first page does not carry the back-office's table.
 */
export function CpanelRoutes() {
  return useRoutes([
    {
      element: <RequireAdmin preload={preloadCpanelPage} />,
      children: [
        {
          element: <CpanelLayout />,
          children: [
            { index: true, element: <Navigate to={CPANEL_ROUTES.museums} replace /> },
            // Routes below /cpanel/* match the rest of the address: their patterns less /cpanel/.
            ...cpanelPages.map(({ path, element }) => ({
              path: path.slice(PATHS.cpanel.length + 1),
              element,
            })),
          ],
        },
      ],
    },
  ]);
}
