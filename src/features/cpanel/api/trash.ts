import {
  collection,
  deleteDoc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { STORED_FIELDS } from '@/config/vocabulary';
import { trashExpiresBefore } from '@/config/retention';
import { restoreMuseumNow } from '@/features/museums/api/museum-trash';
import { restoreTourNow } from '@/features/tours/api/tour-trash';
import { restoreNumberedWork } from '@/features/works/api/work-leaving';
import { cacheClear } from '@/lib/cache';
import { attempt } from '@/lib/errors';
import { deleteCommentReports, deleteFolders } from '@/lib/firebase/bulk-writes';
import { LIST_MAX } from '@/config/public-lists';
import { deleteTourAndAll } from './delete-cascade';
import type { OnDeleteProgress } from '@/lib/firebase/delete-pages';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { restoreComment, trashEntriesWhere, trashRef, type TrashKind } from './trash-store';
import type { Result } from '@/lib/result';
import { toTrashEntry, type TrashEntry } from './trash-entry';

/*
 * The back-office's trash page and its purge: what is in the trash, restoring it, and deleting it
 * for ever (src/features/cpanel/api/trash-store.ts says what the trash is).
 */

const trash = () => collection(db(), COLLECTIONS.trash);

/** Everything in the trash, the latest first. */
export const listTrash = (): Promise<Result<TrashEntry[]>> =>
  attempt(async () => {
    const { docs } = await getDocs(query(trash(), orderBy('trashedAt', 'desc'), limit(LIST_MAX)));
    return docs.flatMap((entry) => toTrashEntry(entry.data()) ?? []);
  });

/** Brings an entry back where it was: a tour as a draft, a museum with the tours it took. */
export const restoreEntry = (entry: Pick<TrashEntry, 'kind' | 'id'>): Promise<Result<void>> =>
  attempt(async () => {
    const restore = {
      museum: restoreMuseumNow,
      tour: restoreTourNow,
      work: restoreNumberedWork,
      comment: restoreComment,
    }[entry.kind];
    await restore(entry.id);
  });

/**
 * Deletes a tour for ever with all it holds (delete-cascade.ts), then what of it went to the
 * trash on its own (works, comments), then its entry. Resumable like the cascade.
 */
async function purgeTour(id: string, onProgress?: OnDeleteProgress) {
  await deleteTourAndAll(id, onProgress);
  for (const found of await trashEntriesWhere('parent', id)) {
    const child = toTrashEntry(found.data());
    if (child?.kind === 'work' || child?.kind === 'comment') await purgeOne(child.kind, child.id);
  }
  await deleteDoc(trashRef('tour', id));
}

/**
 * Deletes one entry for ever with what is its: a work's files, a comment's reports; a tour or
 * a museum with all it holds.
 */
async function purgeOne(kind: TrashKind, id: string, onProgress?: OnDeleteProgress) {
  if (kind === 'tour') return purgeTour(id, onProgress);
  if (kind === 'museum') {
    // Every tour of the museum goes with it, in the trash or not (one not trashed came back
    // after the museum went, or was added by a script).
    const { docs } = await getDocs(
      query(
        collection(db(), COLLECTIONS.tours),
        where(STORED_FIELDS.museumId, '==', id),
        limit(LIST_MAX),
      ),
    );
    let index = 0;
    for (const tour of docs) {
      index += 1;
      const at = { index, total: docs.length };
      await purgeTour(tour.id, (progress) => onProgress?.({ ...progress, tour: at }));
    }
  }
  if (kind === 'comment') await deleteCommentReports([id]);
  else await deleteFolders([id]);
  await deleteDoc(trashRef(kind, id));
}

/** "Delete for ever" on the trash page. */
export const deleteForEver = (
  entry: Pick<TrashEntry, 'kind' | 'id'>,
  onProgress?: OnDeleteProgress,
): Promise<Result<void>> =>
  attempt(async () => {
    await purgeOne(entry.kind, entry.id, onProgress);
    cacheClear();
  });

/**
 * Deletes for ever what has been in the trash longer than TRASH_RETENTION_DAYS; run when an admin
 * opens the back-office, and by `npm run purge-trash`. How many entries it deleted.
 */
export const purgeExpiredTrash = (now = Date.now()): Promise<Result<number>> =>
  attempt(async () => {
    const before = Timestamp.fromMillis(trashExpiresBefore(now));
    const { docs } = await getDocs(
      query(trash(), where('trashedAt', '<', before), orderBy('trashedAt'), limit(LIST_MAX)),
    );
    let purged = 0;
    for (const entry of docs.flatMap((found) => toTrashEntry(found.data()) ?? [])) {
      // A museum's purge took its tours' entries, a tour's its works' and comments'.
      await purgeOne(entry.kind, entry.id);
      purged += 1;
    }
    if (purged > 0) cacheClear();
    return purged;
  });
