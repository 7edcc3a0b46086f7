import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session';

/**
 * Back-office routes: decided only once Auth has answered (spec section 4);
 * everyone but an admin goes to /. Convenience only: the rules are the security.
 */
export function RequireAdmin() {
  const { session, known, requireAuth } = useSession();
  useEffect(requireAuth, [requireAuth]);
  if (!known || session.status === 'loading') {
    return (
      <div className="page">
        <Loading />
      </div>
    );
  }
  if (session.status === 'signedIn' && session.user.isAdmin) return <Outlet />;
  return <Navigate to={ROUTES.home} replace />;
}
