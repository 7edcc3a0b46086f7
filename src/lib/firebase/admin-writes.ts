import { collection, doc, getDocs, limit, query, where, writeBatch } from 'firebase/firestore/lite';
import { cacheClear } from '@/lib/cache';
import { db } from './firestore';
import { deleteFolder } from './storage';
import type { CollectionName } from './paths';

const BATCH_MAX = 450; // under Firestore's 500 writes per batch

/** Ids of the documents of `path` whose `field` equals `value` (no converter: a bad doc must not block a delete). */
export async function idsWhere(path: CollectionName, field: string, value: string, max = 10_000) {
  const snapshot = await getDocs(
    query(collection(db(), path), where(field, '==', value), limit(max)),
  );
  return snapshot.docs.map((d) => d.id);
}

/** Deletes documents in batches of at most 450 writes. */
export async function deleteDocuments(docs: { path: CollectionName; id: string }[]) {
  for (let i = 0; i < docs.length; i += BATCH_MAX) {
    const batch = writeBatch(db());
    for (const { path, id } of docs.slice(i, i + BATCH_MAX)) {
      batch.delete(doc(db(), path, id));
    }
    await batch.commit();
  }
  cacheClear();
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
