import { FirebaseError } from 'firebase/app';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  runTransaction,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase/firestore/lite';
import { STORED_FIELDS, STORED_NUMBERING } from '@/config/vocabulary';
import { cacheClear } from '@/lib/cache';
import { NotFoundError } from '@/lib/errors';
import { LIST_MAX } from '@/config/public-lists';
import { editStamp, type EditStamp } from '@/lib/firebase/edit-stamp';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { storedCode, type CodePlan, type Coded } from '../model/codes';
import type { NumberChange } from '../model/numbering';

/*
 * Every change of a tour's work numbers is one transaction: it reads the tour, lists the tour's
 * works, works out the new numbers 1..n (model/numbering.ts) and their codes (model/codes.ts),
 * writes every work whose number or code changes and raises the tour's worksVersion by one.
 * Firestore transactions read documents, not queries, so the works are listed beside the
 * transaction; what makes that list safe is the counter: firestore.rules refuse any change of
 * numbers that does not raise it in the same commit, and a transaction whose tour changed after
 * it read it fails and runs again. So two admins giving number 2 to a new work at the same moment
 * end with numbers 2 and 3, never two 2s, and with two codes.
 */

/** Retries when other changes keep landing first (the SDK's default is 5). */
const ATTEMPTS = 10;

export const tourRef = (id: string) => doc(db(), COLLECTIONS.tours, id);
export const workRef = (id: string) => doc(db(), COLLECTIONS.works, id);

/** A stored number as the sums take it: one that is not a number sorts last. */
export const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;

/** A tour's works as its numbering reads them, and its counter of codes (null: stored before codes). */
export interface Listed {
  works: Coded[];
  counter: number | null;
}

/**
 * Reads the tour in the transaction, then lists its works. A change of its numbers that lands
 * after the read commits a new worksVersion, which fails this transaction's commit (it read the
 * tour) and runs it again with a fresh list. Null when the tour does not exist. `seen` is given
 * the tour as read, for a caller that needs more of it (its name, its state) without reading it
 * again.
 */
export async function worksOfTour(
  tx: Transaction,
  tourId: string,
  seen?: (tour: DocumentSnapshot) => void,
): Promise<Listed | null> {
  const tour = await tx.get(tourRef(tourId));
  seen?.(tour);
  remember(tx, tourId, tour.exists() ? tour.get(STORED_NUMBERING.worksVersion) : null);
  if (!tour.exists()) return null;
  const { docs } = await getDocs(
    query(
      collection(db(), COLLECTIONS.works),
      where(STORED_FIELDS.tourId, '==', tourId),
      limit(LIST_MAX),
    ),
  );
  const works = docs.map((work) => ({
    id: work.id,
    order: numberOf(work.get('order')),
    code: storedCode(work.get(STORED_NUMBERING.code)),
  }));
  const counter = tour.get(STORED_NUMBERING.nextWorkCode) as unknown;
  return { works, counter: typeof counter === 'number' ? counter : null };
}

export async function requireWorksOf(tx: Transaction, tourId: string): Promise<Listed> {
  const works = await worksOfTour(tx, tourId);
  if (!works) throw new NotFoundError(`${COLLECTIONS.tours}/${tourId}`);
  return works;
}

/**
 * The new numbers of the other works than `self`, with the codes the plan stores (one write per
 * work), and the tour's counters raised, each write stamped with who made it (a renumbered work
 * and its tour changed too).
 */
export function writeNumbers(
  tx: Transaction,
  stamp: EditStamp,
  tourId: string,
  changes: NumberChange[],
  self?: string,
  plan?: CodePlan,
) {
  const writes = new Map<string, DocumentData>();
  for (const change of changes) {
    if (change.id !== self && change.to !== null) writes.set(change.id, { order: change.to });
  }
  for (const [id, code] of plan?.stamps ?? []) {
    if (id !== self) writes.set(id, { ...writes.get(id), [STORED_NUMBERING.code]: code });
  }
  for (const [id, write] of writes) tx.update(workRef(id), { ...write, ...stamp });
  // `increment`, not a number computed from the read: the rules see exactly one more than the
  // stored counter, and a stale transaction is failed by the tour's read, then run again.
  tx.update(tourRef(tourId), {
    [STORED_NUMBERING.worksVersion]: increment(1),
    ...(plan?.counter != null && { [STORED_NUMBERING.nextWorkCode]: plan.counter }),
    ...stamp,
  });
}

/** Each run's reads of the tours' counters, to tell a stale refusal from a real one. */
const countersRead = new WeakMap<Transaction, Map<string, unknown>>();

function remember(tx: Transaction, tourId: string, version: unknown) {
  const read = countersRead.get(tx) ?? new Map<string, unknown>();
  read.set(tourId, version ?? null);
  countersRead.set(tx, read);
}

/** Whether another change of a tour's numbers landed after the run read its counter. */
async function changedSince(read: Map<string, unknown> | undefined): Promise<boolean> {
  if (!read) return false;
  for (const [tourId, version] of read) {
    const tour = await getDoc(tourRef(tourId));
    const now: unknown = tour.exists() ? (tour.get(STORED_NUMBERING.worksVersion) ?? null) : null;
    if (now !== version) return true;
  }
  return false;
}

/**
 * Runs a change of the tour's numbers as one transaction, its writes stamped with the signed-in
 * admin (`stamp`), retried while others land first. A
 * commit can also be refused when another admin's change landed between its reads (a work it
 * renumbers was deleted meanwhile): the Firestore emulator checks the rules before the stale read,
 * so that conflict comes as permission-denied. When the tour's counter moved since the run read
 * it, the change runs again on the new state; a refusal of an unchanged state stands at once.
 */
export async function numbered<T>(
  change: (tx: Transaction, stamp: EditStamp) => Promise<T>,
): Promise<T> {
  const stamp = await editStamp();
  for (let run = 1; ; run++) {
    let last: Transaction | undefined;
    try {
      const result = await runTransaction(
        db(),
        (tx) => {
          last = tx;
          return change(tx, stamp);
        },
        { maxAttempts: ATTEMPTS },
      );
      cacheClear();
      return result;
    } catch (error) {
      const refused = error instanceof FirebaseError && error.code === 'permission-denied';
      const read = last ? countersRead.get(last) : undefined;
      if (!refused || run === ATTEMPTS || !(await changedSince(read).catch(() => false)))
        throw error;
    }
  }
}
