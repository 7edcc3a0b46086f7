import { limit } from 'firebase/firestore/lite';
import { attempt } from '@/lib/errors';
import { SLOTS } from '@/lib/firebase/boot-plan';
import { idOrThrow, parseInput } from '@/lib/inputs';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import type { MediaRef } from '@/lib/model/shared';
import type { Result } from '@/lib/result';
import {
  tematicConverter,
  tematicInputSchema,
  tematicSchema,
  type Tematic,
  type TematicInput,
} from '../model/tematic';

/** A listing asks for 1 to 1000 results: the rules refuse unbounded public lists. */
export const LIST_MAX = 1000;

export const tematics = repository({
  path: COLLECTIONS.tematics,
  converter: tematicConverter,
  schema: tematicSchema,
  cacheKey: 'TEMATICS',
});

export const requireId = (id: string | undefined) => idOrThrow(id, 'No tematic specified');

export const validInput = (input: TematicInput) => parseInput(tematicInputSchema, input);

export const listMuseums = (): Promise<Result<Tematic[]>> =>
  attempt(() => tematics.list([limit(LIST_MAX)], SLOTS.museums));

export const getMuseum = (id: string | undefined): Promise<Result<Tematic>> =>
  attempt(() => tematics.get(requireId(id), { cacheIf: () => true }));

export const addMuseum = (
  input: TematicInput,
  image: MediaRef | null,
  id?: string,
): Promise<Result<string>> => attempt(() => tematics.add({ ...validInput(input), image }, id));
