import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile as updateAuthProfile,
  type User,
} from 'firebase/auth';
import { cacheClear } from '@/lib/cache';
import { auth } from '@/lib/firebase/auth';
import { fail, ok, type Result } from '@/lib/result';
import type { SessionUser } from '@/lib/session';
import { createUserRecord, getUserRecord } from './users';

/** Auth failures the account screens tell apart (each has its own translated message). */
export type AuthErrorCode =
  | 'badCredentials'
  | 'emailInUse'
  | 'invalidEmail'
  | 'weakPassword'
  | 'tooManyRequests'
  | 'network'
  | 'unknown';

function authError(error: unknown): AuthErrorCode {
  const code =
    typeof error === 'object' && error !== null ? String(Reflect.get(error, 'code')) : '';
  switch (code) {
    // The same message for an unknown e-mail and a wrong password (no account enumeration).
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/user-not-found':
    case 'auth/wrong-password':
    case 'auth/user-disabled':
      return 'badCredentials';
    case 'auth/email-already-in-use':
      return 'emailInUse';
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'invalidEmail';
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return 'weakPassword';
    case 'auth/too-many-requests':
      return 'tooManyRequests';
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return 'network';
    default:
      return 'unknown';
  }
}

export type AuthResult<T = void> = { ok: true; data: T } | { ok: false; code: AuthErrorCode };

async function guard<T>(run: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    return { ok: false, code: authError(error) };
  }
}

const PENDING_KEY = 'pendingProfile';

/** The profile typed at registration, kept until the users record exists (see repairRecord). */
function rememberPending(uid: string, profile: { name: string; surname: string }) {
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify({ uid, ...profile }));
  } catch {
    // without it, the repair falls back on the Auth display name
  }
}

function pendingProfile(user: User): { name: string; surname: string } {
  try {
    const raw = localStorage.getItem(PENDING_KEY);
    const value = raw ? (JSON.parse(raw) as { uid?: string; name?: string; surname?: string }) : {};
    if (value.uid === user.uid && value.name && value.surname) {
      return { name: value.name, surname: value.surname };
    }
  } catch {
    // fall through
  }
  const [name = '', ...rest] = (user.displayName ?? user.email ?? '').trim().split(/\s+/);
  return { name: name || '—', surname: rest.join(' ') || '—' };
}

/** Reads users/{uid}; if registration's second step never happened, creates it now. */
async function loadRecord(user: User): Promise<Result<SessionUser>> {
  let record = await getUserRecord(user.uid);
  if (record.isError && record.error.code === 'notFound') {
    const created = await createUserRecord({
      uid: user.uid,
      email: user.email ?? '',
      ...pendingProfile(user),
    });
    if (created.isError) return created;
    record = await getUserRecord(user.uid);
  }
  if (record.isError) return record;
  try {
    localStorage.removeItem(PENDING_KEY);
  } catch {
    // harmless
  }
  const { name, surname, isAdmin } = record.data;
  return ok({ uid: user.uid, email: user.email ?? record.data.email, name, surname, isAdmin });
}

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

export const signIn = (email: string, password: string) =>
  guard(async () => {
    await signInWithEmailAndPassword(auth(), email.trim(), password);
  });

export interface JoinInput {
  name: string;
  lastName: string;
  email: string;
  password: string;
}

let joining: Promise<unknown> | null = null;

/** Creates the account, then its users record (never admin: the rules refuse it). */
export function join(input: JoinInput) {
  const run = guard(async () => {
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
  });
  joining = run.finally(() => {
    joining = null;
  });
  return run;
}

/**
 * Sends the reset mail. An unknown address is reported as sent too: the screen
 * must not reveal whether an account exists.
 */
export async function sendReset(email: string): Promise<AuthResult> {
  const result = await guard(() => sendPasswordResetEmail(auth(), email.trim()));
  if (result.ok || result.code === 'badCredentials' || result.code === 'unknown')
    return { ok: true, data: undefined };
  return result;
}

/** Signs out and forgets what this device cached while signed in. */
export async function signOutUser() {
  cacheClear();
  await signOut(auth());
}
