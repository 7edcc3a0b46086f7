import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the browser says it has a connection, kept up to date. */
export function useOnline() {
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
 * Says so when the connection is lost. Part of the layout's own code, not of the shell loaded
 * after the first screen: a signal lost before then could no longer fetch the shell to say it.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="pwa-status" role="status">
      {!online && (
        <p className="pwa-banner pwa-banner--offline">
          <strong>{t('pwa.offline')}</strong> {t('pwa.offlineHint')}
        </p>
      )}
    </div>
  );
}
