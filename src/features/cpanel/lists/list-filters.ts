import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tourPhase, type TourDays } from '@/features/tours/model/tour-dates';
import type { Day } from '@/lib/days';
import type { Bilingual } from '@/lib/model/shared';

/*
 * The back-office lists' filters live in the address (?q=…&museum=…&state=…): going to a
 * row's form and back, or back and forward, finds the list filtered as it was, and a filtered
 * list can be bookmarked. They filter the list already loaded (a few dozen rows).
 */

/** Lower case, without accents: "Pampa" finds "pampa", "museo" finds "Muséo". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether a name, in either language, contains the query (an empty query matches all). */
export function nameMatches(name: Bilingual, query: string): boolean {
  const wanted = fold(query);
  return wanted === '' || fold(name.es).includes(wanted) || fold(name.en).includes(wanted);
}

const TOUR_STATES = ['draft', 'published'] as const;
type TourStateFilter = (typeof TOUR_STATES)[number];

/** The tours list's choices of dates, in the order its select offers them. */
export const DATES_FILTERS = ['permanent', 'upcoming', 'open', 'lastDays', 'closed'] as const;
export type DatesFilter = (typeof DATES_FILTERS)[number];

/**
 * Whether a tour's dates fit the choice on `today`: "open" is every exhibition visitors can
 * visit now, its last days included (those are open too; "last days" narrows to them).
 */
export function datesMatch(tour: TourDays, filter: DatesFilter | '', today: Day): boolean {
  if (filter === '') return true;
  const phase = tourPhase(tour, today);
  return filter === 'open' ? phase === 'open' || phase === 'lastDays' : phase === filter;
}

interface ListFilters {
  q: string;
  museum: string;
  state: TourStateFilter | '';
}

const NO_DEFAULTS = {};

/**
 * Filters kept in the address: its search params, a setter that replaces the entry (typing adds
 * no history) and leaves out an empty value or the filter's default, and a clear for all of
 * `names`. `names` and `defaults` must be constants (they are the callbacks' dependencies).
 */
export function useAddressFilters<Name extends string>(
  names: readonly Name[],
  defaults: Partial<Record<Name, string>> = NO_DEFAULTS,
) {
  const [params, setParams] = useSearchParams();
  // React Router's updater is handed the params of the last render, not of a change still on
  // its way: two filters set before the page renders again (two selects changed at once) would
  // keep only the second. Each change starts from the one before it instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const setFilter = useCallback(
    (name: Name, value: string) =>
      change((next) => {
        if (value === '' || value === defaults[name]) next.delete(name);
        else next.set(name, value);
      }),
    [change, defaults],
  );

  const clear = useCallback(
    () =>
      change((next) => {
        for (const name of names) next.delete(name);
      }),
    [change, names],
  );

  return { params, setFilter, clear };
}

const LIST_FILTERS = ['q', 'museum', 'state'] as const;

/** The filters every list shares, read from the address (an unknown state is none). */
function listFilters(params: URLSearchParams): ListFilters {
  const state = params.get('state');
  return {
    q: params.get('q') ?? '',
    museum: params.get('museum') ?? '',
    state: TOUR_STATES.find((value) => value === state) ?? '',
  };
}

/** Whether any filter is set (a search of spaces is none). */
const anySet = (filters: object) =>
  Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');

/** The lists' filters in the address, with their setter and clear. */
export function useListFilters() {
  const { params, setFilter, clear } = useAddressFilters(LIST_FILTERS);
  const filters = listFilters(params);
  return { filters, active: anySet(filters), setFilter, clear };
}

const TOUR_FILTERS = [...LIST_FILTERS, 'dates'] as const;

/** The tours list's filters: the lists' own, and the tours' dates. */
export function useTourListFilters() {
  const { params, setFilter, clear } = useAddressFilters(TOUR_FILTERS);
  const dates = params.get('dates');
  const filters = {
    ...listFilters(params),
    dates: DATES_FILTERS.find((value) => value === dates) ?? ('' as const),
  };
  return { filters, active: anySet(filters), setFilter, clear };
}
