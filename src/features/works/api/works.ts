import { limit, orderBy, where } from 'firebase/firestore/lite';
import { attempt } from '@/lib/errors';
import { LIST_MAX, SLOTS } from '@/lib/firebase/boot-plan';
import { idOrThrow } from '@/lib/inputs';
import { STORED_FIELDS } from '@/config/vocabulary';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import type { Result } from '@/lib/result';
import { workModel, type Work } from '../model/work';

export const works = repository({
  path: COLLECTIONS.works,
  cacheKey: 'WORKS',
  stamped: true,
  ...workModel,
});

const requireId = (id: string | undefined, what = 'No obra Specified') => idOrThrow(id, what);

const worksQuery = (tourId: string) => [
  where(STORED_FIELDS.tourId, '==', tourId),
  orderBy('order', 'asc'),
  limit(LIST_MAX),
];

/** The works of a tour in their order. Public for published tours. */
export const listWorksOfTour = (tourId: string | undefined): Promise<Result<Work[]>> =>
  attempt(() => {
    const id = requireId(tourId, 'No exposition specified');
    return works.list(worksQuery(id), SLOTS.worksOfTour(id));
  });

/** The same, for the back-office (drafts included): never cached on the device. */
export const listWorksOfTourUncached = (tourId: string | undefined) =>
  attempt(() => works.list(worksQuery(requireId(tourId, 'No exposition specified'))));

export const getWork = (id: string | undefined): Promise<Result<Work>> =>
  attempt(() => works.get(requireId(id)));
