import { createContext, useContext, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session';

const AdminAllowed = createContext(false);

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
  return (
    <AdminAllowed value={decided}>
      <Outlet />
    </AdminAllowed>
  );
}
