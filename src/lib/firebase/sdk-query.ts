/**
 * A query's definition (query-def.ts) as the Firestore SDK's constraints: the same query the
 * boot script sends through the REST API (rest.ts's runQueryBody).
 */
import {
  documentId,
  limit,
  orderBy,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { DOCUMENT_ID, isQueryTime, type QueryDef, type QueryValue } from './query-def';

type SdkValue = string | number | boolean | null | Timestamp | SdkValue[];

function sdkValue(value: QueryValue): SdkValue {
  if (Array.isArray(value)) return value.map(sdkValue);
  return isQueryTime(value) ? new Timestamp(value.seconds, value.nanoseconds) : value;
}

const fieldOf = (field: string) => (field === DOCUMENT_ID ? documentId() : field);

export function sdkConstraints(query: QueryDef): QueryConstraint[] {
  return [
    ...(query.where ?? []).map(([field, op, value]) => where(fieldOf(field), op, sdkValue(value))),
    ...(query.orderBy ?? []).map(([field, direction]) => orderBy(fieldOf(field), direction)),
    ...(query.startAfter ? [startAfter(...query.startAfter.map(sdkValue))] : []),
    limit(query.limit),
  ];
}
