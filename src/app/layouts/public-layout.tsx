import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { useAfterFirstScreen } from '@/lib/use-first-screen';
import { ScrollRestoration } from '../scroll-restoration';

// The service worker, update prompt and offline indicator: not needed for the first screen.
const PwaShell = lazy(async () => ({
  default: (await import('@/features/offline/components/pwa-shell')).PwaShell,
}));

/**
 * Whether the shell's code may load: once the visit's first screen is complete (its chunk would
 * otherwise take bandwidth from the page's main image), or at once when the visitor opens the
 * guide offline, to say so.
 */
function useShellWanted() {
  const [wentOffline, setWentOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (wentOffline) return;
    const now = () => setWentOffline(true);
    window.addEventListener('offline', now, { once: true });
    return () => window.removeEventListener('offline', now);
  }, [wentOffline]);
  const firstScreenDone = useAfterFirstScreen();
  return wentOffline || firstScreenDone;
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
  const loaded = useShellWanted();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      {loaded && (
        <Suspense fallback={null}>
          <PwaShell />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
