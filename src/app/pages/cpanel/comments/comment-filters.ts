import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ModerationFilter } from '@/features/comments/api/moderation';

/*
 * The comments page's filters live in the address (?tour=…&state=reported), as the other
 * back-office lists' do (list-filters.ts): a reload, or going to a tour and back, finds the list
 * filtered as it was. Unlike those lists, these filters are part of the query sent to Firestore:
 * the comments are many, read a page at a time.
 */

const STATES: readonly ModerationFilter[] = ['reported', 'hidden'];

export interface CommentFilters {
  /** A tour's id, or '' for all tours. */
  tour: string;
  state: ModerationFilter;
}

export function useCommentFilters() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filters: CommentFilters = {
    tour: params.get('tour') ?? '',
    state: STATES.find((value) => value === state) ?? 'all',
  };
  const active = filters.tour !== '' || filters.state !== 'all';

  const setFilter = useCallback(
    (name: keyof CommentFilters, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '' || value === 'all') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tour');
        next.delete('state');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return { filters, active, setFilter, clear };
}
