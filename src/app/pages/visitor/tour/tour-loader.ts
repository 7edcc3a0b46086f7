/*
 * What the public pages load, in a module of its own: the router's first page starts its loader
 * at boot (its entry in route-table.tsx, prefetch) while the page's code is still arriving, and the page then
 * takes the same request under the same key (useResult): the data no longer waits for the page
 * to render. Firestore and the models are chunks of their own (importData).
 */
import type { Museum } from '@/features/museums/model/museum';
import { importData } from '@/lib/data-modules';
import { SLOTS } from '@/lib/firebase/boot-plan';
import { hasBootRead } from '@/lib/firebase/boot-reads';
import type { CacheKey } from '@/lib/cache';
import type { Result } from '@/lib/result';
import { afterMainImage } from '@/lib/main-image';
import { afterIdle, nextTask } from '@/lib/moments';
import { fromSavedTour, type SavedTourData, type TourData } from '@/app/pages/visitor/saved/saved-tour';

const toursApi = () => importData(() => import('@/features/tours/api/tours'));
const museumsApi = () => importData(() => import('@/features/museums/api/museums'));

/**
 * The boot script's reads as models (./boot-data.ts), loaded only when it left one of these
 * slots to take: otherwise the page reads the normal way and the chunk is never asked for.
 */
const bootData = (slots: [CacheKey, string][]) =>
  slots.some(([key, slot]) => hasBootRead(key, slot)) ? import('@/app/pages/visitor/boot-data') : null;

/**
 * One piece of a page's data: the boot script's read when it made one and it worked, otherwise
 * the service's request (which answers from the TTL cache when it can).
 */
async function bootOr<T>(
  booted: Promise<T | null> | undefined,
  read: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const data = booted ? await booted : null;
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return data !== null ? { isError: false, data } : read();
}

export const highlightsKey = 'highlights';

/** How long the highlights wait for the first cover at most (a cover that never comes...). */
const FIRST_COVER_WAIT_MS = 5000;

/**
 * Once the cover above them, the home page's largest paint, is on screen and the page has loaded
 * and gone idle: Firestore's code, the query and the cards' images do not compete with it.
 */
export const loadHighlights = async () => {
  await afterMainImage(FIRST_COVER_WAIT_MS);
  await afterIdle();
  return (await toursApi()).listHighlightedTours();
};

export const museumsKey = 'museums';

/** A museum on /museos; `comingSoon` when it has no published tour yet. */
export type ListedMuseum = Museum & { comingSoon: boolean };

/**
 * The museums in their order with the coming-soon ones last: a museum is coming soon when its
 * count of published tours, kept on it, is zero. One whose count is unknown (stored before
 * counts, not migrated yet) is shown open: a museum with tours must never look closed.
 */
export function listMuseums(museums: Museum[]): ListedMuseum[] {
  const listed = museums.map((museum) => ({ ...museum, comingSoon: museum.publishedTours === 0 }));
  return [...listed.filter((m) => !m.comingSoon), ...listed.filter((m) => m.comingSoon)];
}

/**
 * The museums, and which of them have a published tour: one request, for the museums only,
 * however many museums and tours there are (docs/adr/0008-museums-coming-soon.md).
 */
export async function loadMuseums(): Promise<Result<ListedMuseum[]>> {
  const boot = (await bootData([['MUSEUMS', SLOTS.museums]]))?.bootMuseums();
  const museums = await bootOr(boot?.museums, async () => (await museumsApi()).listMuseums());
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return museums.isError ? museums : { isError: false, data: listMuseums(museums.data) };
}

export const museumKey = (id: string) => `museum:${id}`;
export const loadMuseum = async (id: string) =>
  bootOr((await bootData([['MUSEUMS', SLOTS.museum(id)]]))?.bootMuseum(id), async () =>
    (await museumsApi()).getMuseum(id),
  );

export const museumToursKey = (id: string) => `tours:${id}`;
export const loadMuseumTours = async (id: string) =>
  bootOr(
    (await bootData([['TOURS', SLOTS.publishedToursOfMuseum(id)]]))?.bootMuseumTours(id),
    async () => (await toursApi()).listPublishedToursOfMuseum(id),
  );

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
