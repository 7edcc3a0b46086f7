import {
  collection,
  doc,
  getDocs,
  increment,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentData,
  type Transaction,
} from 'firebase/firestore/lite';
import { STORED_FIELDS, STORED_NUMBERING } from '@/config/vocabulary';
import { cacheClear } from '@/lib/cache';
import { InputError, NotFoundError } from '@/lib/errors';
import { LIST_MAX } from '@/lib/firebase/boot-plan';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import {
  insertWork,
  moveWork,
  removeWork,
  renumber,
  type NumberChange,
  type Numbered,
} from '../model/numbering';

/*
 * Every change of a tour's work numbers is one transaction: it reads the tour, lists the tour's
 * works, works out the new numbers 1..n (model/numbering.ts), writes every work whose number
 * changes and raises the tour's worksVersion by one. Firestore transactions read documents, not
 * queries, so the works are listed beside the transaction; what makes that list safe is the
 * counter: firestore.rules refuse any change of numbers that does not raise it in the same
 * commit, and a transaction whose tour changed after it read it fails and runs again. So two
 * admins giving number 2 to a new work at the same moment end with numbers 2 and 3, never two 2s.
 */

/** Retries when other changes keep landing first (the SDK's default is 5). */
const ATTEMPTS = 10;

const tourRef = (id: string) => doc(db(), COLLECTIONS.tours, id);
const workRef = (id: string) => doc(db(), COLLECTIONS.works, id);

/** A stored number as the sums take it: one that is not a number sorts last. */
const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;

/**
 * Reads the tour in the transaction, then lists its works. A change of its numbers that lands
 * after the read commits a new worksVersion, which fails this transaction's commit (it read the
 * tour) and runs it again with a fresh list. Null when the tour does not exist.
 */
async function worksOfTour(tx: Transaction, tourId: string): Promise<Numbered[] | null> {
  const tour = await tx.get(tourRef(tourId));
  if (!tour.exists()) return null;
  const { docs } = await getDocs(
    query(
      collection(db(), COLLECTIONS.works),
      where(STORED_FIELDS.tourId, '==', tourId),
      limit(LIST_MAX),
    ),
  );
  return docs.map((work) => ({ id: work.id, order: numberOf(work.get('order')) }));
}

async function requireWorksOf(tx: Transaction, tourId: string): Promise<Numbered[]> {
  const works = await worksOfTour(tx, tourId);
  if (!works) throw new NotFoundError(`${COLLECTIONS.tours}/${tourId}`);
  return works;
}

/** The new numbers of the other works than `self`, and the tour's counter raised. */
function writeNumbers(tx: Transaction, tourId: string, changes: NumberChange[], self?: string) {
  for (const change of changes) {
    if (change.id === self || change.to === null) continue;
    tx.update(workRef(change.id), { order: change.to, updatedAt: serverTimestamp() });
  }
  // `increment`, not a number computed from the read: the rules see exactly one more than the
  // stored counter, and a stale transaction is failed by the tour's read, then run again.
  tx.update(tourRef(tourId), {
    [STORED_NUMBERING.worksVersion]: increment(1),
    updatedAt: serverTimestamp(),
  });
}

async function numbered<T>(change: (tx: Transaction) => Promise<T>): Promise<T> {
  const result = await runTransaction(db(), change, { maxAttempts: ATTEMPTS });
  cacheClear();
  return result;
}

/**
 * Creates the work `id` (its stored fields, without its number) in tour `tourId` with the number
 * `wanted`, kept within 1..n+1: the work that had it and the ones after move down one. A work
 * that already exists with that id (the same save run twice at once) keeps its number and takes
 * the fields: the tour's numbers do not move for it twice.
 */
export function addNumberedWork(
  id: string,
  tourId: string,
  wanted: number,
  fields: DocumentData,
): Promise<{ order: number; changes: NumberChange[] }> {
  return numbered(async (tx) => {
    const existing = await tx.get(workRef(id));
    if (existing.exists()) {
      tx.update(workRef(id), { ...fields, updatedAt: serverTimestamp() });
      return { order: numberOf(existing.get('order')), changes: [] };
    }
    const placed = insertWork(await requireWorksOf(tx, tourId), id, wanted);
    if (!placed) throw new InputError('tourFull', `${COLLECTIONS.tours}/${tourId} is full`);
    tx.set(workRef(id), {
      ...fields,
      [STORED_FIELDS.tourId]: tourId,
      order: placed.order,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    writeNumbers(tx, tourId, placed.changes, id);
    return placed;
  });
}

/**
 * Saves the work's stored fields (`patch`, without its number and tour) and puts it at number
 * `wanted` of tour `tourId`: within its tour the works between move by one; into another tour,
 * the works after it in the old one move up and those from `wanted` on in the new one move down.
 * Neither moved nor renumbered, the tour's counter stays as it is. The changes of each tour.
 */
export function updateNumberedWork(
  id: string,
  patch: DocumentData,
  tourId: string,
  wanted: number,
): Promise<Record<string, NumberChange[]>> {
  return numbered(async (tx) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const fromTour = String(current.get(STORED_FIELDS.tourId));
    const update = (order: number, extra: DocumentData = {}) =>
      tx.update(workRef(id), { ...patch, ...extra, order, updatedAt: serverTimestamp() });
    if (fromTour === tourId) {
      const works = await requireWorksOf(tx, tourId);
      const moved = moveWork(works, id, wanted);
      update(moved.order);
      if (moved.changes.length > 0) writeNumbers(tx, tourId, moved.changes, id);
      return { [tourId]: moved.changes };
    }
    // Read both tours before writing anything, as transactions require.
    const left = await worksOfTour(tx, fromTour);
    const joined = insertWork(await requireWorksOf(tx, tourId), id, wanted);
    if (!joined) throw new InputError('tourFull', `${COLLECTIONS.tours}/${tourId} is full`);
    update(joined.order, { [STORED_FIELDS.tourId]: tourId });
    writeNumbers(tx, tourId, joined.changes, id);
    const closed = left ? removeWork(left, id) : [];
    if (left) writeNumbers(tx, fromTour, closed, id);
    return { [tourId]: joined.changes, [fromTour]: closed };
  });
}

/** Deletes the work's document: the works after it move up one. */
export function deleteNumberedWork(id: string): Promise<NumberChange[]> {
  return numbered(async (tx) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const tourId = String(current.get(STORED_FIELDS.tourId));
    const works = await worksOfTour(tx, tourId);
    tx.delete(workRef(id));
    // A work whose tour is gone has no numbers to keep (the rules allow it as it is).
    if (!works) return [];
    const changes = removeWork(works, id);
    writeNumbers(tx, tourId, changes, id);
    return changes;
  });
}

/** Gives the work the number `wanted` (within 1..n) in its tour: the works between move by one. */
export function moveNumberedWork(id: string, wanted: number): Promise<NumberChange[]> {
  return numbered(async (tx) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const tourId = String(current.get(STORED_FIELDS.tourId));
    const { changes } = moveWork(await requireWorksOf(tx, tourId), id, wanted);
    if (changes.length > 0) writeNumbers(tx, tourId, changes);
    return changes;
  });
}

/** Numbers the tour's works 1..n in the order they are listed in: gaps closed, repeats told apart. */
export function renumberNumberedTour(tourId: string): Promise<NumberChange[]> {
  return numbered(async (tx) => {
    const changes = renumber(await requireWorksOf(tx, tourId));
    if (changes.length > 0) writeNumbers(tx, tourId, changes);
    return changes;
  });
}
