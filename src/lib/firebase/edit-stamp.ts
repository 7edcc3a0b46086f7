import { serverTimestamp, type FieldValue } from 'firebase/firestore/lite';
import { InputError } from '@/lib/errors';

/**
 * What every admin write of a museum, tour or work carries: when (the server's clock) and who
 * (the writer's uid). firestore.rules refuse such a write whose `updatedBy` is not the writer's
 * own, so a record always says who changed it last.
 */
export interface EditStamp {
  updatedAt: FieldValue;
  updatedBy: string;
}

/**
 * The signed-in account's stamp. Auth is loaded here, by the write that needs it, not by this
 * module's importers: the public pages read through the same repositories and never load Auth
 * (docs/adr/0002-firestore-lite-and-lazy-firebase.md); in the back-office it is loaded already.
 */
export async function editStamp(): Promise<EditStamp> {
  const { auth } = await import('./auth');
  const uid = auth().currentUser?.uid;
  if (!uid) throw new InputError('notSignedIn', 'No logged in user to perform this action');
  return { updatedAt: serverTimestamp(), updatedBy: uid };
}
