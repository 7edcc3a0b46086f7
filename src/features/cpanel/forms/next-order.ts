import { useEffect, useRef } from 'react';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import { nextNumber } from '@/features/works/model/numbering';
import type { Work } from '@/features/works/model/work';
import type { FormValues } from './form-values';

/**
 * The number a new work is offered: n + 1, after the tour's last work. Saving numbers the tour
 * 1..n, so a tour stored with gaps is mended rather than continued past them.
 */
export function nextOrder(works: readonly Pick<Work, 'order'>[]): number {
  return nextNumber(works);
}

/**
 * A new work takes the next number of its tour, unless the admin typed one (a taken number moves
 * that work and the ones after it down one, when saved). Returns the change handler that notices
 * the admin typing it.
 */
export function useNextOrder(
  form: { values: FormValues; change: (name: string, value: string) => void },
  editing: boolean,
) {
  const touched = useRef(editing);
  const { change } = form;
  const tourId = form.values.tourId ?? '';
  useEffect(() => {
    if (touched.current || !tourId) return;
    let live = true;
    void listWorksOfTourUncached(tourId).then((result) => {
      if (live && !touched.current && !result.isError) {
        change('order', String(nextOrder(result.data)));
      }
    });
    return () => {
      live = false;
    };
    // `change` is stable in behaviour; the tour is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tourId]);

  return (name: string, value: string) => {
    if (name === 'order') touched.current = true;
    change(name, value);
  };
}
