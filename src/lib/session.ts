import { createContext, useContext } from 'react';

/** The signed-in person: the Auth account merged with their users/{uid} record. */
export interface SessionUser {
  uid: string;
  email: string;
  /** The address has been proven theirs; comments and admin power need it. */
  emailVerified: boolean;
  name: string;
  surname: string;
  isAdmin: boolean;
}

/** Remembered on the device so the header can show who is signed in before Auth has loaded. */
export interface SessionHint {
  name: string;
  isAdmin: boolean;
}

/** Loading, logged out, logged in. Guards decide only after loading, or they would send a signed-in user away. */
export type Session =
  | { status: 'loading'; hint: SessionHint | null }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser };

export interface SessionApi {
  session: Session;
  /** Whether Auth has answered yet: before, 'signedOut' only means "no hint on this device". */
  known: boolean;
  /** Loads Auth now (it otherwise loads only for someone with a hint): sign-in, guards. */
  requireAuth: () => void;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionApi>({
  session: { status: 'loading', hint: null },
  known: false,
  requireAuth: () => undefined,
  signOut: () => Promise.resolve(),
});

export function useSession(): SessionApi {
  return useContext(SessionContext);
}

export function currentUser(session: Session): SessionUser | null {
  return session.status === 'signedIn' ? session.user : null;
}

/** The hint's localStorage key (listed in src/lib/local-stores.ts). */
export const HINT_KEY = 'sessionHint';

export function readHint(): SessionHint | null {
  try {
    const raw = localStorage.getItem(HINT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof Reflect.get(value, 'name') === 'string' &&
      typeof Reflect.get(value, 'isAdmin') === 'boolean'
    ) {
      return value as SessionHint;
    }
  } catch {
    // unreadable: as if absent
  }
  return null;
}

export function writeHint(hint: SessionHint | null) {
  try {
    if (hint) localStorage.setItem(HINT_KEY, JSON.stringify(hint));
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // the hint is a nicety
  }
}
