import type { ErrorCode } from '@/lib/error-codes';
import { fail, type Result } from '@/lib/result';

/** Keeps specific causes (offline, signed out, missing id); the rest gets the spec's message. */
export function orFail<T>(result: Result<T>, code: ErrorCode, detail: string): Result<T> {
  if (!result.isError) return result;
  return ['unknown', 'permissionDenied', 'notFound'].includes(result.error.code)
    ? fail(code, detail)
    : result;
}
