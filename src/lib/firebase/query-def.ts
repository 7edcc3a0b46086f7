/**
 * A Firestore query as data: which collection, which filters (equality, ranges, `in`...), in
 * what order, from which cursor, how many. The services run one through the Firestore SDK
 * (sdk-query.ts) and the boot script through the REST API (rest.ts), so a query is written once,
 * in src/config/public-queries.ts, and both ways ask Firestore the same thing
 * (tests/services/public-queries.test.ts runs each both ways against the emulators).
 * It imports only a type: it is part of the boot script.
 */
import type { CacheKey } from '@/lib/cache';

/** A Firestore time, exact to the nanosecond: what a cursor on a timestamp needs. */
export interface QueryTime {
  seconds: number;
  nanoseconds: number;
}

export type QueryValue = string | number | boolean | null | QueryTime | QueryValue[];

export type QueryOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

/** The document's id as a field: to order by it, or to start after one. */
export const DOCUMENT_ID = '__name__';

export type QueryFilter = [field: string, op: QueryOp, value: QueryValue];

export interface QueryDef {
  /** The collection's stored name (paths.ts). */
  collection: string;
  where?: QueryFilter[];
  orderBy?: [field: string, direction: 'asc' | 'desc'][];
  /**
   * A cursor: the values of the `orderBy` fields of the last document shown, in their order
   * (a document's id, a plain id, where the order names DOCUMENT_ID).
   */
  startAfter?: QueryValue[];
  limit: number;
  /** Where the device keeps the results (public data only); none: never cached. */
  cache?: { key: CacheKey; slot: string };
}

/** A time given in epoch milliseconds with a microsecond fraction, as stored times are read. */
export function queryTimeOf(millis: number): QueryTime {
  const seconds = Math.floor(millis / 1000);
  // A double near today's epoch is exact to about 0.1 µs: rounding recovers whole microseconds.
  const micros = Math.round((millis - seconds * 1000) * 1000);
  return { seconds, nanoseconds: micros * 1000 };
}

export const isQueryTime = (value: QueryValue): value is QueryTime =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same query, never kept on the device (the back-office sees drafts). */
export function uncached(query: QueryDef): QueryDef {
  const { cache: _kept, ...rest } = query;
  return rest;
}
