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
  /**
   * Out of public view: hidden by an admin, or by three visitors' reports until an admin
   * decides. Comments stored before moderation have none; only admins read them, and they
   * read as shown.
   */
  hidden: z._default(z.boolean(), false),
  /** How many people reported it (each once: their report is a document named by their uid). */
  reportCount: z._default(z.int().check(z.nonnegative()), 0),
  /** Reported since an admin last looked at it: in the back-office's queue. */
  reported: z._default(z.boolean(), false),
  /** An admin has looked at it and decided: reports no longer hide it by themselves. */
  reviewed: z._default(z.boolean(), false),
  /** Why an admin hid it; kept when it is shown again. */
  hiddenReason: z.optional(z.string()),
  /** Written by an admin: the rules set it from the author's role, so no name can imitate it. */
  staff: z._default(z.boolean(), false),
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

/** Why a visitor reports a comment: the rules accept these and no other. */
export const REPORT_REASONS = ['offensive', 'spam', 'offTopic', 'personalData'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How many different people's reports hide a comment until an admin decides (firestore.rules). */
export const REPORTS_TO_HIDE = 3;

export const commentConverter = validatingConverter(
  commentDocSchema,
  (id, { createdAt, ...data }): Comment => ({
    id,
    ...data,
    createdAt: createdAt.seconds * 1000 + createdAt.nanoseconds / 1e6,
  }),
  storedNames('tourId'),
);
