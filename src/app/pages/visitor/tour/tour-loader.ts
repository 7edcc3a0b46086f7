/**
 * The tour page's data; how the loaders take the boot script's reads: boot-or-service.ts beside the
 * pages.
 */
import { importData } from '@/lib/data-modules';
import { SLOTS } from '@/config/public-lists';
import { nextTask } from '@/lib/moments';
import type { Result } from '@/lib/result';
import type { Comment } from '@/features/comments/model/comment';
import { fromSavedTour, type SavedTourData } from '@/features/offline/model/saved-tour';
import { bootData, bootOr, toursApi } from '@/app/pages/visitor/boot-or-service';

export const tourKey = (id: string) => `tour:${id}`;

/** The tour page's comments: they come in the same round trip, but nothing on screen waits for them. */
export type CommentsRequest = Promise<Result<Comment[]>>;

const savedData = (id: string) =>
  import('@/features/offline/lib/offline-store')
    .then(({ getSavedTour }) => getSavedTour<SavedTourData>(id))
    .then((saved) => (saved ? fromSavedTour(saved.data) : null))
    .catch(() => null);

const savedCopy = async (id: string) => {
  const data = await savedData(id);
  if (!data) return null;
  const comments: CommentsRequest = Promise.resolve({ isError: false, data: data.comments });
  return { isError: false as const, data: { ...data, comments, offline: true, withdrawn: false } };
};

/** Whether the tour's answer says it is no longer public, rather than that it could not be read. */
const withdrawn = (tour: Result<unknown>) =>
  tour.isError && (tour.error.code === 'notFound' || tour.error.code === 'permissionDenied');

/** What the comments' request answers when its code could not be fetched (offline). */
const unreachable = { isError: true as const, error: { code: 'network' as const } };

/**
 * The comments, or when they cannot be read (no signal), the ones of a copy saved for offline:
 * the tour page shows what the device has rather than an error.
 */
async function commentsOrSaved(id: string, request: CommentsRequest): CommentsRequest {
  const comments = await request.catch(() => unreachable);
  if (!comments.isError) return comments;
  const saved = await savedData(id);
  return saved ? { isError: false, data: saved.comments } : comments;
}

/**
 * The tour, its works and comments in one round trip: three requests in parallel. The page shows
 * once the tour and its works have arrived; the comments, at the page's end, come when they come
 * (a tour with thousands of them takes Firestore longer to answer). With the network off (or
 * failing), a tour saved for offline comes from the device.
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
  const comments = commentsOrSaved(id, commentsRequest);
  const [tour, works] = await Promise.all([tourRequest, worksRequest]);
  if (tour.isError || works.isError) {
    const saved = await savedCopy(id);
    // Online, a tour that answers "not there" was taken out of the guide (or back to a draft):
    // the copy on the device still plays, and the page says the tour is no longer published.
    if (saved)
      return withdrawn(tour) ? { ...saved, data: { ...saved.data, withdrawn: true } } : saved;
    if (tour.isError) return tour;
    if (works.isError) return works;
  }
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return {
    isError: false as const,
    data: { tour: tour.data, works: works.data, comments, offline: false, withdrawn: false },
  };
}
