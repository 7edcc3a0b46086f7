import { useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '@/lib/error-codes';
import type { Result } from '@/lib/result';

/** What the "Show more" button needs: whether to show, whether busy, why it failed, the action. */
export interface ShowMoreControl {
  hasMore: boolean;
  loading: boolean;
  problem: ErrorCode | null;
  onShowMore: () => void;
}

/** One more page: its items, and whether more may follow it. */
export interface NextPage<T> {
  items: T[];
  more: boolean;
}

/**
 * A list shown a page at a time with a "Show more" button (comments, museums): the items shown,
 * the next page on demand, a click while one is loading ignored, the failure kept for the button
 * to say, and focus moved to the first item just shown, for keyboard and screen-reader users.
 * The list's items carry `data-item` with their key and `tabIndex={-1}`.
 */
export function useShowMore<T>({
  initial,
  more: initialMore,
  next,
  keyOf,
  combine = (shown, added) => [...shown, ...added],
}: {
  initial: T[];
  more: boolean;
  /** The page after `shown`. */
  next: (shown: T[]) => Promise<Result<NextPage<T>>>;
  keyOf: (item: T) => string;
  /** The list with the page added (by default, at its end). */
  combine?: (shown: T[], added: T[]) => T[];
}) {
  const list = useRef<HTMLOListElement & HTMLUListElement>(null);
  const [items, setItems] = useState(initial);
  const [hasMore, setHasMore] = useState(initialMore);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreProblem, setMoreProblem] = useState<ErrorCode | null>(null);
  // A second click before the state lands must not load twice.
  const loading = useRef(false);

  const [focusOn, setFocusOn] = useState<string | null>(null);
  useEffect(() => {
    if (focusOn === null) return;
    for (const item of list.current?.querySelectorAll<HTMLElement>('[data-item]') ?? []) {
      if (item.dataset['item'] === focusOn) return item.focus();
    }
  }, [focusOn]);

  async function showMore() {
    if (loading.current || items.length === 0) return;
    loading.current = true;
    setLoadingMore(true);
    setMoreProblem(null);
    const result = await next(items);
    loading.current = false;
    setLoadingMore(false);
    if (result.isError) {
      setMoreProblem(result.error.code);
      return;
    }
    const known = new Set(items.map(keyOf));
    const added = result.data.items.filter((item) => !known.has(keyOf(item)));
    setItems((shown) => combine(shown, added));
    setHasMore(result.data.more);
    const first = added[0];
    setFocusOn(first === undefined ? null : keyOf(first));
  }

  const more: ShowMoreControl = {
    hasMore,
    loading: loadingMore,
    problem: moreProblem,
    onShowMore: () => void showMore(),
  };
  return { list, items, setItems, more };
}
