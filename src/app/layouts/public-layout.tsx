import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { ScrollRestoration } from '../scroll-restoration';

// The service worker, update prompt and offline indicator load after the page (first-paint budget).
const PwaShell = lazy(async () => ({
  default: (await import('@/features/offline/components/pwa-shell')).PwaShell,
}));

function useLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
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
  const loaded = useLoaded();
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
