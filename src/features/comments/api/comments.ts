import { doc, getDoc, limit, orderBy, serverTimestamp, where } from 'firebase/firestore/lite';
import { attempt, InputError } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import { timestampSchema } from '@/lib/model/shared';
import { fail, type Result } from '@/lib/result';
import {
  commentConverter,
  commentInputSchema,
  commentSchema,
  type Comment,
} from '../model/comment';

export const COMMENTS_MAX = 200;
/** firestore.rules allow one comment per user in this time (cooledDown). */
export const COMMENT_COOLDOWN_MS = 30_000;

export const comments = repository({
  path: COLLECTIONS.comments,
  converter: commentConverter,
  schema: commentSchema,
  cacheKey: 'COMMENTS',
});

/** Comments of a tour, newest first. */
export const listComments = (expositionId: string | undefined): Promise<Result<Comment[]>> =>
  attempt(() => {
    if (!expositionId) throw new InputError('missingId', 'You need to specify the exposition');
    return comments.list(
      [
        where('expositionId', '==', expositionId),
        orderBy('createdAt', 'desc'),
        limit(COMMENTS_MAX),
      ],
      `comments:${expositionId}`,
    );
  });

export interface CommentAuthor {
  uid: string;
  name: string;
  surname: string;
}

/** Posts as the signed-in user; the rules check that userId and author are really theirs. */
export async function addComment(
  input: { expositionId: string | undefined; comment: string },
  user: CommentAuthor | null,
): Promise<Result<string>> {
  if (!user) return fail('notSignedIn', 'No user logged in to add comment');
  if (!input.expositionId) return fail('missingId', 'You need to specify the exposition');
  const parsed = commentInputSchema.safeParse(input);
  if (!parsed.success) return fail('emptyComment', 'No comment to add');
  const posted = await attempt(() =>
    comments.addWith(
      {
        expositionId: parsed.data.expositionId,
        userId: user.uid,
        author: { name: user.name, surname: user.surname },
        comment: parsed.data.comment,
        likes: [],
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
    if (!id) throw new InputError('missingId', 'No comment Specified');
    return comments.remove(id);
  });
