import { Component, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  matchPath,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { PATHS, ROUTES } from '@/config/routes';
import { Loading } from '@/components/status';
import { loadChunk } from '@/lib/chunks';
import { RequireAdmin } from './guards';
import { page } from './lazy-page';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { cpanelFrame, publicPages } from './route-table';

/*
 * Declarative routes (useRoutes), not a data router: the app loads its data in the pages
 * (useResult, with the first page's data requested at boot), so a data router's creation,
 * which cost one of the longest tasks of the boot on a slow phone, bought nothing.
 * Navigations are transitions: the current page stays until the next one's code has arrived.
 */

function RouteLoading() {
  return (
    <div className="page">
      <Loading />
    </div>
  );
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/** Shows RouteError in place of a page that threw (or could not load), until the next page. */
class ErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState) {
    // Another address: try again (the error belonged to the previous page).
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Errors and loading of the pages below it, shown inside the layout, so the header and a way
 * on stay.
 */
export function RouteBoundary({ children = <Outlet /> }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary pathname={pathname}>
      <Suspense fallback={<RouteLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A back-office page: its route, and its code's importer for preloading while the guard decides. */
function cpanelPage<M>(
  path: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): { path: string; importer: () => Promise<unknown>; element: ReactElement } {
  return { path, importer, element: page(importer, pick) };
}

const cpanelPages = [
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
