// Limits of a tour's comments, kept apart from the zod schema so the tour page's first paint does
// not need zod, which is heavy for a slow phone; here in config because the boot script's plan
// (src/lib/firebase/boot-plan.ts) reads a page of comments too, and shared code imports no feature.
export const COMMENT_MAX = 1000;

/** Comments read at a time: the tour page reads this many, and "Show more" the next ones. */
export const COMMENTS_PAGE = 20;
