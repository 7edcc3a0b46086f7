import {
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  updateProfile as updateAuthProfile,
} from 'firebase/auth';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { attempt, InputError } from '@/lib/errors';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import type { Result } from '@/lib/result';
import { authErrorCode } from './auth-errors';

/** The signed-in account, or a "signed out" failure. */
function signedInAccount() {
  const user = auth().currentUser;
  if (!user?.email) throw Object.assign(new Error('signed out'), { code: 'auth/no-current-user' });
  return { user, email: user.email };
}

/**
 * Proves the person at the phone knows the password, now: Auth asks for a recent sign-in before a
 * password change or an account's deletion, and a phone left signed in must not be enough.
 */
export const confirmPassword = (password: string): Promise<Result<void>> =>
  attempt(async () => {
    const { user, email } = signedInAccount();
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));
  }, authErrorCode);

/** Changes the password, asking for the current one first. */
export const changePassword = (current: string, next: string): Promise<Result<void>> =>
  attempt(async () => {
    const { user, email } = signedInAccount();
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, current));
    await updatePassword(user, next);
  }, authErrorCode);

/**
 * Deletes the account's users record. The rules allow its owner this, unless they are an admin:
 * another admin takes the flag first, so the last admin never deletes theirs.
 */
export const deleteMyProfile = (uid: string): Promise<Result<void>> =>
  attempt(async () => {
    if (!uid) throw new InputError('notSignedIn', 'No logged in user to perform this action');
    await deleteDoc(doc(db(), COLLECTIONS.users, uid));
  });

/** Deletes the Auth account itself, the last step of an account's deletion; signs out. */
export const deleteMyAuthAccount = (): Promise<Result<void>> =>
  attempt(async () => {
    await deleteUser(signedInAccount().user);
  }, authErrorCode);

/** When Auth created the account and last signed it in (epoch ms), for the person's data. */
export function accountDates(): { createdAt: number | null; lastSignInAt: number | null } {
  const metadata = auth().currentUser?.metadata;
  const millis = (text: string | undefined) => (text ? Date.parse(text) : null);
  return {
    createdAt: millis(metadata?.creationTime),
    lastSignInAt: millis(metadata?.lastSignInTime),
  };
}

/**
 * After a change of name: Auth's own copy of it (its display name, set at registration) follows,
 * and a fresh token makes the session observer read the users record anew, so the header and
 * every page show the new name.
 */
export async function renamedTo(name: string, surname: string): Promise<void> {
  const user = auth().currentUser;
  if (!user) return;
  await updateAuthProfile(user, { displayName: `${name} ${surname}` }).catch(() => undefined);
  // Offline, the header catches up at the next token (within the hour, or the next visit).
  await user.getIdToken(true).catch(() => undefined);
}
