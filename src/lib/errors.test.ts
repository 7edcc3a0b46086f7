import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError, InputError, toErrorCode } from './errors';

/** Shaped like FirebaseError: an Error with a code. */
function firebaseError(code: string, message = 'x') {
  return Object.assign(new Error(message), { code });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toErrorCode', () => {
  it("maps Storage's errors the product names (401, 402, 403, 404)", () => {
    expect(toErrorCode(firebaseError('storage/unauthenticated'))).toBe('unauthenticated');
    expect(toErrorCode(firebaseError('storage/quota-exceeded'))).toBe('quotaExceeded');
    expect(toErrorCode(firebaseError('storage/unauthorized'))).toBe('permissionDenied');
    expect(toErrorCode(firebaseError('storage/object-not-found'))).toBe('notFound');
  });

  it('calls a request that never reached Firestore a connection problem, not "unknown"', () => {
    const lite = firebaseError('unknown', 'Request failed with error: Failed to fetch');
    expect(toErrorCode(lite)).toBe('network');
    expect(toErrorCode(firebaseError('unavailable'))).toBe('network');
    expect(toErrorCode(firebaseError('auth/network-request-failed'))).toBe('network');
  });

  it('says "network" for anything that fails while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(toErrorCode(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('keeps other failures apart', () => {
    expect(toErrorCode(firebaseError('permission-denied'))).toBe('permissionDenied');
    expect(toErrorCode(new DataError('tematics/x', 'bad'))).toBe('invalidData');
    expect(toErrorCode(new InputError('missingId', 'No tematic specified'))).toBe('missingId');
    expect(toErrorCode(firebaseError('unknown', 'Internal error'))).toBe('unknown');
  });
});
