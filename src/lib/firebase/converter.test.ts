import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DataError } from '@/lib/errors';
import { validatingConverter } from './converter';
import { storedNames } from './stored-fields';

const snapshot = (data: unknown) =>
  ({ id: 'w1', data: () => data, ref: { path: 'obras/w1' } }) as unknown as QueryDocumentSnapshot;

/** A work's reference to its tour, as the documents store it (src/config/vocabulary.ts). */
const STORED = '{"expositionId":"t1","order":2}';

describe('validatingConverter with stored field names', () => {
  const schema = z.object({ tourId: z.string(), order: z.number() });
  const converter = validatingConverter(
    schema,
    (id, data) => ({ id, ...data }),
    storedNames('tourId'),
  );

  it('reads stored fields under the model names, and writes them back as stored', () => {
    const model = converter.fromFirestore(snapshot(JSON.parse(STORED)));
    expect(model).toEqual({ id: 'w1', tourId: 't1', order: 2 });
    const { id: _id, ...fields } = model;
    expect(converter.toStored(fields)).toEqual(JSON.parse(STORED));
  });

  it('names the stored field when a document is bad', () => {
    const bad = snapshot({ ...(JSON.parse(STORED) as object), order: 'x', tourId: 3 });
    expect(() => converter.fromFirestore(bad)).toThrow(DataError);
    expect(() => converter.fromFirestore(bad)).toThrow(/expositionId: /);
  });
});
