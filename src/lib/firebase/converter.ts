import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { DataError } from '@/lib/errors';
import { toModelFields, toStoredFields, type FieldNames } from './stored-fields';

/**
 * A converter that validates what it reads, names the model's fields as stored for writes that
 * bypass it, and reads a document's plain data too (a boot-time REST read).
 */
export interface ValidatingConverter<M> extends FirestoreDataConverter<M> {
  /** A model's fields (or an update's patch) under the names the document stores them by. */
  toStored(data: DocumentData): DocumentData;
  /** The model of the document `path` with this stored data; a DataError when it does not fit. */
  fromData(path: string, id: string, data: unknown): M;
}

/**
 * A converter that validates every document it reads: a bad document throws a
 * DataError naming its path (and its fields by their stored names) instead of reaching a page
 * as `undefined`. Writes go through the service layer, which validates its input separately.
 */
export function validatingConverter<S extends z.ZodMiniType<DocumentData>, M>(
  schema: S,
  toModel: (id: string, data: z.infer<S>) => M,
  fields: FieldNames = {},
): ValidatingConverter<M> {
  const storedName = (name: PropertyKey) =>
    (typeof name === 'string' && (fields as Record<string, string | undefined>)[name]) ||
    String(name);
  const toStored = (data: DocumentData) => toStoredFields(data, fields);
  const fromData = (path: string, id: string, data: unknown): M => {
    const named = typeof data === 'object' && data !== null ? toModelFields(data, fields) : data;
    const parsed = schema.safeParse(named);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .map((issue) => {
          const [first, ...rest] = issue.path;
          const where = first === undefined ? [] : [storedName(first), ...rest.map(String)];
          return `${where.join('.') || '(root)'}: ${issue.message}`;
        })
        .join('; ');
      throw new DataError(path, issues);
    }
    return toModel(id, parsed.data);
  };
  return {
    toStored,
    toFirestore(model) {
      return toStored(model as DocumentData);
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      return fromData(snapshot.ref.path, snapshot.id, snapshot.data());
    },
    fromData,
  };
}

/**
 * The converter reading each document through `upgrade` first: for documents an earlier version
 * of the app wrote in another shape, which stay readable until a migration rewrites them.
 */
export function withUpgrade<M>(
  converter: ValidatingConverter<M>,
  upgrade: (data: Record<string, unknown>) => unknown,
): ValidatingConverter<M> {
  const fromData = (path: string, id: string, data: unknown) =>
    converter.fromData(
      path,
      id,
      typeof data === 'object' && data !== null ? upgrade(data as Record<string, unknown>) : data,
    );
  return {
    ...converter,
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      fromData(snapshot.ref.path, snapshot.id, snapshot.data()),
    fromData,
  };
}
