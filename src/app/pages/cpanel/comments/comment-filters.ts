import type { ModerationFilter } from '@/features/comments/api/moderation';
import { useAddressFilters } from '@/features/cpanel/lists/list-filters';

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

const NAMES = ['tour', 'state'] as const;
const DEFAULTS = { state: 'all' };

export function useCommentFilters() {
  const { params, setFilter, clear } = useAddressFilters(NAMES, DEFAULTS);
  const state = params.get('state');
  const filters: CommentFilters = {
    tour: params.get('tour') ?? '',
    state: STATES.find((value) => value === state) ?? 'all',
  };
  const active = filters.tour !== '' || filters.state !== 'all';
  return { filters, active, setFilter, clear };
}
