import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importInBackground, whenOnline } from '@/lib/chunks';
import { afterFirstScreen, afterIdle } from '@/lib/moments';

/**
 * Registers the service worker and offers a reload when a new version is waiting. Registering
 * starts the precache of the app shell: it waits until the page's first screen is complete, so
 * on a slow connection those downloads never compete with the page's own data and images. The
 * web manifest is linked then too (scripts/vite/manifest-link.ts keeps it out of index.html): the browser
 * fetches it and its icons as soon as it sees the link.
 */
export const SW_REGISTER_DELAY_MS = 2000;

/** The web manifest (for installing the app), linked once. */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

function useServiceWorker(enabled: boolean) {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let live = true;
    void afterFirstScreen()
      .then(() => afterIdle(SW_REGISTER_DELAY_MS))
      // Offline, it waits for the signal: a registration then would only fail.
      .then(whenOnline)
      .then(() => {
        linkManifest();
        return importInBackground(() => import('workbox-window'));
      })
      .then((module) => {
        if (!live || !module) return;
        const { Workbox } = module;
        const wb = new Workbox('/sw.js', { scope: '/' });
        wb.addEventListener('waiting', () => {
          setUpdate(() => () => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          });
        });
        // A worker script that cannot be fetched now (a weak signal, a busy server) is fetched
        // again on the next page load: nothing to tell the visitor, nothing left unhandled.
        wb.register().catch(() => undefined);
      });
    return () => {
      live = false;
    };
  }, [enabled]);
  return update;
}

/**
 * What every page gets once its first screen is complete: the service worker and the "new
 * version" prompt. The offline indicator is the layout's own (offline-status.tsx).
 */
export function PwaShell({ register = import.meta.env.PROD }: { register?: boolean }) {
  const { t } = useTranslation();
  const update = useServiceWorker(register);
  return (
    <>
      {update && (
        <div className="pwa-banner pwa-banner--update" role="alert">
          <span>{t('pwa.updateReady')}</span>
          <button type="button" className="button button--primary" onClick={update}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
    </>
  );
}
