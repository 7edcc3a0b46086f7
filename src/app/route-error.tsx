import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { isChunkLoadError, reloadOnceForNewVersion } from '@/lib/chunks';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * What a page shows when it cannot be shown. A part of the app that failed to load
 * (a deploy replaced it, or the connection dropped) first gets one automatic reload,
 * then this screen with a retry; any other error gets a way back home. Never blank.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  // Decided once, on the first render: reload (and show a spinner meanwhile) or explain.
  const [reloading] = useState(() => chunk && reloadOnceForNewVersion());
  useDocumentTitle(t(chunk ? 'routeError.chunkTitle' : 'routeError.title'));

  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);

  if (reloading) {
    return (
      <div className="page">
        <Loading label={t('routeError.reloading')} />
      </div>
    );
  }

  return (
    <section className="page page--narrow" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t(chunk ? 'routeError.chunkTitle' : 'routeError.title')}</h1>
      <p>{t(chunk ? 'routeError.chunkText' : 'routeError.text')}</p>
      <div className="route-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('routeError.retry')}
        </button>
        <Link className="button" to={ROUTES.home} reloadDocument>
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
