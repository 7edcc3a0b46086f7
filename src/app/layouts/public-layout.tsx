import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { OfflineStatus } from '@/features/offline/components/offline-status';
import { useSession } from '@/lib/session';
import { useAfterFirstScreen, usePageShown } from '@/lib/use-first-screen';

/** A lazy component that renders nothing when its chunk cannot be fetched. */
function lazyOrNothing(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load().catch(() => () => null) }));
}

// The service worker, update prompt and offline indicator: not needed for the first screen. A
// chunk that fails to arrive (a weak signal, a deploy in between) leaves them for the next page
// load, quietly: nothing on the page depends on them.
const PwaShell = lazyOrNothing(
  async () => (await import('@/features/offline/components/pwa-shell')).PwaShell,
);

// Nothing to restore on the first page: back and forward come after it. Off the first paint.
// Like the shell, a chunk that fails to arrive leaves it for the next page load, quietly.
const ScrollRestoration = lazyOrNothing(
  async () => (await import('../scroll-restoration')).ScrollRestoration,
);

// Only an account whose address is not verified yet ever loads it.
const VerifyNotice = lazy(async () => ({
  default: (await import('@/features/accounts/components/verify-notice')).VerifyNotice,
}));

/** Whether the verification notice has been needed: it stays to say "verified" once it is. */
function useVerifyNotice(): boolean {
  const { session } = useSession();
  const unverified = session.status === 'signedIn' && !session.user.emailVerified;
  const [needed, setNeeded] = useState(unverified);
  // Derived during render (React's pattern for state that follows a prop), not in an effect.
  if (unverified && !needed) setNeeded(true);
  return needed || unverified;
}

/** Scrolls to #about / #contact when a header link targets a section. */
function useHashScroll() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash, pathname]);
}

export function PublicLayout() {
  const { t } = useTranslation();
  useHashScroll();
  usePageShown();
  // The shell's code waits for the first screen: its chunk would take bandwidth from the main image.
  const loaded = useAfterFirstScreen();
  const verifyNotice = useVerifyNotice();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      {loaded && (
        <Suspense fallback={null}>
          <PwaShell />
          <ScrollRestoration />
        </Suspense>
      )}
      {verifyNotice && (
        <Suspense fallback={null}>
          <VerifyNotice />
        </Suspense>
      )}
      <OfflineStatus />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
