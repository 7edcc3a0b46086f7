import {
  collection,
  doc,
  getDocs,
  limit,
  query,
  runTransaction,
  where,
  serverTimestamp,
  type DocumentData,
  type Transaction,
} from 'firebase/firestore/lite';
import { STORED_FIELDS } from '@/config/vocabulary';
import { cacheClear } from '@/lib/cache';
import { InputError, NotFoundError } from '@/lib/errors';
import type { Bilingual } from '@/lib/model/shared';
import { LIST_MAX } from '@/config/public-lists';
import { editStamp } from '@/lib/firebase/edit-stamp';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';

/*
 * The trash ("Papelera"): what an admin deletes waits there for TRASH_DAYS, restorable, before it
 * goes for good. Each thing has one entry, `trash/{kind}_{id}`. A museum, a work or a comment
 * moves there whole: its entry holds an exact copy of its document, written in the same commit
 * as the document leaves its collection (firestore.rules check the copy), so it is public
 * nowhere and comes back as it left. A tour stays in place and only turns 'trashed': one write
 * hides it with its works, comments and likes, however many. Files stay in their folders until
 * the entry is deleted for ever.
 */

export const TRASH_KINDS = ['museum', 'tour', 'work', 'comment'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** The state a trashed tour has (the stored value; the model's TOUR_STATES names it too). */
export const TRASHED = 'trashed';

export const trashRef = (kind: TrashKind, id: string) =>
  doc(db(), COLLECTIONS.trash, `${kind}_${id}`);

/** The collection a moved kind's documents live in. */
const HOME = {
  museum: COLLECTIONS.museums,
  work: COLLECTIONS.works,
  comment: COLLECTIONS.comments,
} as const;
export type MovedKind = keyof typeof HOME;

export const storedRef = (kind: MovedKind, id: string) => doc(db(), HOME[kind], id);

/** What an entry says besides its kind, id, when and who: firestore.rules name each field. */
export interface EntryFields {
  /** The document as it was (museums, works, comments). */
  doc?: DocumentData;
  /** A tour's name, to show in the trash (the tour itself stays where it is). */
  name?: DocumentData;
  /** The tour of a work or a comment, the museum of a tour. */
  parent?: string;
  /** The parent's name, {es, en}, to show beside it. */
  parentName?: DocumentData;
  /** The museum a tour went to the trash with (restoring the museum brings it back). */
  within?: string;
  /** A comment's author, who may find and delete it with their account. */
  userId?: string;
}

/** The uid of the admin writing (the rules want it on the entry as on every admin write). */
export async function adminUid(): Promise<string> {
  return (await editStamp()).updatedBy;
}

/** In `tx`, the entry of `id`, stamped with the server's time and the admin. */
export function writeEntry(
  tx: Transaction,
  kind: TrashKind,
  id: string,
  fields: EntryFields,
  uid: string,
) {
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  tx.set(trashRef(kind, id), {
    kind,
    id,
    ...defined,
    trashedAt: serverTimestamp(),
    trashedBy: uid,
  });
}

/** A stored {es, en} name, if the value is one. */
export function nameOf(value: unknown): Bilingual | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { es, en } = value as Record<string, unknown>;
  return typeof es === 'string' && typeof en === 'string' ? { es, en } : undefined;
}

/** The entries whose `field` is `value`: a tour's works and comments (parent), a museum's tours (within). */
export async function trashEntriesWhere(field: 'parent' | 'within', value: string) {
  const { docs } = await getDocs(
    query(collection(db(), COLLECTIONS.trash), where(field, '==', value), limit(LIST_MAX)),
  );
  return docs;
}

/** The name of tour `tourId`, read in `tx` (undefined when it is gone). */
export async function tourNameIn(tx: Transaction, tourId: unknown) {
  if (typeof tourId !== 'string' || tourId === '') return undefined;
  const tour = await tx.get(doc(db(), COLLECTIONS.tours, tourId));
  return tour.exists() ? nameOf(tour.get('name')) : undefined;
}

/**
 * Moves the comment `id` to the trash: its entry, with its tour's name to show beside it, and
 * the comment gone from its collection, in one transaction. Its reports stay where they are
 * (below the comment's id) for when it comes back.
 */
export async function trashComment(id: string): Promise<void> {
  const uid = await adminUid();
  await runTransaction(db(), async (tx) => {
    const comment = await tx.get(storedRef('comment', id));
    if (!comment.exists()) throw new NotFoundError(`${COLLECTIONS.comments}/${id}`);
    const data = comment.data();
    const tourId = data[STORED_FIELDS.tourId] as unknown;
    const parentName = await tourNameIn(tx, tourId);
    writeEntry(
      tx,
      'comment',
      id,
      {
        doc: data,
        parent: typeof tourId === 'string' ? tourId : undefined,
        parentName,
        userId: typeof data.userId === 'string' ? data.userId : undefined,
      },
      uid,
    );
    tx.delete(comment.ref);
  });
  cacheClear();
}

/** Reads the entry of `id` in `tx`; its copy of the document, or NotFound. */
export async function entryDoc(tx: Transaction, kind: MovedKind, id: string) {
  const entry = await tx.get(trashRef(kind, id));
  const copy: unknown = entry.get('doc');
  if (!entry.exists() || typeof copy !== 'object' || copy === null)
    throw new NotFoundError(`${COLLECTIONS.trash}/${kind}_${id}`);
  return copy as DocumentData;
}

/**
 * Brings the comment `id` back as it left, with its reports. A comment whose tour is gone for
 * good has nowhere to come back to.
 */
export async function restoreComment(id: string): Promise<void> {
  await runTransaction(db(), async (tx) => {
    const copy = await entryDoc(tx, 'comment', id);
    const tour = await tx.get(doc(db(), COLLECTIONS.tours, String(copy[STORED_FIELDS.tourId])));
    if (!tour.exists()) throw new InputError('parentGone', 'The comment’s tour is gone');
    tx.set(storedRef('comment', id), copy);
    tx.delete(trashRef('comment', id));
  });
  cacheClear();
}
