/**
 * Firestore's REST API, for the public reads that start before the app's code has arrived
 * (src/boot/boot.ts; docs/adr/0009-boot-time-reads.md). The Firestore SDK is not on that path:
 * this module only builds the requests and turns the answers into plain data, which the app then
 * validates with the same schemas as the SDK's reads. It is part of the boot script: it imports
 * only the queries' definitions.
 */
import {
  DOCUMENT_ID,
  isQueryTime,
  type QueryDef,
  type QueryOp,
  type QueryTime,
  type QueryValue,
} from './query-def';

/** A value as the REST API writes it (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

export interface RestDocument {
  /** projects/{p}/databases/(default)/documents/{collection}/{id} */
  name: string;
  fields?: Record<string, RestValue>;
}

/** The answer of a document GET, a runQuery (one entry per result) or a list. */
export type RestAnswer =
  RestDocument | { document?: RestDocument }[] | { documents?: RestDocument[] };

/** A Timestamp as the SDKs give it: what the models' timestamp schema accepts. */
export interface PlainTimestamp {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
}

function timestamp(text: string): PlainTimestamp {
  // RFC 3339 with up to nine fraction digits; Date keeps only milliseconds.
  const match = /^(.*?)(?:\.(\d{1,9}))?Z$/.exec(text);
  const whole = Date.parse(`${match?.[1] ?? text}Z`);
  const fraction = match?.[2] ?? '';
  const nanoseconds = Number(fraction.padEnd(9, '0')) || 0;
  const seconds = Math.floor(whole / 1000);
  return { seconds, nanoseconds, toMillis: () => seconds * 1000 + Math.floor(nanoseconds / 1e6) };
}

/** A REST value as the JS value the SDK would have given (references as their path). */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value && value.timestampValue !== undefined) {
    return timestamp(value.timestampValue);
  }
  if ('mapValue' in value) return decodeFields(value.mapValue?.fields ?? {});
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(decodeValue);
  if ('referenceValue' in value) {
    return value.referenceValue?.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
  }
  if ('geoPointValue' in value) return { ...value.geoPointValue };
  if ('bytesValue' in value) return value.bytesValue;
  return null;
}

function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) out[name] = decodeValue(value);
  return out;
}

/** A document's id and its data, decoded. */
export function decodeDocument(document: RestDocument): {
  id: string;
  data: Record<string, unknown>;
} {
  return {
    id: decodeURIComponent(document.name.slice(document.name.lastIndexOf('/') + 1)),
    data: decodeFields(document.fields ?? {}),
  };
}

/** The documents of any answer, in the order the API gave them. */
export function documentsOf(answer: RestAnswer): RestDocument[] {
  if (Array.isArray(answer)) {
    return answer.flatMap((entry) => (entry.document ? [entry.document] : []));
  }
  if ('name' in answer) return [answer];
  return answer.documents ?? [];
}

const OPS: Record<QueryOp, string> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  in: 'IN',
  'not-in': 'NOT_IN',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

/** RFC 3339 with all nine fraction digits: the REST API keeps the nanoseconds. */
function timeText({ seconds, nanoseconds }: QueryTime): string {
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(nanoseconds).padStart(9, '0')}Z`;
}

/** A query's value as the REST API writes it; `reference` turns ids into document names. */
function encodeValue(value: QueryValue, reference?: (id: string) => string): RestValue {
  if (value === null) return { nullValue: null };
  if (Array.isArray(value))
    return { arrayValue: { values: value.map((v) => encodeValue(v, reference)) } };
  if (isQueryTime(value)) return { timestampValue: timeText(value) };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  return reference ? { referenceValue: reference(value) } : { stringValue: value };
}

/** The body of a runQuery request for `query`, in project `projectId`. */
export function runQueryBody(query: QueryDef, projectId: string): string {
  const reference = (id: string) =>
    `projects/${projectId}/databases/(default)/documents/${query.collection}/${id}`;
  const byId = (field: string) => (field === DOCUMENT_ID ? reference : undefined);
  const filters = (query.where ?? []).map(([field, op, value]) => ({
    fieldFilter: {
      field: { fieldPath: field },
      op: OPS[op],
      value: encodeValue(value, byId(field)),
    },
  }));
  const where = filters.length <= 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } };
  const orderBy = query.orderBy ?? [];
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: query.collection }],
      ...(where && { where }),
      ...(orderBy.length > 0 && {
        orderBy: orderBy.map(([field, direction]) => ({
          field: { fieldPath: field },
          direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
        })),
      }),
      ...(query.startAfter && {
        startAt: {
          values: query.startAfter.map((value, i) =>
            encodeValue(value, byId(orderBy[i]?.[0] ?? '')),
          ),
          before: false,
        },
      }),
      limit: query.limit,
    },
  });
}

/** The documents endpoint of a project's default database. */
export function documentsUrl(origin: string, projectId: string): string {
  return `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
}
