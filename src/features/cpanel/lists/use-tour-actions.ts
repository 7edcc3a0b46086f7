import { useState } from 'react';
import { HIGHLIGHTS_MAX } from '@/config/public-lists';
import { setHighlight } from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { translatable } from '@/lib/translatable';
import { usePublishFlow } from './use-publish-flow';

export type TourAction = 'publish' | 'unpublish' | 'highlight';

/**
 * Publish, unpublish and feature a tour from its row, one action at a time. Publishing and
 * unpublishing go through the publish flow (check, then confirm); featuring is at once. What
 * changed shows at once, without reloading the list.
 */
export function useTourActions() {
  const [overrides, setOverrides] = useState<Record<string, Partial<Tour>>>({});
  const [pending, setPending] = useState<string | null>(null);
  const remember = (tour: Tour, change: Partial<Tour>) =>
    setOverrides((all) => ({ ...all, [tour.id]: { ...all[tour.id], ...change } }));
  const publishing = usePublishFlow({ onDone: (tour, state) => remember(tour, { state }) });

  /** `all`: every tour of the list, to tell when the home page cannot show one more. */
  async function highlight(tour: Tour, all: Tour[]) {
    const highlighted = !{ ...tour, ...overrides[tour.id] }.highlight;
    const result = await setHighlight(tour.id, highlighted);
    if (result.isError) return toastError(translatable(`errors.${result.error.code}`));
    remember(tour, { highlight: highlighted });
    const onHome = all
      .map((each) => ({
        ...each,
        ...overrides[each.id],
        ...(each.id === tour.id && { highlight: highlighted }),
      }))
      .filter((each) => each.highlight && each.state === 'published').length;
    toastSuccess(
      highlighted && onHome > HIGHLIGHTS_MAX
        ? translatable('cpanel.tours.highlightedOverMax', { count: onHome, max: HIGHLIGHTS_MAX })
        : translatable(highlighted ? 'cpanel.tours.highlighted' : 'cpanel.tours.unhighlighted'),
    );
  }

  async function act(tour: Tour, action: TourAction, all: Tour[]) {
    if (pending || publishing.working) return;
    if (action !== 'highlight') return publishing.ask(tour, action);
    setPending(tour.id);
    try {
      await highlight(tour, all);
    } finally {
      setPending(null);
    }
  }

  return {
    /** The tours with what changed since they loaded. */
    current: (tours: Tour[]) => tours.map((tour) => ({ ...tour, ...overrides[tour.id] })),
    forget: () => setOverrides({}),
    /** Whether an action of this tour runs. */
    busy: (tour: Tour) => pending === tour.id || publishing.working === tour.id,
    act,
    /** The publish flow's dialogs, to render once on the page. */
    dialogs: publishing.dialogs,
  };
}
