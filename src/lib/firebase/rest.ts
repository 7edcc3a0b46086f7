/**
 * Firestore's REST API, for the public reads that start before the app's code has arrived
 * (src/boot/boot.ts; docs/adr/0009-boot-time-reads.md). The Firestore SDK is not on that path:
 * this module only builds the requests and turns the answers into plain data, which the app then
 * validates with the same schemas as the SDK's reads. No imports: it is part of the boot script.
 */

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

type Filter = [field: string, value: string | boolean];

/** A structured query: equality filters, an optional order, a limit. */
export interface RestQuery {
  collection: string;
  where: Filter[];
  orderBy?: [field: string, direction: 'ASCENDING' | 'DESCENDING'][];
  limit: number;
}

/** The body of a runQuery request for `query`. */
export function runQueryBody(query: RestQuery): string {
  const filters = query.where.map(([field, value]) => ({
    fieldFilter: {
      field: { fieldPath: field },
      op: 'EQUAL',
      value: typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value },
    },
  }));
  const where = filters.length <= 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } };
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: query.collection }],
      ...(where && { where }),
      ...(query.orderBy && {
        orderBy: query.orderBy.map(([field, direction]) => ({
          field: { fieldPath: field },
          direction,
        })),
      }),
      limit: query.limit,
    },
  });
}

/** The documents endpoint of a project's default database. */
export function documentsUrl(origin: string, projectId: string): string {
  return `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
}
