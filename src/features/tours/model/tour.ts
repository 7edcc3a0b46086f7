import * as z from 'zod/mini';
import { storedModel } from '@/lib/firebase/stored-model';
import { bilingual, docId, mediaRefSchema, text } from '@/lib/model/shared';

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
export const tourModel = storedModel(fields, 'museumId');
export type Tour = z.infer<typeof tourModel.schema>;

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

/** Derived per viewer, never stored or cached (isLikedByCurrentUser depends on who is looking). */
export function withLikeState(tour: Tour, uid: string | null) {
  return { ...tour, isLikedByCurrentUser: uid !== null && tour.likes.includes(uid) };
}
