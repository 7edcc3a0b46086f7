import type { ErrorCode } from '@/lib/error-codes';

/** The codes an account call answers with: the account screens word each one their own way. */
export type AccountErrorCode = Extract<
  ErrorCode,
  | 'badCredentials'
  | 'emailInUse'
  | 'invalidEmail'
  | 'weakPassword'
  | 'tooManyRequests'
  | 'network'
  | 'unknown'
>;

/** Names an Auth failure by what the account screens tell apart. */
export function authErrorCode(error: unknown): AccountErrorCode {
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

const ACCOUNT_CODES: readonly ErrorCode[] = [
  'badCredentials',
  'emailInUse',
  'invalidEmail',
  'weakPassword',
  'tooManyRequests',
  'network',
  'unknown',
] satisfies AccountErrorCode[];

const isAccountCode = (code: ErrorCode): code is AccountErrorCode => ACCOUNT_CODES.includes(code);

/** The account code a result's code stands for: an account call answers no other. */
export const accountCode = (code: ErrorCode): AccountErrorCode =>
  isAccountCode(code) ? code : 'unknown';
