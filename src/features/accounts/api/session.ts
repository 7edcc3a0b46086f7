import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile as updateAuthProfile,
  type ActionCodeSettings,
} from 'firebase/auth';
import { cacheClear } from '@/lib/cache';
import { auth } from '@/lib/firebase/auth';
import { attempt } from '@/lib/errors';
import { fail, ok, type Result } from '@/lib/result';
import type { SessionUser } from '@/lib/session';
import { authErrorCode } from './auth-errors';
import type { MailContext } from './mail-context';

export type { MailContext };
import { loadRecord, rememberPending } from './user-record';
import { createUserRecord } from './users';

function mailSettings({ language, continueUrl }: MailContext): ActionCodeSettings {
  auth().languageCode = language;
  return { url: continueUrl };
}

/**
 * Calls back with the session whenever it changes: null when signed out. Waits
 * for Auth to restore a saved session first, so nothing flashes signed out. Follows the ID
 * token, not only sign-in and out: once a verified address is noticed (checkVerified) the new
 * token carries it to the rules and the session says so, without signing out.
 */
export async function observeSession(
  callback: (user: SessionUser | null, error?: Result<never>) => void,
): Promise<() => void> {
  const instance = auth();
  await instance.authStateReady();
  return onIdTokenChanged(instance, (user) => {
    if (!user) {
      callback(null);
      return;
    }
    // While the account is being deleted, its users record goes before the Auth account: a
    // token refreshed meanwhile (the password confirmed) must not "repair" it.
    if (leaving > 0) return;
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
let leaving = 0;

/**
 * Runs an account's deletion. Meanwhile the session stays as it is: it ends when the Auth account
 * is deleted (signed out), or, if the deletion stops half-way, goes on as before.
 */
export async function whileDeleting<T>(run: () => Promise<T>): Promise<T> {
  leaving += 1;
  try {
    return await run();
  } finally {
    leaving -= 1;
  }
}

/**
 * Creates the account, then its users record (never admin: the rules refuse it), then asks for
 * the verification mail. A mail that could not be asked for is not a failed registration: the
 * notice offers to send it again.
 */
export function join(input: JoinInput, mail: MailContext): Promise<Result<void>> {
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
    await sendEmailVerification(credential.user, mailSettings(mail)).catch(() => undefined);
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
export async function sendReset(email: string, mail: MailContext): Promise<Result<void>> {
  const result = await attempt(
    () => sendPasswordResetEmail(auth(), email.trim(), mailSettings(mail)),
    authErrorCode,
  );
  if (!result.isError || ['badCredentials', 'unknown'].includes(result.error.code))
    return ok(undefined);
  return result;
}

/** Signs out and forgets what this device cached while signed in. */
export async function signOutUser() {
  cacheClear();
  await signOut(auth());
}

/** Sends the verification mail again, to the signed-in account. */
export const resendVerification = (mail: MailContext): Promise<Result<void>> =>
  attempt(async () => {
    const user = auth().currentUser;
    if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/no-current-user' });
    await sendEmailVerification(user, mailSettings(mail));
  }, authErrorCode);

/**
 * Whether the signed-in account's address has been verified since it signed in (the link
 * opened on this phone or another). When it has, a fresh ID token carries it to the rules and
 * the session observer hears of it: comments and admin power open without signing out.
 */
export async function checkVerified(): Promise<boolean> {
  const user = auth().currentUser;
  if (!user) return false;
  if (user.emailVerified) return true;
  try {
    await user.reload();
  } catch {
    return false; // offline: asked again later
  }
  // reload() refreshed the account's fields in place; TypeScript still holds the earlier read.
  if (!(user as { emailVerified: boolean }).emailVerified) return false;
  await user.getIdToken(true).catch(() => undefined);
  return true;
}
