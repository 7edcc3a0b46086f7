import type { Comment } from '../model/comment';
import { COMMENTS_PAGE } from '@/config/comment-limits';
import { useShowMore } from '@/lib/use-show-more';
import { commentsApi, merge, unreachable } from './lazy-comments-api';

/** The comments shown, newest first, and "Show more" for the next page. */
export function useCommentsList(tourId: string, initial: Comment[]) {
  const { list, items, setItems, more } = useShowMore({
    initial,
    // A full page may have more behind it; a shorter one is the end.
    more: initial.length >= COMMENTS_PAGE,
    next: async (shown: Comment[]) => {
      const result = await commentsApi().then(
        (api) => api.listComments(tourId, shown.at(-1)),
        () => unreachable,
      );
      if (result.isError) return result;
      return {
        isError: false,
        data: { items: result.data, more: result.data.length >= COMMENTS_PAGE },
      };
    },
    keyOf: (comment) => comment.id,
    combine: merge,
  });

  /** The first page read again: the older comments already shown stay. */
  function showFresh(fresh: Comment[]) {
    setItems((shown) => merge(fresh, shown));
  }

  function drop(id: string) {
    setItems((current) => current.filter((c) => c.id !== id));
  }

  return { list, comments: items, more, showFresh, drop };
}
