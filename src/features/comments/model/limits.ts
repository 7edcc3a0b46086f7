// Limits the comment form shows, kept apart from the zod schema so the tour page's first
// paint does not need zod (issue 8).
export const COMMENT_MAX = 1000;
