// Limits the comment form shows, kept apart from the zod schema so the tour page's first
// paint does not need zod, which is heavy for a slow phone.
export const COMMENT_MAX = 1000;

/** Comments read at a time: the tour page reads this many, and "Show more" the next ones. */
export const COMMENTS_PAGE = 20;
