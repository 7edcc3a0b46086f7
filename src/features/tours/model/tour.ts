import * as z from 'zod/mini';
import { validatingConverter } from '@/lib/firebase/converter';
import { storedNames } from '@/lib/firebase/stored-fields';
import { bilingual, docId, mediaRefSchema, text, timestamps } from '@/lib/model/shared';

export const TOUR_STATES = ['draft', 'published'] as const;

/**
 * The tour's museum as visitors see it on cards and the tour page, in both languages: the
 * back-office copies its museum's name (tematics) onto the tour, so those pages need no second
 * read (docs/adr/0007-tour-museum-name-copied-from-its-museum.md). Tours stored before held one
 * string: it reads as the name in both languages (and publishing then asks for the English one).
 */
const museumName = z.pipe(
  z.union([bilingual(200), text(200)]),
  z.transform((name) => (typeof name === 'string' ? { es: name, en: name } : name)),
);

const fields = {
  museumId: docId,
  name: bilingual(200),
  description: bilingual(4000),
  /** The after-tour invitation (a film, book, podcast or talk); may be empty. */
  resume: bilingual(2000, 0),
  /** A street address: the same in both languages. */
  address: text(300),
  museum: museumName,
  highlight: z.boolean(),
  likes: z.array(z.string()),
  state: z.enum(TOUR_STATES),
  image: z.nullable(mediaRefSchema),
};

/** A tour ('exposition' collection, the original product's name), as the app uses it. */
export const tourSchema = z.object({ id: z.string(), ...fields });
export type Tour = z.infer<typeof tourSchema>;

export const tourDocSchema = z.object({ ...fields, ...timestamps });

export const tourInputSchema = z.object({
  museumId: fields.museumId,
  name: fields.name,
  description: fields.description,
  resume: fields.resume,
  address: fields.address,
  /** Always both languages: the form takes them from the chosen museum. */
  museum: bilingual(200),
});
export type TourInput = z.infer<typeof tourInputSchema>;

export const tourConverter = validatingConverter(
  tourDocSchema,
  (id, { createdAt: _c, updatedAt: _u, ...data }): Tour => ({ id, ...data }),
  storedNames('museumId'),
);

/** Derived per viewer, never stored or cached (isLikedByCurrentUser depends on who is looking). */
export function withLikeState(tour: Tour, uid: string | null) {
  return { ...tour, isLikedByCurrentUser: uid !== null && tour.likes.includes(uid) };
}
