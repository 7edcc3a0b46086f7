import { serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import { STORED_FIELDS, STORED_NUMBERING } from '@/config/vocabulary';
import { InputError, NotFoundError } from '@/lib/errors';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { planCodes, type CodePlan } from '../model/codes';
import { insertWork, moveWork, removeWork, renumber, type NumberChange } from '../model/numbering';
import {
  numbered,
  numberOf,
  requireWorksOf,
  workRef,
  worksOfTour,
  writeNumbers,
  type Listed,
} from './numbering-transaction';

/*
 * The tour's work numbers, changed one transaction at a time (numbering-transaction.ts says how),
 * and with them the codes on the works' labels (model/codes.ts): a work joining a tour takes the
 * tour's next code, and a tour stored before codes stores each work's label number before the
 * first of its numbers moves.
 */

/** A tour full: of works (999), or of codes (CODE_MAX given). */
const full = (tourId: string) =>
  new InputError('tourFull', `${COLLECTIONS.tours}/${tourId} is full`);

/** The codes of a change of `listed`'s numbers; `take` when a work joins and takes the next code. */
export function codesFor(listed: Listed, tourId: string, take: boolean): CodePlan {
  const plan = planCodes(listed.works, listed.counter, take);
  if (!plan) throw full(tourId);
  return plan;
}

/** The code a joining work takes, from a plan made with `take`. */
export const takenCode = (plan: CodePlan) => ({ [STORED_NUMBERING.code]: plan.taken });

/** A work's own code to store in the same write, when it had none and the plan stores it. */
export const ownCode = (plan: CodePlan, id: string) =>
  plan.stamps.has(id) ? { [STORED_NUMBERING.code]: plan.stamps.get(id) } : {};

/**
 * Creates the work `id` (its stored fields, without its number) in tour `tourId` with the number
 * `wanted`, kept within 1..n+1: the work that had it and the ones after move down one. It takes
 * the tour's next code. A work that already exists with that id (the same save run twice at
 * once) keeps its number and code and takes the fields: the tour's numbers do not move for it twice.
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
    const listed = await requireWorksOf(tx, tourId);
    const placed = insertWork(listed.works, id, wanted);
    if (!placed) throw full(tourId);
    const plan = codesFor(listed, tourId, true);
    tx.set(workRef(id), {
      ...fields,
      [STORED_FIELDS.tourId]: tourId,
      order: placed.order,
      ...takenCode(plan),
      createdAt: serverTimestamp(),
      ...stamp,
    });
    writeNumbers(tx, stamp, tourId, placed.changes, id, plan);
    return placed;
  });
}

/**
 * Saves the work's stored fields (`patch`, without its number and tour) and puts it at number
 * `wanted` of tour `tourId`: within its tour the works between move by one; into another tour,
 * the works after it in the old one move up and those from `wanted` on in the new one move down,
 * and it takes the new tour's next code (its old label named the old tour). Neither moved nor
 * renumbered, the tour's counters stay as they are. The changes of each tour.
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
      const listed = await requireWorksOf(tx, tourId);
      const moved = moveWork(listed.works, id, wanted);
      if (moved.changes.length === 0) {
        update(moved.order);
        return { [tourId]: [] };
      }
      const plan = codesFor(listed, tourId, false);
      update(moved.order, ownCode(plan, id));
      writeNumbers(tx, stamp, tourId, moved.changes, id, plan);
      return { [tourId]: moved.changes };
    }
    // Read both tours before writing anything, as transactions require.
    const left = await worksOfTour(tx, fromTour);
    const listed = await requireWorksOf(tx, tourId);
    const joined = insertWork(listed.works, id, wanted);
    if (!joined) throw full(tourId);
    const plan = codesFor(listed, tourId, true);
    update(joined.order, { [STORED_FIELDS.tourId]: tourId, ...takenCode(plan) });
    writeNumbers(tx, stamp, tourId, joined.changes, id, plan);
    const closed = left ? removeWork(left.works, id) : [];
    if (left) writeNumbers(tx, stamp, fromTour, closed, id, codesFor(left, fromTour, false));
    return { [tourId]: joined.changes, [fromTour]: closed };
  });
}

/** Gives the work the number `wanted` (within 1..n) in its tour: the works between move by one. */
export function moveNumberedWork(id: string, wanted: number): Promise<NumberChange[]> {
  return numbered(async (tx, stamp) => {
    const current = await tx.get(workRef(id));
    if (!current.exists()) throw new NotFoundError(`${COLLECTIONS.works}/${id}`);
    const tourId = String(current.get(STORED_FIELDS.tourId));
    const listed = await requireWorksOf(tx, tourId);
    const { changes } = moveWork(listed.works, id, wanted);
    if (changes.length > 0)
      writeNumbers(tx, stamp, tourId, changes, undefined, codesFor(listed, tourId, false));
    return changes;
  });
}

/** Numbers the tour's works 1..n in the order they are listed in: gaps closed, repeats told apart. */
export function renumberNumberedTour(tourId: string): Promise<NumberChange[]> {
  return numbered(async (tx, stamp) => {
    const listed = await requireWorksOf(tx, tourId);
    const changes = renumber(listed.works);
    if (changes.length > 0)
      writeNumbers(tx, stamp, tourId, changes, undefined, codesFor(listed, tourId, false));
    return changes;
  });
}
