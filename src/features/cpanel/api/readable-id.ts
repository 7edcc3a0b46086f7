import { doc, getDoc } from 'firebase/firestore/lite';
import { attempt, InputError } from '@/lib/errors';
import { editStamp } from '@/lib/firebase/edit-stamp';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import type { Result } from '@/lib/result';
import { slugCandidate, slugOf } from '@/lib/slug';
import { trashRef } from './trash-store';

/*
 * A new museum's or tour's id is made from its title (src/lib/slug.ts) when it is first saved:
 * it is its address, and its files' folder in Storage ({id}/mainImg.webp). So an id is free only
 * when no museum, tour or work holds it, in its collection or in the trash (a museum or a work
 * there comes back under its id), whatever the kind: a tour named like a museum would otherwise
 * write its picture over the museum's. Firestore itself refuses a create over a museum or tour
 * that exists (firestore.rules: createdAt never moves).
 */

/** How many "-2", "-3"… are tried before giving up (the same title saved this often is a mistake). */
const TRIES = 200;

async function isTaken(id: string): Promise<boolean> {
  const refs = [
    doc(db(), COLLECTIONS.tours, id),
    doc(db(), COLLECTIONS.museums, id),
    doc(db(), COLLECTIONS.works, id),
    trashRef('museum', id),
    trashRef('work', id),
  ];
  const found = await Promise.all(refs.map((ref) => getDoc(ref)));
  return found.some((snapshot) => snapshot.exists());
}

/**
 * The first free address made from `title`: its slug, else "-2", "-3"…; `fallback` ("museo",
 * "recorrido") when the title keeps no letter or digit.
 */
export const freeReadableId = (title: string, fallback: string): Promise<Result<string>> =>
  attempt(async () => {
    const slug = slugOf(title) || fallback;
    for (let n = 1; n <= TRIES; n += 1) {
      const id = slugCandidate(slug, n);
      if (!(await isTaken(id))) return id;
    }
    throw new InputError('addressTaken', `No free address for ${slug}`);
  });

/**
 * Reads a record a form saves again under the id it chose (a retry, a draft after a reload): an
 * earlier run of the same admin's made it, and it is edited; one last changed by someone else
 * took the address meanwhile, and is never written over.
 */
export async function ownRecord(read: () => Promise<{ updatedBy?: string }>): Promise<unknown> {
  const record = await read();
  const { updatedBy } = await editStamp();
  if (record.updatedBy !== undefined && record.updatedBy !== updatedBy)
    throw new InputError('addressTaken', 'The address was taken by another record');
  return record;
}
