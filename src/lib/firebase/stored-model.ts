import * as z from 'zod/mini';
import type { ModelFieldName } from '@/config/vocabulary';
import { timestamps } from '@/lib/model/shared';
import { validatingConverter } from './converter';
import { storedNames } from './stored-fields';

/**
 * A collection's shapes from its fields, for the collections whose model is the document as
 * stored: the model the app uses (the fields and the document's id), the stored document (the
 * fields and their server-set times) and the converter between them, which validates every read,
 * drops the times and names the `renamed` fields as the data stores them.
 */
export function storedModel<Fields extends z.core.$ZodLooseShape>(
  fields: Fields,
  ...renamed: ModelFieldName[]
) {
  const schema = z.object({ id: z.string(), ...fields });
  const docSchema = z.object({ ...fields, ...timestamps });
  const converter = validatingConverter(
    docSchema,
    (id, data) => {
      const { createdAt: _c, updatedAt: _u, ...fields } = data as Record<string, unknown>;
      // The validated document without its times is the model; zod's types cannot say so for
      // fields not known here, so the model type is asserted.
      return { id, ...fields } as z.infer<typeof schema>;
    },
    storedNames(...renamed),
  );
  return { schema, docSchema, converter };
}
