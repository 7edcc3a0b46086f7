import type { User } from 'firebase/auth';
import { ok, type Result } from '@/lib/result';
import type { SessionUser } from '@/lib/session';
import { createUserRecord, getUserRecord } from './users';

const PENDING_KEY = 'pendingProfile';

/** The profile typed at registration, kept until the users record exists (see repairRecord). */
export function rememberPending(uid: string, profile: { name: string; surname: string }) {
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
export async function loadRecord(user: User): Promise<Result<SessionUser>> {
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
  return ok({
    uid: user.uid,
    email: user.email ?? record.data.email,
    emailVerified: user.emailVerified,
    name,
    surname,
    isAdmin,
  });
}
