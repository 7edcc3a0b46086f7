import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DataError } from '@/lib/errors';
import { decodeDocument } from './rest';
import { storedModel } from './stored-model';

const model = storedModel({ title: z.string() });
const at = (millis: number) => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: (millis % 1000) * 1e6,
  toMillis: () => millis,
});
const CHANGED = Date.UTC(2026, 10, 20, 10, 0, 0);
const read = (data: object) => model.converter.fromData('tematics/m', 'm', data);

describe('who last changed a record, and when', () => {
  it('reads the admin who wrote it last and when, in milliseconds', () => {
    const record = read({ title: 'A', createdAt: at(0), updatedAt: at(CHANGED), updatedBy: 'u1' });
    expect(record).toEqual({ id: 'm', title: 'A', updatedAt: CHANGED, updatedBy: 'u1' });
  });

  it('reads a record stored before it was recorded: neither, or a time without a writer', () => {
    expect(read({ title: 'A' })).toEqual({ id: 'm', title: 'A' });
    expect(read({ title: 'A', updatedAt: at(CHANGED) })).toEqual({
      id: 'm',
      title: 'A',
      updatedAt: CHANGED,
    });
  });

  it.each([
    ['a number', 7],
    ['empty', ''],
    ['a path', 'users/u1'],
  ])('refuses a writer that is %s, naming the field', (_, updatedBy) => {
    expect(() => read({ title: 'A', updatedBy })).toThrow(DataError);
    expect(() => read({ title: 'A', updatedBy })).toThrow(/updatedBy/);
  });

  it('keeps both through the device’s cache (JSON) and reads them back', () => {
    const record = read({ title: 'A', updatedAt: at(CHANGED), updatedBy: 'u1' });
    expect(model.schema.parse(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('reads them from the boot script’s REST answer as from the SDK', () => {
    const { id, data } = decodeDocument({
      name: 'projects/demo/databases/(default)/documents/tematics/m',
      fields: {
        title: { stringValue: 'A' },
        updatedAt: { timestampValue: '2026-11-20T10:00:00.000000Z' },
        updatedBy: { stringValue: 'u1' },
      },
    });
    expect(model.converter.fromData(`tematics/${id}`, id, data)).toEqual({
      id: 'm',
      title: 'A',
      updatedAt: CHANGED,
      updatedBy: 'u1',
    });
  });
});
