import * as z from 'zod/mini';
import type { ModelFieldName } from '@/config/vocabulary';
import { timestamps, updatedBySchema } from '@/lib/model/shared';
import { validatingConverter } from './converter';
import { storedNames } from './stored-fields';

/** Who last changed a record and when (milliseconds), as the back-office shows it. */
const lastChange = {
  updatedAt: z.optional(z.number()),
  updatedBy: updatedBySchema,
};

/**
 * A collection's shapes from its fields, for the collections whose model is the document as
 * stored: the model the app uses (the fields, the document's id and its last change), the stored
 * document (the fields, their server-set times and who wrote them last) and the converter between
 * them, which validates every read, keeps of the times only when it last changed (as
 * milliseconds: the model is cached as JSON) and names the `renamed` fields as the data stores
 * them. Documents stored before the last change was recorded have neither `updatedBy` nor, some,
 * `updatedAt`.
 */
export function storedModel<Fields extends z.core.$ZodLooseShape>(
  fields: Fields,
  ...renamed: ModelFieldName[]
) {
  const schema = z.object({ id: z.string(), ...fields, ...lastChange });
  const docSchema = z.object({ ...fields, ...timestamps, updatedBy: updatedBySchema });
  const converter = validatingConverter(
    docSchema,
    (id, data) => {
      const {
        createdAt: _c,
        updatedAt,
        ...fields
      } = data as Record<string, unknown> & {
        updatedAt?: { toMillis(): number };
      };
      // The validated document as the model; zod's types cannot say so for fields not known
      // here, so the model type is asserted.
      return {
        id,
        ...fields,
        ...(updatedAt && { updatedAt: updatedAt.toMillis() }),
      } as z.infer<typeof schema>;
    },
    storedNames(...renamed),
  );
  return { schema, docSchema, converter };
}
