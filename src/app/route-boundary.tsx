import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/status';
import { RouteError } from '@/app/route-error';

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
