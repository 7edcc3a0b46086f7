import { createContext, lazy, Suspense, useContext, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session';

const AdminAllowed = createContext(false);

const AdminNeedsVerifiedEmail = lazy(async () => ({
  default: (await import('@/features/accounts/components/verify-notice')).AdminNeedsVerifiedEmail,
}));

/** Whether the admin guard has let this person in: until then, no back-office page mounts. */
export function useAdminAllowed(): boolean {
  return useContext(AdminAllowed);
}

/**
 * Back-office routes: decided only once Auth has answered (a guard that decides while loading would send a signed-in admin away); everyone but an
 * admin goes to /. Convenience only: the rules are the security.
 *
 * While Auth loads, the back-office frame below renders at once (its navigation and a
 * skeleton, never a page: `useAdminAllowed` stays false, so no admin data is requested or
 * shown), and `preload` fetches the code of the page asked for, so that the page can render
 * as soon as the answer comes.
 */
export function RequireAdmin({ preload }: { preload?: (pathname: string) => void }) {
  const { session, known, requireAuth } = useSession();
  const { pathname } = useLocation();
  useEffect(requireAuth, [requireAuth]);
  const decided = known && session.status !== 'loading';
  useEffect(() => {
    if (!decided) preload?.(pathname);
  }, [decided, pathname, preload]);
  if (decided && !(session.status === 'signedIn' && session.user.isAdmin)) {
    return <Navigate to={ROUTES.home} replace />;
  }
  // The rules give no admin power to an unverified address: say why, rather than pages that
  // could not load anything.
  if (decided && session.status === 'signedIn' && !session.user.emailVerified) {
    return (
      <Suspense fallback={null}>
        <AdminNeedsVerifiedEmail />
      </Suspense>
    );
  }
  return (
    <AdminAllowed value={decided}>
      <Outlet />
    </AdminAllowed>
  );
}
