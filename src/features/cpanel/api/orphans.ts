import { doc, getDoc } from 'firebase/firestore/lite';
import { listAll, ref } from 'firebase/storage';
import { attempt } from '@/lib/errors';
import { allVariantPaths } from '@/lib/image-variants';
import type { Result } from '@/lib/result';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { deletePaths, storage } from '@/lib/firebase/storage';
import { trashRef } from './trash-store';

/** The collections whose documents own a folder of files ({documentId}/...). */
const OWNERS = [COLLECTIONS.museums, COLLECTIONS.tours, COLLECTIONS.works];

export interface OrphanReport {
  /** Folders looked at. */
  folders: number;
  /** Files removed: their folder has no document, or the document does not point to them. */
  deleted: string[];
  /** Files that could not be removed (they stay; running again retries them). */
  errored: string[];
}

/** Every storage path a stored document points to, and the small copies those own. */
function referencedPaths(data: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) referencedPaths(item, found);
  } else if (typeof data === 'object' && data !== null) {
    const path: unknown = Reflect.get(data, 'path');
    if (typeof path === 'string' && typeof Reflect.get(data, 'url') === 'string') {
      for (const owned of allVariantPaths({ path })) found.add(owned);
    }
    for (const value of Object.values(data)) referencedPaths(value, found);
  }
  return found;
}

/**
 * The document that owns a folder, read raw (a malformed document still protects its files); a
 * museum or work in the trash owns its files there (its entry's copy), until it is deleted for ever.
 */
async function ownerData(folder: string): Promise<unknown> {
  for (const collection of OWNERS) {
    const snapshot = await getDoc(doc(db(), collection, folder));
    if (snapshot.exists()) return snapshot.data();
  }
  for (const kind of ['museum', 'work'] as const) {
    const entry = await getDoc(trashRef(kind, folder));
    if (entry.exists()) return entry.get('doc') as unknown;
  }
  return null;
}

/**
 * Admin only (storage.rules: list): removes the files no document points to, e.g. those a
 * failed save could not delete (writeWithMedia's leftovers). Files at the bucket's root
 * (outside any document folder) are left alone. Throws if listing or reading fails.
 */
export async function cleanUpOrphanedFiles(
  onProgress?: (done: number, total: number) => void,
): Promise<OrphanReport> {
  const root = await listAll(ref(storage()));
  const report: OrphanReport = { folders: root.prefixes.length, deleted: [], errored: [] };
  let done = 0;
  for (const folder of root.prefixes) {
    const [listing, data] = await Promise.all([listAll(folder), ownerData(folder.name)]);
    const keep = data === null ? new Set<string>() : referencedPaths(data);
    const orphans = listing.items.map((item) => item.fullPath).filter((path) => !keep.has(path));
    if (orphans.length > 0) {
      const result = await deletePaths(orphans);
      report.deleted.push(...result.deleted);
      report.errored.push(...result.errored);
    }
    done += 1;
    onProgress?.(done, root.prefixes.length);
  }
  return report;
}

/** cleanUpOrphanedFiles in the spec's result shape, for the back-office. */
export function cleanUpOrphans(
  onProgress?: (done: number, total: number) => void,
): Promise<Result<OrphanReport>> {
  return attempt(() => cleanUpOrphanedFiles(onProgress));
}
