import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@/lib/error-codes';

/**
 * The button under a list shown a page at a time (useShowMore): busy while the next page loads,
 * and the reason it failed, translated, in an alert beside it.
 */
export function ShowMoreButton({
  label,
  loadingLabel,
  loading,
  problem,
  onShowMore,
}: {
  label: string;
  loadingLabel: string;
  loading: boolean;
  problem: ErrorCode | null;
  onShowMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="show-more">
      <button
        type="button"
        className="button"
        onClick={onShowMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? loadingLabel : label}
      </button>
      <p className="form-error" role="alert">
        {problem ? t(`errors.${problem}`) : ''}
      </p>
    </div>
  );
}
