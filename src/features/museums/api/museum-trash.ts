import { collection, getDocs, limit, query, runTransaction, where } from 'firebase/firestore/lite';
import { STORED_FIELDS } from '@/config/vocabulary';
import { cacheClear } from '@/lib/cache';
import { NotFoundError } from '@/lib/errors';
import { LIST_MAX } from '@/config/public-lists';
import { editStamp } from '@/lib/firebase/edit-stamp';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import {
  adminUid,
  entryDoc,
  storedRef,
  TRASHED,
  trashEntriesWhere,
  trashRef,
  writeEntry,
} from '@/features/cpanel/api/trash-store';
import { restoreTourNow, trashTourNow } from '@/features/tours/api/tour-trash';

/*
 * A museum's trip to the trash and back (src/features/cpanel/api/trash-store.ts says what the trash is). Its
 * tours go first, each in a commit of its own that also takes it off the museum's count of
 * published tours (firestore.rules), naming the museum they went with; then the museum moves.
 * Restoring brings the museum back, then those tours, as drafts. Either way, running it again
 * after a failure part way finishes it.
 */

/** The museum's tours not in the trash yet. */
async function toursToTrash(museumId: string): Promise<string[]> {
  const { docs } = await getDocs(
    query(
      collection(db(), COLLECTIONS.tours),
      where(STORED_FIELDS.museumId, '==', museumId),
      limit(LIST_MAX),
    ),
  );
  return docs.filter((tour) => tour.get('state') !== TRASHED).map((tour) => tour.id);
}

/** Moves museum `id` and its tours to the trash. How many tours went with it. */
export async function trashMuseumNow(id: string): Promise<{ tours: number }> {
  const tours = await toursToTrash(id);
  for (const tourId of tours) await trashTourNow(tourId, id);
  const uid = await adminUid();
  await runTransaction(db(), async (tx) => {
    const museum = await tx.get(storedRef('museum', id));
    if (!museum.exists()) throw new NotFoundError(`${COLLECTIONS.museums}/${id}`);
    writeEntry(tx, 'museum', id, { doc: museum.data() }, uid);
    tx.delete(museum.ref);
  });
  cacheClear();
  return { tours: tours.length };
}

/** Brings museum `id` back as it left, and the tours that went with it as drafts. */
export async function restoreMuseumNow(id: string): Promise<{ tours: number }> {
  const stamp = await editStamp();
  await runTransaction(db(), async (tx) => {
    const copy = await entryDoc(tx, 'museum', id);
    tx.set(storedRef('museum', id), { ...copy, ...stamp });
    tx.delete(trashRef('museum', id));
  });
  // The tours that went to the trash with it.
  const tours = (await trashEntriesWhere('within', id)).map((entry) => String(entry.get('id')));
  for (const tourId of tours) await restoreTourNow(tourId);
  cacheClear();
  return { tours: tours.length };
}
