import { doc, getDoc, increment, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { STORED_LIKES } from '@/config/vocabulary';
import { cacheClear } from '@/lib/cache';
import type { ErrorCode } from '@/lib/error-codes';
import { attempt } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS, tourLikePath } from '@/lib/firebase/paths';
import { idOrThrow } from '@/lib/inputs';
import { fail, type Result } from '@/lib/result';
import { orFail } from './or-fail';

export interface SignedInUser {
  uid: string;
}

const requireId = (id: string | undefined) => idOrThrow(id, 'No exposition specified');

/**
 * Whether the signed-in visitor likes the tour: their own like document, which only they may
 * read (firestore.rules). Never cached: it is theirs, and the device may be shared.
 */
export const isTourLiked = (id: string | undefined, user: SignedInUser): Promise<Result<boolean>> =>
  attempt(async () => (await getDoc(doc(db(), tourLikePath(requireId(id), user.uid)))).exists());

/**
 * A like creates the visitor's like document and adds one to the tour's count; an unlike deletes
 * it and takes one off: one batch, so both land or neither, and the rules refuse any other
 * change of the count. The count moves by `increment`, so likes by many visitors at the same
 * moment all count.
 */
function changeLike(like: boolean, code: ErrorCode, message: string) {
  return async (id: string | undefined, user: SignedInUser | null): Promise<Result<void>> => {
    if (!user) return fail('notSignedIn', 'No logged in user to perform this action');
    const written = await attempt(async () => {
      const tourId = requireId(id);
      const batch = writeBatch(db());
      const mine = doc(db(), tourLikePath(tourId, user.uid));
      if (like) batch.set(mine, { createdAt: serverTimestamp(), userId: user.uid });
      else batch.delete(mine);
      batch.update(doc(db(), COLLECTIONS.tours, tourId), {
        [STORED_LIKES.likeCount]: increment(like ? 1 : -1),
      });
      await batch.commit();
      // The cached tour holds the count from before.
      cacheClear();
    });
    return orFail(written, code, message);
  };
}

export const likeTour = changeLike(true, 'likeFailed', 'Failed to like');
export const unlikeTour = changeLike(false, 'unlikeFailed', 'Failed to unlike');
