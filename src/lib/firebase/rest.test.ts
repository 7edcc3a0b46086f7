import { describe, expect, it } from 'vitest';
import { decodeDocument, decodeValue, documentsOf, documentsUrl, runQueryBody } from './rest';

const doc = (name: string, fields = {}) => ({
  name: `projects/p/databases/(default)/documents/${name}`,
  fields,
});

describe('reading Firestore REST answers', () => {
  it('decodes every kind of value as the SDK would give it', () => {
    expect(
      decodeValue({
        mapValue: {
          fields: {
            text: { stringValue: 'Sala 20' },
            yes: { booleanValue: true },
            count: { integerValue: '42' },
            ratio: { doubleValue: 0.5 },
            nothing: { nullValue: null },
            list: { arrayValue: { values: [{ stringValue: 'u1' }, { integerValue: '2' }] } },
            empty: { arrayValue: {} },
            nested: { mapValue: { fields: { es: { stringValue: 'obra' } } } },
            ref: { referenceValue: 'projects/p/databases/(default)/documents/obras/w1' },
          },
        },
      }),
    ).toEqual({
      text: 'Sala 20',
      yes: true,
      count: 42,
      ratio: 0.5,
      nothing: null,
      list: ['u1', 2],
      empty: [],
      nested: { es: 'obra' },
      ref: 'obras/w1',
    });
  });

  it('keeps a timestamp to the microsecond, as comment cursors need', () => {
    const value = decodeValue({ timestampValue: '2026-11-20T10:00:00.123456Z' }) as {
      seconds: number;
      nanoseconds: number;
      toMillis(): number;
    };
    expect(value.seconds).toBe(Date.UTC(2026, 10, 20, 10) / 1000);
    expect(value.nanoseconds).toBe(123_456_000);
    expect(value.toMillis()).toBe(Date.UTC(2026, 10, 20, 10) + 123);
    const whole = decodeValue({ timestampValue: '2026-11-20T10:00:00Z' }) as {
      nanoseconds: number;
    };
    expect(whole.nanoseconds).toBe(0);
  });

  it('names a document by the last segment of its path, decoded', () => {
    expect(
      decodeDocument(doc('exposition/tour%20one', { state: { stringValue: 'published' } })),
    ).toEqual({ id: 'tour one', data: { state: 'published' } });
    expect(decodeDocument(doc('exposition/empty'))).toEqual({ id: 'empty', data: {} });
  });

  it('finds the documents of a GET, a query and a list, in order', () => {
    const a = doc('obras/a');
    const b = doc('obras/b');
    expect(documentsOf(a)).toEqual([a]);
    // A query with no result answers one entry with only a read time.
    expect(documentsOf([{ document: a }, { document: b }])).toEqual([a, b]);
    expect(documentsOf([{}])).toEqual([]);
    expect(documentsOf({ documents: [b, a] })).toEqual([b, a]);
    expect(documentsOf({})).toEqual([]);
  });
});

interface Body {
  structuredQuery: {
    where?: { compositeFilter: { op: string; filters: unknown[] } };
    orderBy?: unknown;
  };
}

describe('writing Firestore REST queries', () => {
  it('writes one filter as a field filter, several as an AND, none as no filter', () => {
    const one: unknown = JSON.parse(
      runQueryBody({
        collection: 'obras',
        where: [['expositionId', 't1']],
        orderBy: [['order', 'ASCENDING']],
        limit: 1000,
      }),
    );
    expect(one).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'obras' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'expositionId' },
            op: 'EQUAL',
            value: { stringValue: 't1' },
          },
        },
        orderBy: [{ field: { fieldPath: 'order' }, direction: 'ASCENDING' }],
        limit: 1000,
      },
    });
    const two = JSON.parse(
      runQueryBody({
        collection: 'exposition',
        where: [
          ['tematicId', 'm1'],
          ['state', 'published'],
        ],
        limit: 5,
      }),
    ) as Body;
    expect(two.structuredQuery.where?.compositeFilter.op).toBe('AND');
    expect(two.structuredQuery.where?.compositeFilter.filters).toHaveLength(2);
    expect(two.structuredQuery.orderBy).toBeUndefined();
    const none = JSON.parse(runQueryBody({ collection: 'tematics', where: [], limit: 5 })) as Body;
    expect(none.structuredQuery).toEqual({ from: [{ collectionId: 'tematics' }], limit: 5 });
  });

  it('addresses the default database of the project', () => {
    expect(documentsUrl('http://127.0.0.1:8080', 'demo-museo-guia')).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-museo-guia/databases/(default)/documents',
    );
  });
});
