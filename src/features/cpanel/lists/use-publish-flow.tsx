import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishTour, unpublishTour } from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { loadTourToPublish } from '@/features/cpanel/load-records';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { pick } from '@/lib/model/shared';
import { translatable } from '@/lib/translatable';
import { PublishBlockedDialog } from './publish-blocked-dialog';
import { publishProblems, type PublishProblem } from './publish-check';

export type PublishAction = 'publish' | 'unpublish';

const DONE = {
  publish: 'cpanel.tours.published',
  unpublish: 'cpanel.tours.unpublished',
} as const;

/**
 * Publishing and unpublishing a tour, the same from every page that offers it (the tours list,
 * the preview): publishing first checks the tour as stored now, with its works and its
 * museum's name, and lists what stops it; then, like unpublishing, it asks before it changes
 * what visitors see. One at a time: asking again while one runs does nothing.
 */
export function usePublishFlow({
  onDone,
}: {
  /** After the change is stored, with the tour's new state. */
  onDone: (tour: Tour, state: Tour['state']) => void;
}) {
  const { t, i18n } = useTranslation();
  const [checking, setChecking] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ tour: Tour; action: PublishAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<{ tour: Tour; problems: PublishProblem[] } | null>(null);

  async function ask(tour: Tour, action: PublishAction) {
    if (checking !== null || asking !== null) return;
    if (action === 'unpublish') return setAsking({ tour, action });
    setChecking(tour.id);
    try {
      const loaded = await loadTourToPublish(tour.id);
      if (loaded.isError) return toastError(translatable(`errors.${loaded.error.code}`));
      const problems = publishProblems(loaded.data);
      if (problems.length > 0) setBlocked({ tour, problems });
      else setAsking({ tour, action });
    } finally {
      setChecking(null);
    }
  }

  async function confirm() {
    if (!asking || busy) return;
    const { tour, action } = asking;
    setBusy(true);
    const result = action === 'publish' ? await publishTour(tour.id) : await unpublishTour(tour.id);
    setBusy(false);
    // The dialog stays open on a failure: confirming again is the retry.
    if (result.isError) return toastError(translatable(`errors.${result.error.code}`));
    setAsking(null);
    toastSuccess(translatable(DONE[action]));
    onDone(tour, action === 'publish' ? 'published' : 'draft');
  }

  const name = asking ? pick(asking.tour.name, i18n.language) : '';
  const dialogs = (
    <>
      <PublishBlockedDialog blocked={blocked} onClose={() => setBlocked(null)} />
      <ConfirmDialog
        open={asking !== null}
        title={t(`cpanel.${asking?.action ?? 'publish'}.confirmTitle`)}
        text={t(`cpanel.${asking?.action ?? 'publish'}.confirmText`, { name })}
        confirmLabel={t(
          asking?.action === 'unpublish' ? 'cpanel.tours.unpublish' : 'cpanel.tours.publish',
        )}
        tone={asking?.action === 'unpublish' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </>
  );
  /** The tour whose publishing is being checked or changed, if any. */
  const working = checking ?? (busy ? (asking?.tour.id ?? null) : null);
  return { ask: (tour: Tour, action: PublishAction) => void ask(tour, action), working, dialogs };
}
