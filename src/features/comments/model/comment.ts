import * as z from 'zod/mini';
import { validatingConverter } from '@/lib/firebase/converter';
import { storedNames } from '@/lib/firebase/stored-fields';
import { docId, text, timestampSchema } from '@/lib/model/shared';

import { COMMENT_MAX } from '@/config/comment-limits';

export { COMMENT_MAX };

const fields = {
  tourId: docId,
  userId: z.string(),
  author: z.object({ name: z.string(), surname: z.string() }),
  comment: text(COMMENT_MAX),
  /**
   * The spec's list of who liked the comment. Nothing in the guide likes a comment: the rules
   * require it empty when a comment is written and never let one change, so it cannot grow.
   */
  likes: z.array(z.string()),
};

/**
 * A comment on a tour; createdAt as epoch milliseconds (JSON-safe for the cache), with the
 * microseconds Firestore keeps as a fraction: the next page of comments starts exactly after
 * the last one shown, even when another was posted within the same millisecond.
 */
export const commentSchema = z.object({ id: z.string(), ...fields, createdAt: z.number() });
export type Comment = z.infer<typeof commentSchema>;

export const commentDocSchema = z.object({ ...fields, createdAt: timestampSchema });

export const commentInputSchema = z.object({ tourId: docId, comment: text(COMMENT_MAX) });

export const commentConverter = validatingConverter(
  commentDocSchema,
  (id, { createdAt, ...data }): Comment => ({
    id,
    ...data,
    createdAt: createdAt.seconds * 1000 + createdAt.nanoseconds / 1e6,
  }),
  storedNames('tourId'),
);
