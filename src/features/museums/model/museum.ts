import * as z from 'zod/mini';
import { validatingConverter } from '@/lib/firebase/converter';
import { bilingual, mediaRefSchema, timestamps } from '@/lib/model/shared';

const fields = {
  name: bilingual(200),
  description: bilingual(4000),
  image: z.nullable(mediaRefSchema),
};

/** A museum ('tematics' collection, the original product's name), as the app uses it. */
export const museumSchema = z.object({ id: z.string(), ...fields });
export type Museum = z.infer<typeof museumSchema>;

export const museumDocSchema = z.object({ ...fields, ...timestamps });

/** What the back-office form edits (the image travels separately, as a file). */
export const museumInputSchema = z.object({
  name: fields.name,
  description: fields.description,
});
export type MuseumInput = z.infer<typeof museumInputSchema>;

export const museumConverter = validatingConverter(
  museumDocSchema,
  (id, { createdAt: _c, updatedAt: _u, ...data }): Museum => ({ id, ...data }),
);
