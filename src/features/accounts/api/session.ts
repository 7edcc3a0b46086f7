import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile as updateAuthProfile,
} from 'firebase/auth';
import { cacheClear } from '@/lib/cache';
import { auth } from '@/lib/firebase/auth';
import { attempt } from '@/lib/errors';
import { fail, ok, type Result } from '@/lib/result';
import type { SessionUser } from '@/lib/session';
import { authErrorCode } from './auth-errors';
import { loadRecord, rememberPending } from './user-record';
import { createUserRecord } from './users';

/**
 * Calls back with the session whenever it changes: null when signed out. Waits
 * for Auth to restore a saved session first, so nothing flashes signed out.
 */
export async function observeSession(
  callback: (user: SessionUser | null, error?: Result<never>) => void,
): Promise<() => void> {
  const instance = auth();
  await instance.authStateReady();
  return onAuthStateChanged(instance, (user) => {
    if (!user) {
      callback(null);
      return;
    }
    // A registration in progress writes the record itself: wait for it, or the
    // observer would "repair" the record first, without the names typed.
    void (joining ?? Promise.resolve())
      .then(() => loadRecord(user))
      .then((result) => {
        if (result.isError) callback(null, fail(result.error.code, result.error.detail));
        else callback(result.data);
      });
  });
}

export const signIn = (email: string, password: string): Promise<Result<void>> =>
  attempt(async () => {
    await signInWithEmailAndPassword(auth(), email.trim(), password);
  }, authErrorCode);

export interface JoinInput {
  name: string;
  lastName: string;
  email: string;
  password: string;
}

let joining: Promise<unknown> | null = null;

/** Creates the account, then its users record (never admin: the rules refuse it). */
export function join(input: JoinInput): Promise<Result<void>> {
  const run = attempt(async () => {
    const credential = await createUserWithEmailAndPassword(
      auth(),
      input.email.trim(),
      input.password,
    );
    const profile = { name: input.name.trim(), surname: input.lastName.trim() };
    rememberPending(credential.user.uid, profile);
    await updateAuthProfile(credential.user, { displayName: `${profile.name} ${profile.surname}` });
    // If this second step fails, the next sign-in repairs it (loadRecord).
    await createUserRecord({
      uid: credential.user.uid,
      email: credential.user.email ?? '',
      ...profile,
    });
  }, authErrorCode);
  joining = run.finally(() => {
    joining = null;
  });
  return run;
}

/**
 * Sends the reset mail. An unknown address is reported as sent too: the screen
 * must not reveal whether an account exists.
 */
export async function sendReset(email: string): Promise<Result<void>> {
  const result = await attempt(() => sendPasswordResetEmail(auth(), email.trim()), authErrorCode);
  if (!result.isError || ['badCredentials', 'unknown'].includes(result.error.code))
    return ok(undefined);
  return result;
}

/** Signs out and forgets what this device cached while signed in. */
export async function signOutUser() {
  cacheClear();
  await signOut(auth());
}
