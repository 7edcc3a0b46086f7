import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

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
