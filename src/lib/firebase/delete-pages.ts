/*
 * Deleting a whole query's documents at any size: a page at a time, a few batches in flight,
 * counting what is left until nothing is, and telling the admin how far it has come.
 */
import {
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  writeBatch,
  type CollectionReference,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { FirebaseError } from 'firebase/app';
import { db } from './firestore';

/** Under Firestore's 500 writes per batch. */
export const DELETE_PAGE = 450;
/** Batches being committed at once during a delete. */
const IN_FLIGHT = 3;

/** What a long delete is doing, for the admin to watch: `done` of `total` in this step. */
export interface DeleteProgress {
  step: 'unpublish' | 'works' | 'comments' | 'likes' | 'files';
  done: number;
  total: number;
  /** In a museum's delete: which of its tours is being deleted (1-based), of how many. */
  tour?: { index: number; total: number };
}

export type OnDeleteProgress = (progress: DeleteProgress) => void;

/** Commits tried before a contended batch's failure stands. */
const COMMIT_ATTEMPTS = 4;

/**
 * Commits the batch `batch()` builds, again if the server aborted it for contention (another
 * write holding its documents' locks too long, a busy emulator): a page of deletes is the same
 * whenever it lands.
 */
async function commitRetryingAborted(batch: () => WriteBatch): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A batch is committed once: each attempt builds its own.
      await batch().commit();
      return;
    } catch (error) {
      const aborted = error instanceof FirebaseError && error.code === 'aborted';
      if (!aborted || attempt === COMMIT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}

/**
 * Deletes every document `constraints` select in `target`, a page at a time (a query with a
 * limit, the next page after the last one seen), one batch per page. Then it counts what is
 * left and goes again until nothing is: a document written meanwhile behind the cursor is not
 * left behind. `each` runs on every page before its documents go (a work's files); `with` adds
 * its own writes to every page's batch.
 */
export async function deleteAll(
  target: CollectionReference,
  constraints: QueryConstraint[],
  report: (done: number, total: number) => void,
  {
    page = DELETE_PAGE,
    each,
    with: alongside,
  }: {
    page?: number;
    each?: (ids: string[], docs: QueryDocumentSnapshot[]) => Promise<void>;
    with?: (batch: WriteBatch) => void;
  } = {},
): Promise<number> {
  let done = 0;
  for (;;) {
    const left = (await getCount(query(target, ...constraints))).data().count;
    if (left === 0) return done;
    const total = done + left;
    report(done, total);
    let cursor: QueryDocumentSnapshot | undefined;
    // A few pages' deletes travel while the next page is read: several times faster than
    // waiting for each, and still a bounded number of writes in flight.
    const committing: Promise<void>[] = [];
    for (;;) {
      const { docs } = await getDocs(
        query(
          target,
          ...constraints,
          orderBy(documentId()),
          ...(cursor ? [startAfter(cursor)] : []),
          limit(page),
        ),
      );
      if (docs.length === 0) break;
      await each?.(
        docs.map((snapshot) => snapshot.id),
        docs,
      );
      const pageBatch = () => {
        const batch = writeBatch(db());
        for (const snapshot of docs) batch.delete(snapshot.ref);
        alongside?.(batch);
        return batch;
      };
      const commit = commitRetryingAborted(pageBatch).then(() => {
        done += docs.length;
        report(done, Math.max(total, done));
      });
      // Its failure is met by an await below; meanwhile it is not an unhandled rejection.
      commit.catch(() => undefined);
      committing.push(commit);
      if (committing.length >= IN_FLIGHT) await committing.shift();
      cursor = docs.at(-1);
    }
    await Promise.all(committing);
  }
}
