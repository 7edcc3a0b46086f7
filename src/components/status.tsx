import { useTranslation } from 'react-i18next';
import type { AppError } from '@/lib/result';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="status status--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: AppError; onRetry?: () => void }) {
  const { t } = useTranslation();
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
