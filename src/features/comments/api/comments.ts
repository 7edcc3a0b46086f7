import { doc, getDoc, serverTimestamp } from 'firebase/firestore/lite';
import { attempt, InputError } from '@/lib/errors';
import * as publicQueries from '@/config/public-queries';
import { idOrThrow } from '@/lib/inputs';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { trashComment } from '@/features/cpanel/api/trash-store';
import { repository } from '@/lib/firebase/repository';
import { timestampSchema } from '@/lib/model/shared';
import { fail, type Result } from '@/lib/result';
import {
  commentConverter,
  commentInputSchema,
  commentSchema,
  type Comment,
} from '../model/comment';
/** firestore.rules allow one comment per user in this time (cooledDown). */
export const COMMENT_COOLDOWN_MS = 30_000;

export const comments = repository({
  path: COLLECTIONS.comments,
  converter: commentConverter,
  schema: commentSchema,
  cacheKey: 'COMMENTS',
});

/** A page of a tour's comments, newest first; `after` is the last one shown (src/config/public-queries.ts). */
export const listComments = (
  tourId: string | undefined,
  after?: Pick<Comment, 'id' | 'createdAt'>,
): Promise<Result<Comment[]>> =>
  attempt(() => {
    if (!tourId) throw new InputError('missingId', 'You need to specify the exposition');
    return comments.list(publicQueries.commentsOfTour(tourId, after));
  });

export interface CommentAuthor {
  uid: string;
  name: string;
  surname: string;
  /** The staff mark: the rules require it to match the author's role. */
  isAdmin: boolean;
}

/** Posts as the signed-in user; the rules check that userId and author are really theirs. */
export async function addComment(
  input: { tourId: string | undefined; comment: string },
  user: CommentAuthor | null,
): Promise<Result<string>> {
  if (!user) return fail('notSignedIn', 'No user logged in to add comment');
  if (!input.tourId) return fail('missingId', 'You need to specify the exposition');
  const parsed = commentInputSchema.safeParse(input);
  if (!parsed.success) return fail('emptyComment', 'No comment to add');
  const posted = await attempt(() =>
    comments.addWith(
      {
        tourId: parsed.data.tourId,
        userId: user.uid,
        author: { name: user.name, surname: user.surname },
        comment: parsed.data.comment,
        likes: [],
        hidden: false,
        reportCount: 0,
        reported: false,
        staff: user.isAdmin,
      },
      [
        {
          path: COLLECTIONS.commentCooldowns,
          id: user.uid,
          data: (commentId) => ({ at: serverTimestamp(), commentId }),
        },
      ],
      { updatedAt: false }, // comments are never edited
    ),
  );
  if (posted.isError && posted.error.code === 'permissionDenied' && (await tooSoon(user.uid))) {
    return fail('commentTooSoon', 'Wait a few seconds before commenting again');
  }
  return posted;
}

/** Whether a refusal was the rate limit: the user's last comment is under 30 s old. */
async function tooSoon(uid: string): Promise<boolean> {
  try {
    const last = await getDoc(doc(db(), COLLECTIONS.commentCooldowns, uid));
    const at = timestampSchema.safeParse(last.get('at'));
    return at.success && Date.now() - at.data.toMillis() < COMMENT_COOLDOWN_MS;
  } catch {
    return false; // cannot tell (offline...): the original refusal stands
  }
}

export const deleteComment = (id: string | undefined): Promise<Result<void>> =>
  attempt(() => {
    return comments.remove(idOrThrow(id, 'No comment Specified'));
  });

/**
 * A delete from the tour page: its author's removes their comment for good (it is theirs); an
 * admin's of someone else's moves it to the trash, restorable for 30 days.
 */
export const removeComment = (comment: Comment, uid: string | undefined): Promise<Result<void>> =>
  comment.userId === uid ? deleteComment(comment.id) : attempt(() => trashComment(comment.id));
