import { documentId, limit, orderBy, startAfter } from 'firebase/firestore/lite';
import { attempt } from '@/lib/errors';
import { LIST_MAX, MUSEUMS_PAGE, SLOTS } from '@/lib/firebase/boot-plan';
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

export const validInput = (input: MuseumInput) => parseInput(museumInputSchema, input);

/** Every museum, in the order of their ids (the back-office's lists and forms). */
export const listMuseums = (): Promise<Result<Museum[]>> =>
  attempt(() => museums.list([limit(LIST_MAX)], SLOTS.museums));

/**
 * A page of /museos: the first MUSEUMS_PAGE museums in the order of their ids, or with `after`
 * (the id of the last one shown) the ones that follow it, and one more, which tells whether
 * more follow. Only the first page is cached on the device.
 */
export const listMuseumsPage = (after?: string): Promise<Result<Museum[]>> =>
  attempt(() =>
    after === undefined
      ? museums.list([limit(MUSEUMS_PAGE + 1)], SLOTS.firstMuseums)
      : museums.list([orderBy(documentId()), startAfter(after), limit(MUSEUMS_PAGE + 1)]),
  );

export const getMuseum = (id: string | undefined): Promise<Result<Museum>> =>
  attempt(() => museums.get(requireId(id), { cacheIf: () => true }));

/** A new museum has no published tour yet: /museos shows it "coming soon" until it has one. */
export const addMuseum = (
  input: MuseumInput,
  image: MediaRef | null,
  id?: string,
): Promise<Result<string>> =>
  attempt(() => museums.add({ ...validInput(input), image, publishedTours: 0 }, id));
