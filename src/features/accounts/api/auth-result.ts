// What the account calls answer: a closed set of codes the account screens word, one each.
/** Auth failures the account screens tell apart (each has its own translated message). */
export type AuthErrorCode =
  | 'badCredentials'
  | 'emailInUse'
  | 'invalidEmail'
  | 'weakPassword'
  | 'tooManyRequests'
  | 'network'
  | 'unknown';

export function authError(error: unknown): AuthErrorCode {
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

export async function guard<T>(run: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    return { ok: false, code: authError(error) };
  }
}
