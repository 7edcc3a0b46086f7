import { doc } from 'firebase/firestore/lite';
import { STORED_FIELDS } from '@/config/vocabulary';
import { attempt, InputError } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { writeTourCounted } from './published-count';
import { nameOf, TRASHED, trashRef, writeEntry } from '@/features/cpanel/api/trash-store';
import type { Result } from '@/lib/result';

/*
 * A tour's trip to the trash and back (src/features/cpanel/api/trash-store.ts says what the trash is). Going,
 * it turns 'trashed' in one write, whatever it holds, and leaves its museum's count of published
 * tours in the same commit if it was published; coming back it is a draft, so an admin looks at
 * it again before visitors do, and takes its museum's name as it is now.
 */

/** Moves tour `id` to the trash; `within` names the museum it goes with, if it does. */
export function trashTourNow(id: string, within?: string): Promise<void> {
  return writeTourCounted(id, { state: TRASHED }, (tx, tour, uid) => {
    if (tour.state === TRASHED) throw new InputError('notFound', `${COLLECTIONS.tours}/${id}`);
    const museumId = tour[STORED_FIELDS.museumId] as unknown;
    return Promise.resolve({
      write: () =>
        writeEntry(
          tx,
          'tour',
          id,
          {
            name: nameOf(tour.name),
            parent: typeof museumId === 'string' ? museumId : undefined,
            parentName: nameOf(tour.museum),
            within,
          },
          uid,
        ),
    });
  });
}

export const trashTour = (id: string): Promise<Result<void>> => attempt(() => trashTourNow(id));

/**
 * Brings tour `id` back from the trash as a draft. Its museum must be there: one in the trash
 * comes back first (and brings the tours that went with it); one deleted for ever took the tour.
 */
export function restoreTourNow(id: string): Promise<void> {
  return writeTourCounted(id, { state: 'draft' }, async (tx, tour) => {
    if (tour.state !== TRASHED) throw new InputError('notFound', `${COLLECTIONS.trash}/tour_${id}`);
    const museumId = String(tour[STORED_FIELDS.museumId]);
    const museum = await tx.get(doc(db(), COLLECTIONS.museums, museumId));
    if (!museum.exists()) {
      const trashed = await tx.get(trashRef('museum', museumId));
      throw new InputError(trashed.exists() ? 'parentInTrash' : 'parentGone', museumId);
    }
    const name = nameOf(museum.get('name'));
    return {
      ...(name && { patch: { museum: name } }),
      write: () => tx.delete(trashRef('tour', id)),
    };
  });
}
