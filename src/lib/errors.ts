import type { ErrorCode } from './error-codes';
import { fail, type Result } from './result';

/** A stored document that does not match its schema. Names the document's path. */
export class DataError extends Error {
  override name = 'DataError';
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Invalid document at ${path}: ${issues}`);
  }
}

/** A document or file that does not exist (spec: 'Not found'). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly code = 'not-found';
  constructor(readonly path: string) {
    super(`Not found: ${path}`);
  }
}

/** A call made without what it needs (spec: 'No exposition specified', 'Insufficient data'...). */
export class InputError extends Error {
  override name = 'InputError';
  constructor(
    readonly errorCode: ErrorCode,
    detail: string,
  ) {
    super(detail);
  }
}

function firebaseCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Maps anything thrown by Firebase (or our converters) to an error code. */
export function toErrorCode(error: unknown): ErrorCode {
  if (error instanceof DataError) return 'invalidData';
  if (error instanceof InputError) return error.errorCode;
  const code = firebaseCode(error) ?? '';
  if (code.endsWith('permission-denied') || code === 'storage/unauthorized')
    return 'permissionDenied';
  if (code.endsWith('unauthenticated')) return 'unauthenticated';
  if (code.endsWith('not-found') || code === 'storage/object-not-found') return 'notFound';
  if (code === 'storage/quota-exceeded' || code.endsWith('resource-exhausted'))
    return 'quotaExceeded';
  if (code === 'storage/canceled') return 'canceled';
  if (code.endsWith('unavailable') || code === 'auth/network-request-failed') return 'network';
  if (code.endsWith('deadline-exceeded') || code === 'storage/retry-limit-exceeded')
    return 'network';
  // Firestore Lite reports a request that never reached the server (fetch threw) as
  // 'unknown' with this message; so it is the connection, not the server.
  if (
    code === 'unknown' &&
    error instanceof Error &&
    error.message.startsWith('Request failed with error:')
  )
    return 'network';
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'network';
  return 'unknown';
}

/**
 * Runs a service call and turns a throw into the spec's result shape; `codeOf` names what was
 * thrown (the account calls name Auth's failures their own way).
 */
export async function attempt<T>(
  run: () => Promise<T>,
  codeOf: (error: unknown) => ErrorCode = toErrorCode,
): Promise<Result<T>> {
  try {
    return { isError: false, data: await run() };
  } catch (error) {
    return fail(codeOf(error), error instanceof Error ? error.message : String(error));
  }
}
