import type { DocumentData } from 'firebase/firestore/lite';
import { STORED_FIELDS, STORED_NUMBERING } from '@/config/vocabulary';
import { InputError, NotFoundError } from '@/lib/errors';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { entryDoc, nameOf, TRASHED, trashRef, writeEntry } from '@/features/cpanel/api/trash-store';
import { storedCode } from '../model/codes';
import { insertWork, removeWork, type NumberChange } from '../model/numbering';
import { numbered, numberOf, workRef, worksOfTour, writeNumbers } from './numbering-transaction';
import { codesFor, ownCode, takenCode } from './work-numbering';

/*
 * A work leaving its tour (deleted, or to the trash) and coming back from the trash, each one
 * transaction of the tour's numbers (numbering-transaction.ts). Its code goes and comes with it:
 * the tour's counter is already past it, so no other work is given it meanwhile.
 */

/**
 * Takes the work out of its tour, whose works after it move up one, in one commit: deleted, or
 * moved to the trash (src/features/cpanel/api/trash-store.ts) as a copy in its entry, with its
 * tour's name to show; its files then stay for its return. The copy is exact but for the code a
 * work stored before codes is given in the same commit (its label's number, firestore.rules
 * allow that one difference), so that it comes back with it.
 */
function leaveTour(id: string, toTrash: boolean): Promise<NumberChange[]> {
  return numbered(async (tx, stamp) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const tourId = String(current.get(STORED_FIELDS.tourId));
    const tour: { name?: DocumentData } = {};
    const listed = await worksOfTour(tx, tourId, (read) => {
      tour.name = nameOf(read.get('name'));
    });
    const plan = listed && codesFor(listed, tourId, false);
    if (toTrash) {
      const doc = { ...current.data(), ...(plan && ownCode(plan, id)) };
      writeEntry(tx, 'work', id, { doc, parent: tourId, parentName: tour.name }, stamp.updatedBy);
    }
    tx.delete(workRef(id));
    // A work whose tour is gone has no numbers to keep (the rules allow it as it is).
    if (!listed || !plan) return [];
    const changes = removeWork(listed.works, id);
    writeNumbers(tx, stamp, tourId, changes, id, plan);
    return changes;
  });
}

/** Deletes the work's document: the works after it move up one. */
export const deleteNumberedWork = (id: string) => leaveTour(id, false);

/** Moves the work to the trash: the works after it move up one. */
export const trashNumberedWork = (id: string) => leaveTour(id, true);

/**
 * Brings the work back from the trash to its tour, at the number it had (the works from there on
 * move down one; at the end if the tour has fewer works now), with its code. A work trashed
 * before codes has none, and its old number has been given to another since: it takes the
 * tour's next code. Its tour must be there: one in the trash comes back first; one deleted for
 * ever took the work's place with it.
 */
export function restoreNumberedWork(
  id: string,
): Promise<{ order: number; changes: NumberChange[] }> {
  return numbered(async (tx, stamp) => {
    const copy = await entryDoc(tx, 'work', id);
    const tourId = String(copy[STORED_FIELDS.tourId]);
    const tour = { trashed: false };
    const listed = await worksOfTour(tx, tourId, (read) => {
      tour.trashed = read.get('state') === TRASHED;
    });
    if (!listed) throw new InputError('parentGone', `${COLLECTIONS.tours}/${tourId}`);
    if (tour.trashed) throw new InputError('parentInTrash', tourId);
    const placed = insertWork(listed.works, id, numberOf(copy.order));
    if (!placed) throw new InputError('tourFull', `${COLLECTIONS.tours}/${tourId} is full`);
    const coded = storedCode(copy[STORED_NUMBERING.code]) !== null;
    const plan = codesFor(listed, tourId, !coded);
    tx.set(workRef(id), { ...copy, order: placed.order, ...(!coded && takenCode(plan)), ...stamp });
    tx.delete(trashRef('work', id));
    writeNumbers(tx, stamp, tourId, placed.changes, id, plan);
    return placed;
  });
}
