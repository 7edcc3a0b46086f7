import {
  doc,
  increment,
  runTransaction,
  type DocumentData,
  type Transaction,
} from 'firebase/firestore/lite';
import { STORED_EXHIBITIONS, STORED_FIELDS, STORED_MUSEUM_COUNTS } from '@/config/vocabulary';
import { storedPublishedState } from '@/features/tours/model/tour-dates';
import { today, type Day } from '@/lib/days';
import { cacheClear } from '@/lib/cache';
import { NotFoundError } from '@/lib/errors';
import { editStamp } from '@/lib/firebase/edit-stamp';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';

/**
 * The museum a stored tour counts in: its museum when it is published, none when a draft. A tour
 * is one of its museum's `publishedTours` exactly when this names that museum.
 */
export function countedIn(tour: DocumentData | undefined): string | null {
  const museumId: unknown = tour?.[STORED_FIELDS.museumId];
  return tour?.state === 'published' && typeof museumId === 'string' ? museumId : null;
}

/**
 * Writes a tour's stored fields `patch` and, in the same commit, what its museums keep of it:
 * - the count of published tours of the museum it leaves (one less) and of the one it joins
 *   (one more), as firestore.rules require: publishing, unpublishing, moving a published tour;
 *   a museum whose count is unknown (stored before the count, not migrated yet) keeps none;
 * - the days of a published exhibition, in its museum's `exhibitions`, which /museos reads.
 * A published tour is stored in the state its dates call for (published, or an exhibition's own),
 * so a form's save that gives a published tour dates, or takes them away, moves it between them.
 * A transaction: the tour and its museums are read first, so two admins changing tours of one
 * museum at once take turns and what the museums keep ends exact. Nothing is written when
 * nothing would change. The tour records who wrote it (editStamp); what the museums keep is not
 * an edit of theirs and does not.
 */
export async function writeTourCounted(
  tourId: string,
  patch: DocumentData,
  alongside?: Alongside,
): Promise<void> {
  const stamp = await editStamp();
  await runTransaction(db(), async (tx) => {
    const tourRef = doc(db(), COLLECTIONS.tours, tourId);
    const before = await tx.get(tourRef);
    if (!before.exists()) throw new NotFoundError(`${COLLECTIONS.tours}/${tourId}`);
    const data = before.data();
    const extra = await alongside?.(tx, data, stamp.updatedBy);
    const written = withPublishedState(data, { ...patch, ...extra?.patch });
    const after = { ...data, ...written };
    await moveMuseums(tx, tourId, {
      from: countedIn(data),
      to: countedIn(after),
      before: exhibitionIn(data),
      after: exhibitionIn(after),
    });
    tx.update(tourRef, { ...written, ...stamp });
    extra?.write?.();
  });
  cacheClear();
}

/**
 * What goes with a tour's write in its transaction (its trip to the trash and back): reads first,
 * given the tour as it is and the writer's uid; then more fields for the tour, and writes of its
 * own made after the transaction's reads.
 */
export type Alongside = (
  tx: Transaction,
  tour: DocumentData,
  uid: string,
) => Promise<{ patch?: DocumentData; write?: () => void }>;

const isStoredDay = (value: unknown): value is Day => typeof value === 'number';

/** Whether the stored tour (with a patch's sentinels for removed fields) has an exhibition's days. */
const hasDays = (tour: DocumentData) =>
  isStoredDay(tour[STORED_EXHIBITIONS.opensOn]) && isStoredDay(tour[STORED_EXHIBITIONS.closesOn]);

/** Whether a stored tour is published: permanent ('published') or an exhibition. */
export const isPublishedState = (state: unknown) =>
  state === 'published' || state === STORED_EXHIBITIONS.publishedState;

/** The patch, with the published state the tour's dates after it call for. */
function withPublishedState(tour: DocumentData, patch: DocumentData): DocumentData {
  const after = { ...tour, ...patch };
  if (!isPublishedState(after.state)) return patch;
  const state = storedPublishedState(hasDays(after));
  return state === tour.state && !('state' in patch) ? patch : { ...patch, state };
}

/** A published exhibition's museum and days, as its museum keeps them; none for any other tour. */
interface ExhibitionEntry {
  museumId: string;
  days: [Day, Day];
}

function exhibitionIn(tour: DocumentData): ExhibitionEntry | null {
  const museumId: unknown = tour[STORED_FIELDS.museumId];
  const opensOn: unknown = tour[STORED_EXHIBITIONS.opensOn];
  const closesOn: unknown = tour[STORED_EXHIBITIONS.closesOn];
  if (tour.state !== STORED_EXHIBITIONS.publishedState || typeof museumId !== 'string') return null;
  if (!isStoredDay(opensOn) || !isStoredDay(closesOn)) return null;
  return { museumId, days: [opensOn, closesOn] };
}

const sameEntry = (a: ExhibitionEntry | null, b: ExhibitionEntry | null) =>
  a?.museumId === b?.museumId && a?.days[0] === b?.days[0] && a?.days[1] === b?.days[1];

/** How a tour's write moves what its museums keep of it. */
interface MuseumMoves {
  /** The museum whose published tours it leaves and the one it joins (either may be none). */
  from: string | null;
  to: string | null;
  /** Its exhibition's entry before and after (either may be none). */
  before: ExhibitionEntry | null;
  after: ExhibitionEntry | null;
}

/**
 * In `tx`, one published tour less in museum `from` and one more in `to`, naming the tour the
 * change is about, and the tour's exhibition days out of the museum it was in and into the one
 * it is in; one write a museum. An entry is written with the museum's closed exhibitions left
 * out, so a museum keeps only what is still to be shown, however many it has had. Reads before
 * it writes, as a transaction must.
 */
export async function moveMuseums(
  tx: Transaction,
  tourId: string,
  { from, to, before, after }: MuseumMoves,
): Promise<void> {
  const counts = new Map<string, number>();
  if (from !== to) {
    if (from !== null) counts.set(from, -1);
    if (to !== null) counts.set(to, 1);
  }
  const entries = new Map<string, [Day, Day] | null>();
  if (!sameEntry(before, after)) {
    if (before) entries.set(before.museumId, null);
    if (after) entries.set(after.museumId, after.days);
  }
  const ids = [...new Set([...counts.keys(), ...entries.keys()])];
  const museums = await Promise.all(
    ids.map((museumId) => tx.get(doc(db(), COLLECTIONS.museums, museumId))),
  );
  const closedBefore = today();
  museums.forEach((museum, i) => {
    const museumId = ids[i];
    if (museumId === undefined || !museum.exists()) return;
    const update: DocumentData = {};
    const by = counts.get(museumId);
    if (by !== undefined && typeof museum.get(STORED_MUSEUM_COUNTS.publishedTours) === 'number') {
      update[STORED_MUSEUM_COUNTS.publishedTours] = increment(by);
      update[STORED_MUSEUM_COUNTS.countedTour] = tourId;
    }
    if (entries.has(museumId)) {
      const kept = museum.get(STORED_EXHIBITIONS.museumExhibitions) as
        Record<string, [Day, Day]> | undefined;
      const exhibitions = Object.fromEntries(
        Object.entries(kept ?? {}).filter(
          ([id, days]) => id !== tourId && Array.isArray(days) && days[1] >= closedBefore,
        ),
      );
      const days = entries.get(museumId);
      if (days && days[1] >= closedBefore) exhibitions[tourId] = days;
      update[STORED_EXHIBITIONS.museumExhibitions] = exhibitions;
    }
    if (Object.keys(update).length > 0) tx.update(museum.ref, update);
  });
}
