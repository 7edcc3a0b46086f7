import { collectionGroup, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { STORED_LIKES } from '@/config/vocabulary';
import { attempt } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { timestampSchema } from '@/lib/model/shared';
import type { Result } from '@/lib/result';

export interface MyLike {
  tourId: string;
  /** Epoch ms; null while the server's time is pending. */
  likedAt: number | null;
}

/**
 * Every tour the person likes, published or not since: their like documents, found by whose they
 * are (the rules let only their owner list them, by asking for userId == theirs). Never cached.
 */
export const listMyLikes = (uid: string): Promise<Result<MyLike[]>> =>
  attempt(async () => {
    const found = await getDocs(
      query(
        collectionGroup(db(), STORED_LIKES.subcollection),
        where('userId', '==', uid),
        limit(1000),
      ),
    );
    return found.docs.map((like) => {
      const at = timestampSchema.safeParse(like.get('createdAt'));
      return {
        tourId: like.ref.parent.parent?.id ?? '',
        likedAt: at.success ? at.data.toMillis() : null,
      };
    });
  });
