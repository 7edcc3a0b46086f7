import { limit, orderBy, where } from 'firebase/firestore/lite';
import { attempt } from '@/lib/errors';
import { SLOTS } from '@/lib/firebase/boot-plan';
import { idOrThrow, parseInput } from '@/lib/inputs';
import { STORED_FIELDS } from '@/config/vocabulary';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import type { Result } from '@/lib/result';
import {
  obraConverter,
  obraInputSchema,
  obraSchema,
  type Obra,
  type ObraInput,
} from '../model/obra';

export const LIST_MAX = 1000;

export const obras = repository({
  path: COLLECTIONS.obras,
  converter: obraConverter,
  schema: obraSchema,
  cacheKey: 'OBRAS',
});

const requireId = (id: string | undefined, what = 'No obra Specified') => idOrThrow(id, what);

const validInput = (input: ObraInput) => parseInput(obraInputSchema, input);

const worksQuery = (expositionId: string) => [
  where(STORED_FIELDS.expositionId, '==', expositionId),
  orderBy('order', 'asc'),
  limit(LIST_MAX),
];

/** The works of a tour in their order. Public for published tours. */
export const listWorksOfTour = (expositionId: string | undefined): Promise<Result<Obra[]>> =>
  attempt(() => {
    const id = requireId(expositionId, 'No exposition specified');
    return obras.list(worksQuery(id), SLOTS.worksOfTour(id));
  });

/** The same, for the back-office (drafts included): never cached on the device. */
export const listWorksOfTourUncached = (expositionId: string | undefined) =>
  attempt(() => obras.list(worksQuery(requireId(expositionId, 'No exposition specified'))));

export const getWork = (id: string | undefined): Promise<Result<Obra>> =>
  attempt(() => obras.get(requireId(id)));

export const addWork = (input: ObraInput, media: Obra['media'], id?: string) =>
  attempt(() => obras.add({ ...validInput(input), media }, id));

export const updateWork = (id: string | undefined, input: ObraInput, media?: Obra['media']) =>
  attempt(() =>
    obras.update(requireId(id), { ...validInput(input), ...(media !== undefined && { media }) }),
  );

/** Moves a work to another position (back-office reordering). */
export const setWorkOrder = (id: string | undefined, order: number) =>
  attempt(() => obras.update(requireId(id), { order }));
