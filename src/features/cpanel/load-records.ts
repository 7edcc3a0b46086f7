import { getMuseum } from '@/features/museums/api/museums';
import type { Tour } from '@/features/tours/model/tour';
import { getTour } from '@/features/tours/api/tours';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import type { Work } from '@/features/works/model/work';
import type { Bilingual } from '@/lib/model/shared';
import { ok, type Result } from '@/lib/result';

/** A tour and its works, fresh (the preview, its works list and its QR sheet show both). */
export async function loadTourWithWorks(
  id: string,
): Promise<Result<{ tour: Tour; works: Work[] }>> {
  const [tour, works] = await Promise.all([getTour(id), listWorksOfTourUncached(id)]);
  if (tour.isError) return tour;
  if (works.isError) return works;
  return ok({ tour: tour.data, works: works.data });
}

/**
 * A tour, its works and its museum's name: what the publish check reads, fresh. Without the
 * museum the check still runs on the tour's own copy of the name, as the tours list does.
 */
export async function loadTourToPublish(
  id: string,
): Promise<Result<{ tour: Tour; works: Work[]; museumName?: Bilingual }>> {
  const loaded = await loadTourWithWorks(id);
  if (loaded.isError) return loaded;
  const museum = await getMuseum(loaded.data.tour.museumId);
  return ok({ ...loaded.data, museumName: museum.isError ? undefined : museum.data.name });
}

/**
 * What a form needs: the records it chooses among (museums, tours) and, when editing, its own
 * record; both, or the first error.
 */
export async function loadFormData<C, R>(
  choices: () => Promise<Result<C>>,
  id: string | null,
  get: (id: string) => Promise<Result<R>>,
): Promise<Result<{ choices: C; record: R | undefined }>> {
  const [list, record] = await Promise.all([
    choices(),
    id === null ? Promise.resolve(ok(undefined)) : get(id),
  ]);
  if (list.isError) return list;
  if (record.isError) return record;
  return ok({ choices: list.data, record: record.data });
}
