import type { Comment } from '../model/comment';

// Firestore loads after first paint to keep the tour page light: the API module is fetched when first used.
export const commentsApi = () => import('../api/comments');

/** What a call answers when its code could not be fetched (offline). */
export const unreachable = { isError: true as const, error: { code: 'network' as const } };

/** Newest first; the same order as the query (createdAt, then id, both descending). */
function newestFirst(a: Comment, b: Comment) {
  return b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** The fresh first page with the older comments already shown, each once. */
export function merge(fresh: Comment[], shown: Comment[]) {
  const ids = new Set(fresh.map((comment) => comment.id));
  return [...fresh, ...shown.filter((comment) => !ids.has(comment.id))].sort(newestFirst);
}
