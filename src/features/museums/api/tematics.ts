import { limit } from 'firebase/firestore/lite';
import { attempt, InputError } from '@/lib/errors';
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

export function requireId(id: string | undefined): string {
  if (!id) throw new InputError('missingId', 'No tematic specified');
  return id;
}

export function validInput(input: TematicInput): TematicInput {
  const parsed = tematicInputSchema.safeParse(input);
  if (!parsed.success) throw new InputError('insufficientData', 'Insufficient data');
  return parsed.data;
}

export const listMuseums = (): Promise<Result<Tematic[]>> =>
  attempt(() => tematics.list([limit(LIST_MAX)], 'all'));

export const getMuseum = (id: string | undefined): Promise<Result<Tematic>> =>
  attempt(() => tematics.get(requireId(id), { cacheIf: () => true }));

export const addMuseum = (
  input: TematicInput,
  image: MediaRef | null,
  id?: string,
): Promise<Result<string>> => attempt(() => tematics.add({ ...validInput(input), image }, id));

export const deleteMuseum = (id: string | undefined): Promise<Result<void>> =>
  attempt(() => tematics.remove(requireId(id)));
