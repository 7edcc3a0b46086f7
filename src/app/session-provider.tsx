import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readHint, SessionContext, writeHint, type Session, type SessionApi } from '@/lib/session';

const loadSessionModule = () => import('@/features/accounts/api/session');

/**
 * Provides the session to the whole app. Firebase Auth loads after first paint
 * (it is not needed to read the guide); until then the header shows the
 * remembered hint, and guards wait (status 'loading').
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(() => ({ status: 'loading', hint: readHint() }));

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    // Auth is not needed to read the guide: fetch it once the page has loaded and is idle, so
    // it never competes with the page's own code and data on a slow connection (issue 8).
    const loaded = new Promise<void>((resolve) => {
      if (document.readyState === 'complete') resolve();
      else window.addEventListener('load', () => resolve(), { once: true });
    });
    const idle = loaded.then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function')
            requestIdleCallback(() => resolve(), { timeout: 1500 });
          else setTimeout(resolve, 200);
        }),
    );
    void idle
      .then(loadSessionModule)
      .then(({ observeSession }) =>
        observeSession((user) => {
          writeHint(user ? { name: user.name, isAdmin: user.isAdmin } : null);
          setSession(user ? { status: 'signedIn', user } : { status: 'signedOut' });
        }),
      )
      .then((stop) => {
        if (live) unsubscribe = stop;
        else stop();
      })
      .catch(() => {
        // Auth could not load (offline, or a deploy removed the chunk): browse signed out.
        if (live) setSession({ status: 'signedOut' });
      });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    const { signOutUser } = await loadSessionModule();
    writeHint(null);
    await signOutUser();
  }, []);

  const api = useMemo<SessionApi>(() => ({ session, signOut }), [session, signOut]);
  return <SessionContext value={api}>{children}</SessionContext>;
}
