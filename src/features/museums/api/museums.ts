import { attempt } from '@/lib/errors';
import * as publicQueries from '@/config/public-queries';
import { idOrThrow, parseInput } from '@/lib/inputs';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import type { MediaRef } from '@/lib/model/shared';
import type { Result } from '@/lib/result';
import { museumInputSchema, museumModel, type Museum, type MuseumInput } from '../model/museum';

export const museums = repository({
  path: COLLECTIONS.museums,
  cacheKey: 'MUSEUMS',
  stamped: true,
  ...museumModel,
});

export const requireId = (id: string | undefined) => idOrThrow(id, 'No tematic specified');

/**
 * The input checked, without the optional fields it leaves out (Firestore refuses undefined); no
 * dates with hours of their own are none.
 */
export const validInput = (input: MuseumInput): MuseumInput =>
  Object.fromEntries(
    Object.entries(parseInput(museumInputSchema, input) as Record<string, unknown>).filter(
      ([key, value]) =>
        value !== undefined && !(key === 'exceptions' && Array.isArray(value) && !value.length),
    ),
  ) as MuseumInput;

/** Every museum, in the order of their ids (the back-office's lists and forms). */
export const listMuseums = (): Promise<Result<Museum[]>> =>
  attempt(() => museums.list(publicQueries.museums()));

/** A page of /museos, and one more museum, which tells whether more follow (src/config/public-queries.ts). */
export const listMuseumsPage = (after?: string): Promise<Result<Museum[]>> =>
  attempt(() => museums.list(publicQueries.museumsPage(after)));

export const getMuseum = (id: string | undefined): Promise<Result<Museum>> =>
  attempt(() => museums.get(requireId(id), { cacheIf: () => true }));

/** A new museum has no published tour yet: /museos shows it "coming soon" until it has one. */
export const addMuseum = (
  input: MuseumInput,
  image: MediaRef | null,
  id?: string,
): Promise<Result<string>> =>
  attempt(() => museums.add({ ...validInput(input), image, publishedTours: 0 }, id));
