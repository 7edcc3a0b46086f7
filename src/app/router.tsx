import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  matchPath,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { Loading } from '@/components/status';
import { loadChunk, loadedChunk } from '@/lib/chunks';
import { RequireAdmin } from './guards';
import { routeChunks } from './route-chunks';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';

/*
 * Declarative routes (useRoutes), not a data router: the app loads its data in the pages
 * (useResult, with the first page's data requested at boot), so a data router's creation,
 * which cost one of the longest tasks of the boot on a slow phone, bought nothing (issue 8).
 * Navigations are transitions: the current page stays until the next one's code has arrived.
 */

function RouteLoading() {
  return (
    <div className="page">
      <Loading />
    </div>
  );
}

/**
 * A page in a chunk of its own, loaded with the spec's time-out (src/lib/chunks.ts).
 *
 * When its code has already arrived (the first page's is requested at boot) the page renders
 * at once rather than through React.lazy, which always suspends on its first render: React then
 * shows the loading screen and holds the page back for at least 300 ms after it (its Suspense
 * throttling), on every first visit (issue 8, LCP). Decided once per mount, so a page never
 * switches between the two and loses its state.
 */
export function page<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Lazy = lazy(async () => ({ default: pick(await loadChunk(importer)) }));
  function Page() {
    const [Loaded] = useState(() => {
      const module = loadedChunk(importer);
      return module === undefined ? undefined : pick(module);
    });
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return <Page />;
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
    'tematics',
    () => import('@/features/back-office/lists/museums-list'),
    (m) => m.MuseumsListPage,
  ),
  cpanelPage(
    'add-tematic-form',
    () => import('@/features/back-office/forms/museum-form'),
    (m) => m.AddMuseumPage,
  ),
  cpanelPage(
    'edit-tematic/:tematicId',
    () => import('@/features/back-office/forms/museum-form'),
    (m) => m.EditMuseumPage,
  ),
  cpanelPage(
    'expositions',
    () => import('@/features/back-office/lists/tours-list'),
    (m) => m.ToursListPage,
  ),
  cpanelPage(
    'add-exposition-form',
    () => import('@/features/back-office/forms/tour-form'),
    (m) => m.AddTourPage,
  ),
  cpanelPage(
    'edit-exposition/:expositionId',
    () => import('@/features/back-office/forms/tour-form'),
    (m) => m.EditTourPage,
  ),
  cpanelPage(
    'art-form',
    () => import('@/features/back-office/forms/work-form'),
    (m) => m.AddWorkPage,
  ),
  cpanelPage(
    'my-works-of-art/:expositionId',
    () => import('@/features/back-office/lists/works-list'),
    (m) => m.WorksListPage,
  ),
  cpanelPage(
    'edit-obra/:obraId',
    () => import('@/features/back-office/forms/work-form'),
    (m) => m.EditWorkPage,
  ),
  cpanelPage(
    'preview/:expositionId',
    () => import('@/features/back-office/preview'),
    (m) => m.PreviewPage,
  ),
  cpanelPage(
    'messages',
    () => import('@/features/back-office/lists/messages'),
    (m) => m.MessagesPage,
  ),
  cpanelPage(
    'qr/:expositionId',
    () => import('@/features/back-office/qr-sheet'),
    (m) => m.QrSheetPage,
  ),
];

/** Starts fetching the code of the back-office page at `pathname` (code only, never data). */
export function preloadCpanelPage(pathname: string) {
  const found = cpanelPages.find(({ path }) => matchPath(`${ROUTES.cpanel}/${path}`, pathname));
  // A failure is reported by the router, which imports the same chunk again.
  if (found) loadChunk(found.importer).catch(() => undefined);
}

export const routes: RouteObject[] = [
  {
    // The back-office: its own layout (navigation, toasts), behind the admin guard, which lets
    // the layout show a skeleton while it decides.
    path: 'cpanel',
    element: (
      <RouteBoundary>
        <RequireAdmin preload={preloadCpanelPage} />
      </RouteBoundary>
    ),
    children: [
      {
        element: page(routeChunks.cpanel, (m) => m.CpanelLayout),
        children: [
          { index: true, element: <Navigate to={ROUTES.cpanelTematics} replace /> },
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
          { index: true, element: page(routeChunks.home, (m) => m.HomePage) },
          { path: 'museos', element: page(routeChunks.museums, (m) => m.MuseumsPage) },
          {
            path: 'recorridos/:tematicId',
            element: page(routeChunks.museum, (m) => m.MuseumPage),
          },
          {
            // The optional number jumps to a work (labels, QR codes) without reloading the tour.
            path: 'muestra/:expositionId/:number?',
            element: page(routeChunks.tour, (m) => m.TourPage),
          },
          {
            path: 'log-in',
            element: page(
              () => import('@/features/accounts/routes/log-in'),
              (m) => m.LogInPage,
            ),
          },
          {
            path: 'forgot-password',
            element: page(
              () => import('@/features/accounts/routes/forgot-password'),
              (m) => m.ForgotPasswordPage,
            ),
          },
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
