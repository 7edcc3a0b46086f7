// In a module of its own, below both errors.ts and result.ts, which each need the codes: the
// result shape names them, and the errors map thrown things onto them.

/**
 * One closed set of error codes; the UI shows t(`errors.${code}`).
 * The spec's error messages map onto them, e.g. 'Not found' -> notFound,
 * 'No logged in user to perform this action' -> notSignedIn.
 */
export const ERROR_CODES = [
  'missingId',
  'notFound',
  'notSignedIn',
  'likeFailed',
  'unlikeFailed',
  'publishFailed',
  'unpublishFailed',
  'emptyComment',
  'commentTooSoon',
  'alreadyReported',
  'emailNotVerified',
  'insufficientData',
  'invalidData',
  'permissionDenied',
  'unauthenticated',
  'quotaExceeded',
  'network',
  'canceled',
  'fileType',
  'fileTooLarge',
  'imageUnreadable',
  'tourFull',
  // A new museum's or tour's readable address was taken by another record as it was saved.
  'addressTaken',
  // Restoring from the trash: what held it was deleted for good, or is in the trash itself.
  'parentGone',
  'parentInTrash',
  // What an account call answers (the account screens word each with a message of their own).
  'badCredentials',
  'emailInUse',
  'invalidEmail',
  'weakPassword',
  'tooManyRequests',
  'unknown',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
