import {
  doc,
  increment,
  runTransaction,
  type DocumentData,
  type Transaction,
} from 'firebase/firestore/lite';
import { STORED_FIELDS, STORED_MUSEUM_COUNTS } from '@/config/vocabulary';
import { cacheClear } from '@/lib/cache';
import { NotFoundError } from '@/lib/errors';
import { editStamp } from '@/lib/firebase/edit-stamp';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';

/**
 * The museum a stored tour counts in: its museum when it is published, none when a draft. A tour
 * is one of its museum's `publishedTours` exactly when this names that museum.
 */
export function countedIn(tour: DocumentData | undefined): string | null {
  const museumId: unknown = tour?.[STORED_FIELDS.museumId];
  return tour?.state === 'published' && typeof museumId === 'string' ? museumId : null;
}

/**
 * Writes a tour's stored fields `patch` and, in the same commit, moves the count of published
 * tours of the museum it leaves (one less) and of the one it joins (one more), as firestore.rules
 * require: publishing, unpublishing, moving a published tour to another museum. A museum whose
 * count is unknown (stored before the count, not migrated yet) keeps none. A transaction: the
 * tour and its museums are read first, so two admins changing tours of one museum at once take
 * turns and the count ends exact. Nothing is written when nothing would change. The tour records
 * who wrote it (editStamp); the museums' counts are not an edit of theirs and do not.
 */
export async function writeTourCounted(
  tourId: string,
  patch: DocumentData,
  alongside?: Alongside,
): Promise<void> {
  const stamp = await editStamp();
  await runTransaction(db(), async (tx) => {
    const tourRef = doc(db(), COLLECTIONS.tours, tourId);
    const before = await tx.get(tourRef);
    if (!before.exists()) throw new NotFoundError(`${COLLECTIONS.tours}/${tourId}`);
    const data = before.data();
    const extra = await alongside?.(tx, data, stamp.updatedBy);
    const written = { ...patch, ...extra?.patch };
    await moveCounts(tx, tourId, countedIn(data), countedIn({ ...data, ...written }));
    tx.update(tourRef, { ...written, ...stamp });
    extra?.write?.();
  });
  cacheClear();
}

/**
 * What goes with a tour's write in its transaction (its trip to the trash and back): reads first,
 * given the tour as it is and the writer's uid; then more fields for the tour, and writes of its
 * own made after the transaction's reads.
 */
export type Alongside = (
  tx: Transaction,
  tour: DocumentData,
  uid: string,
) => Promise<{ patch?: DocumentData; write?: () => void }>;

/**
 * In `tx`, one published tour less in museum `from` and one more in `to` (either may be none),
 * naming the tour the change is about. Reads before it writes, as a transaction must.
 */
export async function moveCounts(
  tx: Transaction,
  tourId: string,
  from: string | null,
  to: string | null,
): Promise<void> {
  if (from === to) return;
  const changes = [
    ...(from === null ? [] : [{ museumId: from, by: -1 }]),
    ...(to === null ? [] : [{ museumId: to, by: 1 }]),
  ];
  const museums = await Promise.all(
    changes.map(({ museumId }) => tx.get(doc(db(), COLLECTIONS.museums, museumId))),
  );
  changes.forEach(({ by }, i) => {
    const museum = museums[i];
    if (!museum?.exists() || typeof museum.get(STORED_MUSEUM_COUNTS.publishedTours) !== 'number')
      return;
    tx.update(museum.ref, {
      [STORED_MUSEUM_COUNTS.publishedTours]: increment(by),
      [STORED_MUSEUM_COUNTS.countedTour]: tourId,
    });
  });
}
