import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { DataError } from '@/lib/errors';

/** A converter that can also read a document's plain data (a boot-time REST read). */
export interface ValidatingConverter<M> extends FirestoreDataConverter<M> {
  /** The model of the document `path` with this data; a DataError when it does not fit. */
  fromData(path: string, id: string, data: unknown): M;
}

/**
 * A converter that validates every document it reads: a bad document throws a
 * DataError naming its path instead of reaching a page as `undefined`.
 * Writes go through the service layer, which validates its input separately.
 */
export function validatingConverter<S extends z.ZodMiniType<DocumentData>, M>(
  schema: S,
  toModel: (id: string, data: z.infer<S>) => M,
): ValidatingConverter<M> {
  const fromData = (path: string, id: string, data: unknown): M => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw new DataError(path, issues);
    }
    return toModel(id, parsed.data);
  };
  return {
    toFirestore(model) {
      return model as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      return fromData(snapshot.ref.path, snapshot.id, snapshot.data());
    },
    fromData,
  };
}
