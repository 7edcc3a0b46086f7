import type { ErrorCode } from './error-codes';

/** The result shape the spec gives every service call: isError plus error. */
export type Result<T> = { isError: false; data: T } | { isError: true; error: AppError };

export interface AppError {
  code: ErrorCode;
  /** Technical detail for logs and tests; never shown to visitors. */
  detail?: string;
}

export const ok = <T>(data: T): Result<T> => ({ isError: false, data });
export const fail = <T = never>(code: ErrorCode, detail?: string): Result<T> => ({
  isError: true,
  error: detail === undefined ? { code } : { code, detail },
});
