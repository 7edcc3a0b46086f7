import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AppError } from '@/lib/result';
import { useHoldFirstScreen } from '@/lib/use-first-screen';
import { useOnline } from '@/lib/use-online';

/** Something of the page is still coming: its first screen is not painted while this shows. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  useHoldFirstScreen();
  return (
    <div className="status status--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

/**
 * A section that could not be read, with a way to try again. With no connection the reason is
 * plain and nothing is wrong with the page: it says, calmly, that the section comes back with the
 * signal (the layout's banner already says the device is offline), and reads it again then.
 */
export function ErrorState({ error, onRetry }: { error: AppError; onRetry?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onRetry?.();
    }
  }, [online, onRetry]);
  if (!online) {
    return (
      <p className="status status--offline" role="status">
        {t('state.offlineSection')}
      </p>
    );
  }
  return (
    <div className="status status--error" role="alert">
      <p className="status__title">{t('state.errorTitle')}</p>
      <p>{t(`errors.${error.code}`)}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="status status--empty">{children}</p>;
}

/** A page-level "not found" with a way on: never a blank page. */
export function NotFoundState({
  title,
  text,
  linkTo,
  linkText,
}: {
  title: string;
  text: string;
  linkTo: string;
  linkText: string;
}) {
  return (
    <section className="page page--narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>{text}</p>
      <Link className="button" to={linkTo}>
        {linkText}
      </Link>
    </section>
  );
}
