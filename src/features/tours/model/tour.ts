import * as z from 'zod/mini';
import { withUpgrade } from '@/lib/firebase/converter';
import { storedModel } from '@/lib/firebase/stored-model';
import { bilingual, docId, mediaRefSchema, text } from '@/lib/model/shared';
import { isDay } from '@/lib/days';
import { countLegacyLikes } from './like-count';
import { readExhibitionState } from './tour-dates';

/** 'trashed': in the back-office's trash, out of every list (src/features/cpanel/api/trash-store.ts). */
export const TOUR_STATES = ['draft', 'published', 'trashed'] as const;

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

const day = z.int().check(z.refine(isDay, 'not a day'));

const fields = {
  museumId: docId,
  name: bilingual(200),
  description: bilingual(4000),
  /** The after-tour invitation (a film, book, podcast or talk); may be empty. */
  resume: bilingual(2000, 0),
  /** A street address: the same in both languages. */
  address: text(300),
  /**
   * Whether `address` is a copy of its museum's, which saving the museum keeps in step (as its
   * name); false or none: the tour's own (tours stored before it keep the address they have).
   */
  addressFromMuseum: z.optional(z.boolean()),
  museum: museumName,
  highlight: z.boolean(),
  /**
   * How many visitors like the tour. Who they are is not on the tour: each visitor's like is a
   * document of its own (firestore.rules keep the two in step), read only by that visitor.
   */
  likeCount: z.int().check(z.nonnegative()),
  state: z.enum(TOUR_STATES),
  image: z.nullable(mediaRefSchema),
  /**
   * The tour's floor plan, set once for all its works: a work without a map of its own shows
   * this one. Tours stored before it have none.
   */
  map: z.optional(z.nullable(mediaRefSchema)),
  /**
   * Raised by one with every change of its works' numbers, in the same commit (firestore.rules):
   * what makes two admins' changes of the numbers take turns. Tours stored before it have none.
   */
  worksVersion: z.optional(z.int().check(z.nonnegative())),
  /**
   * The code (label number) the tour's next work takes; never lowered, so no code is given twice
   * (src/features/works/model/codes.ts). Tours stored before codes have none.
   */
  nextWorkCode: z.optional(z.int().check(z.gte(1))),
  /**
   * A temporary exhibition's first and last days in Buenos Aires (YYYYMMDD, src/lib/days.ts),
   * and whether visitors may play it before it opens: all three or none. A tour without them is
   * permanent, as every tour stored before them is (tour-dates.ts).
   */
  opensOn: z.optional(day),
  closesOn: z.optional(day),
  playsBeforeOpening: z.optional(z.boolean()),
};

const stored = storedModel(fields, 'museumId');

/**
 * A tour ('exposition' collection, the original product's name), as the app uses it. A document
 * the likes migration has not reached yet still holds the list of who liked it: it reads as the
 * list's length. A published exhibition, stored in a state of its own, reads as published.
 */
export const tourModel = {
  ...stored,
  converter: withUpgrade(stored.converter, (data) => countLegacyLikes(readExhibitionState(data))),
};
export type Tour = z.infer<typeof tourModel.schema>;

export const tourInputSchema = z.object({
  museumId: fields.museumId,
  name: fields.name,
  description: fields.description,
  resume: fields.resume,
  address: fields.address,
  addressFromMuseum: fields.addressFromMuseum,
  /** Always both languages: the form takes them from the chosen museum. */
  museum: bilingual(200),
  /**
   * A temporary exhibition's days; null: a permanent tour. Left out, an edit keeps the tour's
   * (an older form's save).
   */
  dates: z.optional(
    z.nullable(
      z
        .object({
          opensOn: day,
          closesOn: day,
          playsBeforeOpening: z.boolean(),
        })
        .check(
          z.refine((dates) => dates.closesOn >= dates.opensOn, {
            message: 'closes before it opens',
            path: ['closesOn'],
          }),
        ),
    ),
  ),
});
export type TourInput = z.infer<typeof tourInputSchema>;
