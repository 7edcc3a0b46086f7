import { useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '@/lib/error-codes';
import type { Comment } from '../model/comment';
import { COMMENTS_PAGE } from '@/config/comment-limits';
import { commentsApi, merge, unreachable } from './lazy-comments-api';

/** The comments shown, newest first, and "Show more" for the next page. */
export function useCommentsList(tourId: string, initial: Comment[]) {
  const list = useRef<HTMLOListElement>(null);
  const [comments, setComments] = useState(initial);
  // A full page may have more behind it; a shorter one is the end.
  const [hasMore, setHasMore] = useState(initial.length >= COMMENTS_PAGE);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreProblem, setMoreProblem] = useState<ErrorCode | null>(null);
  // A second click before the state lands must not load twice.
  const loading = useRef(false);

  // Keyboard and screen-reader users land on the first of the comments just shown.
  const [focusOn, setFocusOn] = useState<string | null>(null);
  useEffect(() => {
    if (focusOn) list.current?.querySelector<HTMLElement>(`[data-comment="${focusOn}"]`)?.focus();
  }, [focusOn]);

  async function showMore() {
    const last = comments.at(-1);
    if (!last || loading.current) return;
    loading.current = true;
    setLoadingMore(true);
    setMoreProblem(null);
    const result = await commentsApi().then(
      (api) => api.listComments(tourId, last),
      () => unreachable,
    );
    loading.current = false;
    setLoadingMore(false);
    if (result.isError) {
      setMoreProblem(result.error.code);
      return;
    }
    const known = new Set(comments.map((comment) => comment.id));
    const added = result.data.filter((comment) => !known.has(comment.id));
    setComments((shown) => merge(shown, added));
    setHasMore(result.data.length >= COMMENTS_PAGE);
    setFocusOn(added[0]?.id ?? null);
  }

  /** The first page read again: the older comments already shown stay. */
  function showFresh(fresh: Comment[]) {
    setComments((shown) => merge(fresh, shown));
  }

  function drop(id: string) {
    setComments((current) => current.filter((c) => c.id !== id));
  }

  return { list, comments, hasMore, loadingMore, moreProblem, showMore, showFresh, drop };
}
