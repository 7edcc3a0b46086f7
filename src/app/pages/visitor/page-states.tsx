import { useTranslation } from 'react-i18next';
import { ErrorState, Loading, NotFoundState } from '@/components/status';
import { ROUTES } from '@/config/routes';
import type { AppError } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A museum or tour that does not exist: says so in the tab too, and leads back to the museums. */
export function NotFoundPage({ of }: { of: 'museum' | 'tour' }) {
  const { t } = useTranslation();
  const title = t(`${of}.notFoundTitle`);
  useDocumentTitle(title);
  return (
    <NotFoundState
      title={title}
      text={t(`${of}.notFoundText`)}
      linkTo={ROUTES.museums}
      linkText={t('museum.allMuseums')}
    />
  );
}

/** A public page while its data loads. */
export function LoadingPage() {
  return (
    <div className="page">
      <Loading />
    </div>
  );
}

/** A public page whose data could not be read, with a way to try again. */
export function ErrorPage({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return (
    <div className="page">
      <ErrorState error={error} onRetry={onRetry} />
    </div>
  );
}
