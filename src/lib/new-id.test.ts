import { describe, expect, it } from 'vitest';
import { newRecordId } from './new-id';

describe('newRecordId', () => {
  it('gives 20 letters and digits, as Firestore ids are', () => {
    expect(newRecordId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });
  it('never gives the same id twice in ten thousand', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newRecordId()));
    expect(ids.size).toBe(10_000);
  });
});
