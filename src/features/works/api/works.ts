import { attempt } from '@/lib/errors';
import * as publicQueries from '@/config/public-queries';
import { uncached } from '@/lib/firebase/query-def';
import { idOrThrow } from '@/lib/inputs';
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

/** The works of a tour in their order. Public for published tours. */
export const listWorksOfTour = (tourId: string | undefined): Promise<Result<Work[]>> =>
  attempt(() =>
    works.list(publicQueries.worksOfTour(requireId(tourId, 'No exposition specified'))),
  );

/** The same, for the back-office (drafts included): never cached on the device. */
export const listWorksOfTourUncached = (tourId: string | undefined) =>
  attempt(() =>
    works.list(uncached(publicQueries.worksOfTour(requireId(tourId, 'No exposition specified')))),
  );

export const getWork = (id: string | undefined): Promise<Result<Work>> =>
  attempt(() => works.get(requireId(id)));
