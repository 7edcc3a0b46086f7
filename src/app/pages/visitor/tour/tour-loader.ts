/**
 * The tour page's data; how the loaders take the boot script's reads: boot-or-service.ts beside the
 * pages.
 */
import { importData } from '@/lib/data-modules';
import { SLOTS } from '@/lib/firebase/boot-plan';
import { nextTask } from '@/lib/moments';
import {
  fromSavedTour,
  type SavedTourData,
  type TourData,
} from '@/app/pages/visitor/saved/saved-tour';
import { bootData, bootOr, toursApi } from '@/app/pages/visitor/boot-or-service';

export const tourKey = (id: string) => `tour:${id}`;

const savedCopy = async (id: string) => {
  const saved = await import('@/features/offline/lib/offline-store')
    .then(({ getSavedTour }) => getSavedTour<SavedTourData>(id))
    .catch(() => null);
  if (!saved) return null;
  const data: TourData = fromSavedTour(saved.data);
  return { isError: false as const, data: { ...data, offline: true } };
};

/**
 * The tour, its works and comments in one round trip: three requests in parallel. With the
 * network off (or failing), a tour saved for offline comes from the device.
 */
export async function loadTour(id: string) {
  if (!navigator.onLine) {
    const saved = await savedCopy(id);
    if (saved) return saved;
  }
  const boot = (
    await bootData([
      ['TOURS', SLOTS.tour(id)],
      ['WORKS', SLOTS.worksOfTour(id)],
      ['COMMENTS', SLOTS.commentsOfTour(id)],
    ])
  )?.bootTour(id);
  // Each piece the boot script did not read is asked for in a task of its own: asking adds a
  // <link> per file to the page, and preparing a request takes a while on a slow phone. The
  // requests still travel together, in one round trip.
  const tourRequest = bootOr(boot?.tour, async () => (await toursApi()).getTour(id));
  await nextTask();
  const worksRequest = bootOr(boot?.works, async () =>
    (await importData(() => import('@/features/works/api/works'))).listWorksOfTour(id),
  );
  await nextTask();
  const commentsRequest = bootOr(boot?.comments, async () =>
    (await importData(() => import('@/features/comments/api/comments'))).listComments(id),
  );
  const [tour, works, comments] = await Promise.all([tourRequest, worksRequest, commentsRequest]);
  if (tour.isError || works.isError || comments.isError) {
    const saved = await savedCopy(id);
    if (saved) return saved;
    if (tour.isError) return tour;
    if (works.isError) return works;
    if (comments.isError) return comments;
  }
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return {
    isError: false as const,
    data: { tour: tour.data, works: works.data, comments: comments.data, offline: false },
  };
}
