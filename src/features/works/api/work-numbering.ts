import { serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import { STORED_FIELDS } from '@/config/vocabulary';
import { InputError, NotFoundError } from '@/lib/errors';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { insertWork, moveWork, removeWork, renumber, type NumberChange } from '../model/numbering';
import { entryDoc, nameOf, TRASHED, trashRef, writeEntry } from '@/features/cpanel/api/trash-store';
import {
  numbered,
  numberOf,
  requireWorksOf,
  workRef,
  worksOfTour,
  writeNumbers,
} from './numbering-transaction';

/* The tour's work numbers, changed one transaction at a time (numbering-transaction.ts says how). */

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
  return numbered(async (tx, stamp) => {
    const existing = await tx.get(workRef(id));
    if (existing.exists()) {
      tx.update(workRef(id), { ...fields, ...stamp });
      return { order: numberOf(existing.get('order')), changes: [] };
    }
    const placed = insertWork(await requireWorksOf(tx, tourId), id, wanted);
    if (!placed) throw new InputError('tourFull', `${COLLECTIONS.tours}/${tourId} is full`);
    tx.set(workRef(id), {
      ...fields,
      [STORED_FIELDS.tourId]: tourId,
      order: placed.order,
      createdAt: serverTimestamp(),
      ...stamp,
    });
    writeNumbers(tx, stamp, tourId, placed.changes, id);
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
  return numbered(async (tx, stamp) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const fromTour = String(current.get(STORED_FIELDS.tourId));
    const update = (order: number, extra: DocumentData = {}) =>
      tx.update(workRef(id), { ...patch, ...extra, order, ...stamp });
    if (fromTour === tourId) {
      const works = await requireWorksOf(tx, tourId);
      const moved = moveWork(works, id, wanted);
      update(moved.order);
      if (moved.changes.length > 0) writeNumbers(tx, stamp, tourId, moved.changes, id);
      return { [tourId]: moved.changes };
    }
    // Read both tours before writing anything, as transactions require.
    const left = await worksOfTour(tx, fromTour);
    const joined = insertWork(await requireWorksOf(tx, tourId), id, wanted);
    if (!joined) throw new InputError('tourFull', `${COLLECTIONS.tours}/${tourId} is full`);
    update(joined.order, { [STORED_FIELDS.tourId]: tourId });
    writeNumbers(tx, stamp, tourId, joined.changes, id);
    const closed = left ? removeWork(left, id) : [];
    if (left) writeNumbers(tx, stamp, fromTour, closed, id);
    return { [tourId]: joined.changes, [fromTour]: closed };
  });
}

/**
 * Takes the work out of its tour, whose works after it move up one, in one commit: deleted, or
 * moved to the trash (src/features/cpanel/api/trash-store.ts) as an exact copy in its entry, with its tour's
 * name to show; its files then stay for its return.
 */
function leaveTour(id: string, toTrash: boolean): Promise<NumberChange[]> {
  return numbered(async (tx, stamp) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const tourId = String(current.get(STORED_FIELDS.tourId));
    const tour: { name?: DocumentData } = {};
    const works = await worksOfTour(tx, tourId, (read) => {
      tour.name = nameOf(read.get('name'));
    });
    if (toTrash) {
      const fields = { doc: current.data(), parent: tourId, parentName: tour.name };
      writeEntry(tx, 'work', id, fields, stamp.updatedBy);
    }
    tx.delete(workRef(id));
    // A work whose tour is gone has no numbers to keep (the rules allow it as it is).
    if (!works) return [];
    const changes = removeWork(works, id);
    writeNumbers(tx, stamp, tourId, changes, id);
    return changes;
  });
}

/** Deletes the work's document: the works after it move up one. */
export const deleteNumberedWork = (id: string) => leaveTour(id, false);

/** Moves the work to the trash: the works after it move up one. */
export const trashNumberedWork = (id: string) => leaveTour(id, true);

/**
 * Brings the work back from the trash to its tour, at the number it had (the works from there on
 * move down one; at the end if the tour has fewer works now). Its tour must be there: one in the
 * trash comes back first; one deleted for ever took the work's place with it.
 */
export function restoreNumberedWork(
  id: string,
): Promise<{ order: number; changes: NumberChange[] }> {
  return numbered(async (tx, stamp) => {
    const copy = await entryDoc(tx, 'work', id);
    const tourId = String(copy[STORED_FIELDS.tourId]);
    const tour = { trashed: false };
    const works = await worksOfTour(tx, tourId, (read) => {
      tour.trashed = read.get('state') === TRASHED;
    });
    if (!works) throw new InputError('parentGone', `${COLLECTIONS.tours}/${tourId}`);
    if (tour.trashed) throw new InputError('parentInTrash', tourId);
    const placed = insertWork(works, id, numberOf(copy.order));
    if (!placed) throw new InputError('tourFull', `${COLLECTIONS.tours}/${tourId} is full`);
    tx.set(workRef(id), { ...copy, order: placed.order, ...stamp });
    tx.delete(trashRef('work', id));
    writeNumbers(tx, stamp, tourId, placed.changes, id);
    return placed;
  });
}

/** Gives the work the number `wanted` (within 1..n) in its tour: the works between move by one. */
export function moveNumberedWork(id: string, wanted: number): Promise<NumberChange[]> {
  return numbered(async (tx, stamp) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const tourId = String(current.get(STORED_FIELDS.tourId));
    const { changes } = moveWork(await requireWorksOf(tx, tourId), id, wanted);
    if (changes.length > 0) writeNumbers(tx, stamp, tourId, changes);
    return changes;
  });
}

/** Numbers the tour's works 1..n in the order they are listed in: gaps closed, repeats told apart. */
export function renumberNumberedTour(tourId: string): Promise<NumberChange[]> {
  return numbered(async (tx, stamp) => {
    const changes = renumber(await requireWorksOf(tx, tourId));
    if (changes.length > 0) writeNumbers(tx, stamp, tourId, changes);
    return changes;
  });
}
