import { arrayRemove, arrayUnion, limit, where } from 'firebase/firestore/lite';
import type { ErrorCode } from '@/lib/error-codes';
import { attempt } from '@/lib/errors';
import { LIST_MAX, SLOTS } from '@/lib/firebase/boot-plan';
import { idOrThrow, parseInput } from '@/lib/inputs';
import { STORED_FIELDS } from '@/config/vocabulary';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import type { MediaRef } from '@/lib/model/shared';
import { fail, type Result } from '@/lib/result';
import { tourInputSchema, tourModel, type Tour, type TourInput } from '../model/tour';
import { museumIdsOf } from '../model/museum-ids';

export const HIGHLIGHTS_MAX = 12;

export const tours = repository({ path: COLLECTIONS.tours, cacheKey: 'TOURS', ...tourModel });

const published = where('state', '==', 'published');
const isPublished = (tour: Tour) => tour.state === 'published';

const requireId = (id: string | undefined) => idOrThrow(id, 'No exposition specified');

const validInput = (input: TourInput) => parseInput(tourInputSchema, input);

/**
 * Highlighted tours for the home page. Unlike the original product, only
 * published ones: a highlighted draft never shows publicly (and the rules
 * refuse a query that could return one).
 */
export const listHighlightedTours = (): Promise<Result<Tour[]>> =>
  attempt(() =>
    tours.list([published, where('highlight', '==', true), limit(HIGHLIGHTS_MAX)], 'highlighted'),
  );

/** The published tours of one museum (/recorridos/{museumId}). */
export const listPublishedToursOfMuseum = (requested: string | undefined) =>
  attempt(() => {
    const museumId = idOrThrow(requested, 'No tematic specified');
    return tours.list(
      [where(STORED_FIELDS.museumId, '==', museumId), published, limit(LIST_MAX)],
      SLOTS.publishedToursOfMuseum(museumId),
    );
  });

/**
 * The ids of the museums with at least one published tour, for /museos to mark the others
 * "Coming soon": one query for all the museums (not one per card), cached like the other
 * public lists. Firestore Lite cannot ask for one field only, so the tours come whole
 * (docs/adr/0008-museums-coming-soon.md).
 */
export const listMuseumIdsWithPublishedTours = (): Promise<Result<string[]>> =>
  attempt(async () => {
    const publishedTours = await tours.list([published, limit(LIST_MAX)], SLOTS.publishedTours);
    return museumIdsOf(publishedTours);
  });

/** Every tour, drafts included: back-office only, never cached on the device. */
export const listAllTours = (): Promise<Result<Tour[]>> =>
  attempt(() => tours.list([limit(LIST_MAX)]));

/** A tour; only published ones are cached (the device may be shared). */
export const getTour = (id: string | undefined): Promise<Result<Tour>> =>
  attempt(() => tours.get(requireId(id), { cacheIf: isPublished }));

/** New tours start as drafts, not highlighted, with no likes: an admin publishes on purpose. */
export const addTour = (input: TourInput, image: MediaRef | null, id?: string) =>
  attempt(() =>
    tours.add({ ...validInput(input), image, highlight: false, likes: [], state: 'draft' }, id),
  );

export const updateTour = (id: string | undefined, input: TourInput, image?: MediaRef | null) =>
  attempt(() =>
    tours.update(requireId(id), {
      ...validInput(input),
      ...(image !== undefined && { image }),
    }),
  );

/** Keeps specific causes (offline, signed out, missing id); the rest gets the spec's message. */
function orFail<T>(result: Result<T>, code: ErrorCode, detail: string): Result<T> {
  if (!result.isError) return result;
  return ['unknown', 'permissionDenied', 'notFound'].includes(result.error.code)
    ? fail(code, detail)
    : result;
}

export const publishTour = async (id: string | undefined) =>
  orFail(
    await attempt(() => tours.update(requireId(id), { state: 'published' })),
    'publishFailed',
    'Failed to publish',
  );

export const unpublishTour = async (id: string | undefined) =>
  orFail(
    await attempt(() => tours.update(requireId(id), { state: 'draft' })),
    'unpublishFailed',
    'Failed to unpublish',
  );

export const setHighlight = (id: string | undefined, highlight: boolean) =>
  attempt(() => tours.update(requireId(id), { highlight }));

export interface SignedInUser {
  uid: string;
}

/**
 * Adds (like) or removes (unlike) the caller's uid in likes: arrayUnion and arrayRemove keep
 * concurrent likes by others.
 */
function changeLike(change: typeof arrayUnion, code: ErrorCode, message: string) {
  return async (id: string | undefined, user: SignedInUser | null) => {
    if (!user) return fail('notSignedIn', 'No logged in user to perform this action');
    return orFail(
      await attempt(() =>
        tours.update(requireId(id), { likes: change(user.uid) }, { touch: false }),
      ),
      code,
      message,
    );
  };
}

export const likeTour = changeLike(arrayUnion, 'likeFailed', 'Failed to like');
export const unlikeTour = changeLike(arrayRemove, 'unlikeFailed', 'Failed to unlike');
