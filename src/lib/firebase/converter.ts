import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { DataError } from '@/lib/errors';

/**
 * A converter that validates every document it reads: a bad document throws a
 * DataError naming its path instead of reaching a page as `undefined`.
 * Writes go through the service layer, which validates its input separately.
 */
export function validatingConverter<S extends z.ZodMiniType<DocumentData>, M>(
  schema: S,
  toModel: (id: string, data: z.infer<S>) => M,
): FirestoreDataConverter<M> {
  return {
    toFirestore(model) {
      return model as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const parsed = schema.safeParse(snapshot.data());
      if (!parsed.success) {
        const issues = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ');
        throw new DataError(snapshot.ref.path, issues);
      }
      return toModel(snapshot.id, parsed.data);
    },
  };
}
