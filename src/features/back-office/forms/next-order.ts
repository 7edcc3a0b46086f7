import { useEffect, useRef } from 'react';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import type { Work } from '@/features/works/model/work';
import type { FormValues } from './form-values';

/** The next free position in a tour: one after the highest order. */
export function nextOrder(works: readonly Pick<Work, 'order'>[]): number {
  return Math.min(999, works.reduce((max, work) => Math.max(max, work.order), 0) + 1);
}

/**
 * A new work takes the next free position of its tour, unless the admin typed one. Returns
 * the change handler that notices the admin typing it.
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
