import { deleteField } from 'firebase/firestore/lite';
import type { Day } from '@/lib/days';
import { attempt } from '@/lib/errors';
import * as publicQueries from '@/config/public-queries';
import { LIST_MAX } from '@/config/public-lists';
import { writeTourCounted } from './published-count';
import { idOrThrow, parseInput } from '@/lib/inputs';
import { STORED_EXHIBITIONS, STORED_NUMBERING } from '@/config/vocabulary';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import type { MediaRef } from '@/lib/model/shared';
import type { Result } from '@/lib/result';
import { orFail } from './or-fail';
import { tourInputSchema, tourModel, type Tour, type TourInput } from '../model/tour';

export const tours = repository({
  path: COLLECTIONS.tours,
  cacheKey: 'TOURS',
  stamped: true,
  ...tourModel,
});

const isPublished = (tour: Tour) => tour.state === 'published';

const requireId = (id: string | undefined) => idOrThrow(id, 'No exposition specified');

const validInput = (input: TourInput) => parseInput(tourInputSchema, input);

/**
 * Highlighted tours for the home page. Unlike the original product, only
 * published ones: a highlighted draft never shows publicly (and the rules
 * refuse a query that could return one).
 */
export const listHighlightedTours = (): Promise<Result<Tour[]>> =>
  attempt(() => tours.list(publicQueries.highlightedTours()));

/** The published tours of one museum (/recorridos/{museumId}). */
export const listPublishedToursOfMuseum = (requested: string | undefined) =>
  attempt(() =>
    tours.list(publicQueries.publishedToursOfMuseum(idOrThrow(requested, 'No tematic specified'))),
  );

/** A museum's exhibitions still to be seen on `day` (open or upcoming), the first to close first. */
export const listExhibitionsOfMuseum = (museumId: string, day: Day) =>
  attempt(() => tours.list(publicQueries.exhibitionsOfMuseum(museumId, day)));

/** The exhibitions still to be seen on `day` across the city, the first to close first (home). */
export const listExhibitionsClosingSoon = (day: Day) =>
  attempt(() => tours.list(publicQueries.exhibitionsClosingSoon(day)));

/**
 * The first `count` published tours of one museum (a tour's end offers where to go next): a
 * museum with fifty tours costs no more than one with four.
 */
export const listSomePublishedToursOfMuseum = (museumId: string, count: number) =>
  attempt(() => tours.list(publicQueries.someToursOfMuseum(museumId, count)));

/** Every tour, drafts included, not those in the trash: back-office only, never cached on the device. */
export const listAllTours = (): Promise<Result<Tour[]>> =>
  attempt(() =>
    tours.list({
      collection: COLLECTIONS.tours,
      where: [['state', 'in', ['draft', 'published', STORED_EXHIBITIONS.publishedState]]],
      limit: LIST_MAX,
    }),
  );

/** A tour; only published ones are cached (the device may be shared). */
export const getTour = (id: string | undefined): Promise<Result<Tour>> =>
  attempt(() => tours.get(requireId(id), { cacheIf: isPublished }));

/** A tour's files as its document records them: its picture and its floor plan. */
export interface TourMedia {
  image?: MediaRef | null;
  map?: MediaRef | null;
}

/**
 * New tours start as drafts, not highlighted, with no likes and no works numbered yet: an admin
 * publishes on purpose. A floor plan is recorded only when there is one.
 */
export const addTour = (input: TourInput, media: TourMedia, id?: string) =>
  attempt(() =>
    tours.add(
      {
        ...newTourFields(validInput(input)),
        image: media.image ?? null,
        ...(media.map && { map: media.map }),
        highlight: false,
        likeCount: 0,
        state: 'draft',
        [STORED_NUMBERING.worksVersion]: 0,
        [STORED_NUMBERING.nextWorkCode]: 1,
      },
      id,
    ),
  );

/**
 * Saves the texts and the files given; the others stay as they are. A published tour moved to
 * another museum leaves that museum's count of published tours and joins the other's, in the
 * same commit (writeTourCounted).
 */
/** A new tour's stored fields: an exhibition's days beside the others, when it has them. */
function newTourFields({ dates, ...fields }: TourInput) {
  return { ...fields, ...dates };
}

export const updateTour = (id: string | undefined, input: TourInput, media: TourMedia = {}) =>
  attempt(() => {
    const { dates, ...fields } = validInput(input);
    return writeTourCounted(
      requireId(id),
      tourModel.converter.toStored({
        ...fields,
        ...datesPatch(dates),
        ...(media.image !== undefined && { image: media.image }),
        ...(media.map !== undefined && { map: media.map }),
      }),
    );
  });

/**
 * The stored fields of a tour's days: an exhibition's three, or their removal (a permanent
 * tour); none when the input leaves them as they are.
 */
function datesPatch(dates: TourInput['dates']) {
  if (dates === undefined) return {};
  if (dates === null)
    return { opensOn: deleteField(), closesOn: deleteField(), playsBeforeOpening: deleteField() };
  return dates;
}

export const publishTour = async (id: string | undefined) =>
  orFail(
    await attempt(() => writeTourCounted(requireId(id), { state: 'published' })),
    'publishFailed',
    'Failed to publish',
  );

export const unpublishTour = async (id: string | undefined) =>
  orFail(
    await attempt(() => writeTourCounted(requireId(id), { state: 'draft' })),
    'unpublishFailed',
    'Failed to unpublish',
  );

export const setHighlight = (id: string | undefined, highlight: boolean) =>
  attempt(() => tours.update(requireId(id), { highlight }));
