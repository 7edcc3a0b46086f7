import {
  collection,
  getDocs,
  limit,
  query,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { messagesExpireBefore } from '@/config/retention';
import { attempt } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import type { Result } from '@/lib/result';

/** Deletes per commit: under Firestore's 500 writes. */
const BATCH = 450;

/**
 * Deletes the contact messages older than the retention period (twelve months), as the privacy
 * notice promises; admins only (the rules). Run when an admin opens the back-office, and by
 * `npm run purge-trash`. Returns how many it deleted.
 */
export const purgeExpiredMessages = (now = Date.now()): Promise<Result<number>> =>
  attempt(async () => {
    const before = Timestamp.fromMillis(messagesExpireBefore(now));
    let deleted = 0;
    for (;;) {
      const expired = await getDocs(
        query(
          collection(db(), COLLECTIONS.messages),
          where('createdAt', '<', before),
          limit(BATCH),
        ),
      );
      if (expired.empty) return deleted;
      const batch = writeBatch(db());
      for (const message of expired.docs) batch.delete(message.ref);
      await batch.commit();
      deleted += expired.size;
    }
  });
