import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '@/components/status';
import { usePageTexts, type PageTexts } from '@/i18n/page-texts';

/** The page once its own texts are there; a moment's loading before, a retry if they fail. */
export function PageTextsGate({ texts, children }: { texts: PageTexts; children: ReactNode }) {
  const { t } = useTranslation();
  const { state, retry } = usePageTexts(texts);
  if (state === 'ready') return children;
  return (
    <div className="page page--narrow">
      {state === 'loading' ? (
        <Loading label={t('state.loading')} />
      ) : (
        <ErrorState error={{ code: 'network', detail: 'page texts' }} onRetry={retry} />
      )}
    </div>
  );
}
