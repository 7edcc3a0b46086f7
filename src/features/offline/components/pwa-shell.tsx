import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLoadAndIdle } from '@/lib/when-idle';

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Registers the service worker and offers a reload when a new version is waiting. Registering
 * starts the precache of the app shell: it waits until the page has loaded and settled, so on a
 * slow connection those downloads never compete with the page's own data and images.
 */
export const SW_REGISTER_DELAY_MS = 2000;

function useServiceWorker(enabled: boolean) {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let live = true;
    void afterLoadAndIdle(SW_REGISTER_DELAY_MS)
      .then(() => import('workbox-window'))
      .then(({ Workbox }) => {
        if (!live) return;
        const wb = new Workbox('/sw.js', { scope: '/' });
        wb.addEventListener('waiting', () => {
          setUpdate(() => () => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          });
        });
        void wb.register();
      });
    return () => {
      live = false;
    };
  }, [enabled]);
  return update;
}

/**
 * What every page gets once it has loaded (kept out of the first paint): the service worker, the
 * "new version" prompt and the offline indicator.
 */
export function PwaShell({ register = import.meta.env.PROD }: { register?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const update = useServiceWorker(register);
  return (
    <>
      <div className="pwa-status" role="status">
        {!online && (
          <p className="pwa-banner pwa-banner--offline">
            <strong>{t('pwa.offline')}</strong> {t('pwa.offlineHint')}
          </p>
        )}
      </div>
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
