import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterIdle } from '@/lib/moments';
import { readHint, SessionContext, writeHint, type Session, type SessionApi } from '@/lib/session';

const loadSessionModule = () => import('@/features/accounts/api/session');

/**
 * Provides the session to the whole app. Firebase Auth is not needed to read the guide, so it
 * loads only for someone who may be signed in, so a visitor's first screen does not wait for it:
 * - with a remembered hint (signed in on this device before): once the page has loaded and is
 *   idle, or at once when a screen asks for it; until then the header shows the hint and guards
 *   wait (status 'loading');
 * - otherwise when a screen asks for it with `requireAuth` (sign-in, the back-office guard).
 * A visitor who never signed in browses signed out and never downloads Auth.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [hint] = useState(readHint);
  const [session, setSession] = useState<Session>(() =>
    hint ? { status: 'loading', hint } : { status: 'signedOut' },
  );
  // 'idle': load when the page is idle (a hint); 'now': a screen needs it.
  const [wanted, setWanted] = useState<'no' | 'idle' | 'now'>(hint ? 'idle' : 'no');
  const [known, setKnown] = useState(false);
  const started = useRef(false);
  // Ends the wait for an idle page early: a screen that needs Auth (the back-office guard)
  // should not wait for the page's images and idle time before it can decide.
  const hurry = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (wanted === 'no' || started.current) return;
    started.current = true;
    let unsubscribe: (() => void) | undefined;
    let live = true;
    const ready =
      wanted === 'idle'
        ? Promise.race([
            afterIdle(),
            new Promise<void>((resolve) => {
              hurry.current = resolve;
            }),
          ])
        : Promise.resolve();
    void ready
      .then(loadSessionModule)
      .then(({ observeSession }) =>
        observeSession((user) => {
          writeHint(user ? { name: user.name, isAdmin: user.isAdmin } : null);
          setSession(user ? { status: 'signedIn', user } : { status: 'signedOut' });
          setKnown(true);
        }),
      )
      .then((stop) => {
        if (live) unsubscribe = stop;
        else stop();
      })
      .catch(() => {
        // Auth could not load (offline, or a deploy removed the chunk): browse signed out.
        if (!live) return;
        setSession({ status: 'signedOut' });
        setKnown(true);
      });
    return () => {
      live = false;
      started.current = false;
      hurry.current = null;
      unsubscribe?.();
    };
  }, [wanted]);

  const requireAuth = useCallback(() => {
    if (hurry.current) hurry.current();
    else setWanted((current) => (current === 'now' || started.current ? current : 'now'));
  }, []);

  const signOut = useCallback(async () => {
    const { signOutUser } = await loadSessionModule();
    writeHint(null);
    await signOutUser();
  }, []);

  const api = useMemo<SessionApi>(
    () => ({ session, known, requireAuth, signOut }),
    [session, known, requireAuth, signOut],
  );
  return <SessionContext value={api}>{children}</SessionContext>;
}
