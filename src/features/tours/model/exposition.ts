import * as z from 'zod/mini';
import { validatingConverter } from '@/lib/firebase/converter';
import { bilingual, docId, mediaRefSchema, text, timestamps } from '@/lib/model/shared';

export const EXPOSITION_STATES = ['draft', 'published'] as const;
export type ExpositionState = (typeof EXPOSITION_STATES)[number];

const fields = {
  tematicId: docId,
  name: bilingual(200),
  description: bilingual(4000),
  /** The after-tour invitation (a film, book, podcast or talk); may be empty. */
  resume: bilingual(2000, 0),
  address: text(300),
  museum: text(200),
  highlight: z.boolean(),
  likes: z.array(z.string()),
  state: z.enum(EXPOSITION_STATES),
  image: z.nullable(mediaRefSchema),
};

/** A tour ('exposition' collection, spec section 3), as the app uses it. */
export const expositionSchema = z.object({ id: z.string(), ...fields });
export type Exposition = z.infer<typeof expositionSchema>;

export const expositionDocSchema = z.object({ ...fields, ...timestamps });

export const expositionInputSchema = z.object({
  tematicId: fields.tematicId,
  name: fields.name,
  description: fields.description,
  resume: fields.resume,
  address: fields.address,
  museum: fields.museum,
});
export type ExpositionInput = z.infer<typeof expositionInputSchema>;

export const expositionConverter = validatingConverter(
  expositionDocSchema,
  (id, { createdAt: _c, updatedAt: _u, ...data }): Exposition => ({ id, ...data }),
);

/** Derived per viewer, never stored or cached (spec section 3: isLikedByCurrentUser). */
export function withLikeState(exposition: Exposition, uid: string | null) {
  return { ...exposition, isLikedByCurrentUser: uid !== null && exposition.likes.includes(uid) };
}
