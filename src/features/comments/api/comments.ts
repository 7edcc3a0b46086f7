import { limit, orderBy, where } from 'firebase/firestore/lite';
import { attempt, InputError } from '@/lib/errors';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import { fail, type Result } from '@/lib/result';
import {
  commentConverter,
  commentInputSchema,
  commentSchema,
  type Comment,
} from '../model/comment';

export const COMMENTS_MAX = 200;

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
  return attempt(() =>
    comments.add(
      {
        expositionId: parsed.data.expositionId,
        userId: user.uid,
        author: { name: user.name, surname: user.surname },
        comment: parsed.data.comment,
        likes: [],
      },
      undefined,
      { updatedAt: false }, // comments are never edited
    ),
  );
}

export const deleteComment = (id: string | undefined): Promise<Result<void>> =>
  attempt(() => {
    if (!id) throw new InputError('missingId', 'No comment Specified');
    return comments.remove(id);
  });
