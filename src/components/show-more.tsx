import { useTranslation } from 'react-i18next';
import type { ShowMoreControl } from '@/lib/use-show-more';

/**
 * The button under a list shown a page at a time (useShowMore), while more may follow: busy while
 * the next page loads, and the reason it failed, translated, in an alert beside it.
 */
export function ShowMoreButton({
  label,
  loadingLabel,
  control: { hasMore, loading, problem, onShowMore },
}: {
  label: string;
  loadingLabel: string;
  control: ShowMoreControl;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
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
