import { useState } from 'react';
import { publishTour, setHighlight, unpublishTour } from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import { toastError, toastSuccess } from '@/features/back-office/toasts';
import type { Bilingual } from '@/lib/model/shared';
import { translatable } from '@/lib/translatable';
import { publishProblems, type PublishProblem } from './publish-check';

export type TourAction = 'publish' | 'unpublish' | 'highlight';

const DONE = {
  publish: 'cpanel.tours.published',
  unpublish: 'cpanel.tours.unpublished',
} as const;

/**
 * Publish, unpublish and feature a tour from its row, one action at a time. A publish first
 * checks the tour and its works; what stops it is kept as data, for the dialog to word in the
 * language of the moment. What changed shows at once, without reloading the list.
 */
export function useTourActions(museumNames: Map<string, Bilingual> | undefined) {
  const [overrides, setOverrides] = useState<Record<string, Partial<Tour>>>({});
  const [pending, setPending] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<{ tour: Tour; problems: PublishProblem[] } | null>(null);

  async function checkPublish(tour: Tour) {
    const works = await listWorksOfTourUncached(tour.id);
    if (works.isError) {
      toastError(translatable(`errors.${works.error.code}`));
      return false;
    }
    const museumName = museumNames?.get(tour.museumId);
    const problems = publishProblems({ tour, works: works.data, museumName });
    if (problems.length > 0) setBlocked({ tour, problems });
    return problems.length === 0;
  }

  async function run(tour: Tour, action: TourAction) {
    if (action === 'publish' && !(await checkPublish(tour))) return;
    const current = { ...tour, ...overrides[tour.id] };
    const result =
      action === 'publish'
        ? await publishTour(tour.id)
        : action === 'unpublish'
          ? await unpublishTour(tour.id)
          : await setHighlight(tour.id, !current.highlight);
    if (result.isError) return toastError(translatable(`errors.${result.error.code}`));
    const change: Partial<Tour> =
      action === 'highlight'
        ? { highlight: !current.highlight }
        : { state: action === 'publish' ? 'published' : 'draft' };
    setOverrides((all) => ({ ...all, [tour.id]: { ...all[tour.id], ...change } }));
    const highlighted = change.highlight
      ? 'cpanel.tours.highlighted'
      : 'cpanel.tours.unhighlighted';
    toastSuccess(translatable(action === 'highlight' ? highlighted : DONE[action]));
  }

  async function act(tour: Tour, action: TourAction) {
    if (pending) return;
    setPending(`${tour.id}:${action}`);
    try {
      await run(tour, action);
    } finally {
      setPending(null);
    }
  }

  return {
    /** The tours with what changed since they loaded. */
    current: (tours: Tour[]) => tours.map((tour) => ({ ...tour, ...overrides[tour.id] })),
    forget: () => setOverrides({}),
    /** Whether an action of this tour runs. */
    busy: (tour: Tour) => pending?.startsWith(`${tour.id}:`) ?? false,
    act,
    blocked,
    closeBlocked: () => setBlocked(null),
  };
}
