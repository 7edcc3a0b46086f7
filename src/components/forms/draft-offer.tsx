import { useTranslation } from 'react-i18next';
import type { Draft } from '@/lib/forms/use-draft';
import { formatDate } from '@/lib/format';

/**
 * "You have an unsaved draft from …: Restore / Discard", above a form that was left with
 * unsaved changes. `note` says what the draft does not hold (files, a password).
 */
export function DraftOffer({
  draft,
  note,
}: {
  draft: { offer: Draft | null; take: () => void; discard: () => void };
  note?: string;
}) {
  const { t } = useTranslation();
  if (!draft.offer) return null;
  const saved = new Date(draft.offer.savedAt);
  const time = `${saved.getHours()}:${String(saved.getMinutes()).padStart(2, '0')}`;
  return (
    <div className="draft-offer" role="status">
      <p className="draft-offer__text">
        {t('forms.draft.offer', { date: formatDate(saved, t), time })}
        {note && ` ${note}`}
      </p>
      <div className="draft-offer__actions">
        <button type="button" className="button button--primary" onClick={draft.take}>
          {t('forms.draft.restore')}
        </button>
        <button type="button" className="button" onClick={draft.discard}>
          {t('forms.draft.discard')}
        </button>
      </div>
    </div>
  );
}
