import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { STORED_FIELDS } from '@/config/vocabulary';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { TRASHED } from '@/features/cpanel/api/trash-store';
import type { Tour } from '@/features/tours/model/tour';

/** The tour's field that says its address is its museum's (the tour model's). */
const FOLLOWS: keyof Tour = 'addressFromMuseum';

/**
 * The museum's tours out of the trash (a tour in the trash stays as it went), and whether each
 * shows the museum's address. Read raw, without the converter: a tour stored in an older shape
 * must not keep its museum from being saved.
 */
export async function toursOfMuseum(
  museumId: string,
): Promise<{ id: string; followsAddress: boolean }[]> {
  const { docs } = await getDocs(
    query(
      collection(db(), COLLECTIONS.tours),
      where(STORED_FIELDS.museumId, '==', museumId),
      limit(10_000),
    ),
  );
  return docs
    .filter((tour) => tour.get('state') !== TRASHED)
    .map((tour) => ({ id: tour.id, followsAddress: tour.get(FOLLOWS) === true }));
}
