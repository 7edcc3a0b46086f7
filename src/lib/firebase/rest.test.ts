import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type QueryDef } from './query-def';
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
    startAt?: unknown;
  };
}

const body = (query: QueryDef) => JSON.parse(runQueryBody(query, 'p')) as Body;

describe('writing Firestore REST queries', () => {
  it('writes one filter as a field filter, several as an AND, none as no filter', () => {
    const one: unknown = JSON.parse(
      runQueryBody(
        {
          collection: 'obras',
          where: [['expositionId', '==', 't1']],
          orderBy: [['order', 'asc']],
          limit: 1000,
        },
        'p',
      ),
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
    const two = body({
      collection: 'exposition',
      where: [
        ['tematicId', '==', 'm1'],
        ['state', '==', 'published'],
      ],
      limit: 5,
    });
    expect(two.structuredQuery.where?.compositeFilter.op).toBe('AND');
    expect(two.structuredQuery.where?.compositeFilter.filters).toHaveLength(2);
    expect(two.structuredQuery.orderBy).toBeUndefined();
    expect(body({ collection: 'tematics', limit: 5 }).structuredQuery).toEqual({
      from: [{ collectionId: 'tematics' }],
      limit: 5,
    });
  });

  it('writes ranges, lists, numbers, nulls and times as Firestore compares them', () => {
    const { where } = body({
      collection: 'exposition',
      where: [
        ['closes', '>=', '2026-03-15'],
        ['likeCount', '<', 3],
        ['ratio', '>', 0.5],
        ['state', 'in', ['draft', 'published']],
        ['gone', '==', null],
        ['at', '<=', { seconds: 1_800_000_000, nanoseconds: 123_456_000 }],
        ['tags', 'array-contains', 'x'],
        ['state', 'not-in', ['trashed']],
        ['likeCount', '!=', 0],
      ],
      limit: 5,
    }).structuredQuery;
    expect(where?.compositeFilter.filters).toEqual(
      [
        ['closes', 'GREATER_THAN_OR_EQUAL', { stringValue: '2026-03-15' }],
        ['likeCount', 'LESS_THAN', { integerValue: '3' }],
        ['ratio', 'GREATER_THAN', { doubleValue: 0.5 }],
        [
          'state',
          'IN',
          { arrayValue: { values: [{ stringValue: 'draft' }, { stringValue: 'published' }] } },
        ],
        ['gone', 'EQUAL', { nullValue: null }],
        ['at', 'LESS_THAN_OR_EQUAL', { timestampValue: '2027-01-15T08:00:00.123456000Z' }],
        ['tags', 'ARRAY_CONTAINS', { stringValue: 'x' }],
        ['state', 'NOT_IN', { arrayValue: { values: [{ stringValue: 'trashed' }] } }],
        ['likeCount', 'NOT_EQUAL', { integerValue: '0' }],
      ].map(([field, op, value]) => ({ fieldFilter: { field: { fieldPath: field }, op, value } })),
    );
  });

  it('starts after a cursor, naming a document id as the document', () => {
    const query = body({
      collection: 'comments',
      orderBy: [
        ['createdAt', 'desc'],
        [DOCUMENT_ID, 'desc'],
      ],
      startAfter: [{ seconds: 1_800_000_000, nanoseconds: 0 }, 'c 1'],
      limit: 20,
    }).structuredQuery;
    expect(query.orderBy).toEqual([
      { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ]);
    expect(query.startAt).toEqual({
      values: [
        { timestampValue: '2027-01-15T08:00:00.000000000Z' },
        { referenceValue: 'projects/p/databases/(default)/documents/comments/c 1' },
      ],
      before: false,
    });
  });

  it('addresses the default database of the project', () => {
    expect(documentsUrl('http://127.0.0.1:8080', 'demo-museo-guia')).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-museo-guia/databases/(default)/documents',
    );
  });
});
