import {
  collection,
  getDocs,
  limit,
  query,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore/lite';
import { db } from './firestore';
import { deleteFolder } from './storage';
import { COLLECTIONS, type CollectionName } from './paths';

const BATCH_MAX = 450; // under Firestore's 500 writes per batch

/**
 * Ids of the documents of `path` whose `field` equals `value` and that `keep` keeps (no
 * converter: a bad doc must not block a delete).
 */
export async function idsWhere(
  path: CollectionName,
  field: string,
  value: string,
  {
    max = 10_000,
    keep = () => true,
  }: { max?: number; keep?: (data: DocumentData) => boolean } = {},
) {
  const snapshot = await getDocs(
    query(collection(db(), path), where(field, '==', value), limit(max)),
  );
  return snapshot.docs.filter((d) => keep(d.data())).map((d) => d.id);
}

/** Removes every file of these documents' folders; throws if any file remains. */
export async function deleteFolders(ids: string[]) {
  const reports = await Promise.all(ids.map((id) => deleteFolder(id)));
  const errored = reports.flatMap((report) => report.errored);
  if (errored.length > 0) {
    throw Object.assign(new Error(`Could not delete ${errored.join(', ')}`), {
      code: 'storage/unknown',
    });
  }
}

/**
 * Deletes the reports of these comments (who reported them, and why), before the comments
 * themselves: a report names its reporter and must not outlive what it was about. Only an admin
 * may list and delete reports (firestore.rules).
 */
export async function deleteCommentReports(commentIds: string[]) {
  for (const commentId of commentIds) {
    const reports = collection(db(), COLLECTIONS.comments, commentId, 'reports');
    for (;;) {
      const { docs } = await getDocs(query(reports, limit(BATCH_MAX)));
      if (docs.length === 0) break;
      const batch = writeBatch(db());
      for (const report of docs) batch.delete(report.ref);
      await batch.commit();
    }
  }
}
