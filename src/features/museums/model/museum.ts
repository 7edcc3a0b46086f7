import * as z from 'zod/mini';
import { storedModel } from '@/lib/firebase/stored-model';
import { bilingual, mediaRefSchema } from '@/lib/model/shared';
import { withStoredVisit } from './stored-visit';
import { storedVisitFields, visitFields } from './visit';

const fields = {
  name: bilingual(200),
  description: bilingual(4000),
  image: z.nullable(mediaRefSchema),
  /**
   * How many of its tours are published, kept exact by firestore.rules; museums stored before it
   * have none until the migration counts them (unknown: /museos shows them as open).
   */
  publishedTours: z.optional(z.int().check(z.nonnegative())),
  /** The tour the last change of `publishedTours` was about (firestore.rules check it). */
  countedTour: z.optional(z.string()),
  /**
   * Its published temporary exhibitions' first and last days, by tour, written with the tour
   * (src/config/stored-exhibitions.ts): /museos tells from it whether one is on today.
   */
  exhibitions: z.optional(z.record(z.string(), z.tuple([z.int(), z.int()]))),
  /** Where it is, when it opens, its website, phone and accessibility (visit.ts): all optional. */
  ...storedVisitFields,
};

const stored = storedModel(fields);

/**
 * A museum ('tematics' collection, the original product's name), as the app uses it; its dates
 * with hours of their own are stored in a form of their own (stored-visit.ts).
 */
export const museumModel = { ...stored, converter: withStoredVisit(stored.converter) };
export type Museum = z.infer<typeof museumModel.schema>;

/**
 * What the back-office form edits (the image travels separately, as a file); a visit field left
 * out is removed from the museum.
 */
export const museumInputSchema = z.object({
  name: fields.name,
  description: fields.description,
  ...visitFields,
});
export type MuseumInput = z.infer<typeof museumInputSchema>;
