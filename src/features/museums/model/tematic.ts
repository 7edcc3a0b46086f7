import * as z from 'zod/mini';
import { validatingConverter } from '@/lib/firebase/converter';
import { bilingual, mediaRefSchema, timestamps } from '@/lib/model/shared';

const fields = {
  name: bilingual(200),
  description: bilingual(4000),
  image: z.nullable(mediaRefSchema),
};

/** A museum ('tematics' collection, the original product's name), as the app uses it. */
export const tematicSchema = z.object({ id: z.string(), ...fields });
export type Tematic = z.infer<typeof tematicSchema>;

export const tematicDocSchema = z.object({ ...fields, ...timestamps });

/** What the back-office form edits (the image travels separately, as a file). */
export const tematicInputSchema = z.object({
  name: fields.name,
  description: fields.description,
});
export type TematicInput = z.infer<typeof tematicInputSchema>;

export const tematicConverter = validatingConverter(
  tematicDocSchema,
  (id, { createdAt: _c, updatedAt: _u, ...data }): Tematic => ({ id, ...data }),
);
