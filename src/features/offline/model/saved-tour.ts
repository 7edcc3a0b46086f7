// Type-only imports from the models: the tour page's loader uses this before zod and Firestore
// have loaded.
import type { ModelFieldName } from '@/config/vocabulary';
import type { Comment } from '@/features/comments/model/comment';
import { withLikeCount } from '@/features/tours/model/like-count';
import type { Tour } from '@/features/tours/model/tour';
import { withMuseumName, type SavedTour } from '@/features/tours/model/museum-name';
import type { Work } from '@/features/works/model/work';
import { withRoom, type SavedWork } from '@/features/works/model/room';
import { storedNames, toModelFields } from '@/lib/firebase/stored-fields';

export interface TourData {
  tour: Tour;
  works: Work[];
  comments: Comment[];
}

/** What a tour saved for offline use holds: the JSON of the models of the version that saved it. */
export interface SavedTourData {
  tour: SavedTour;
  works: SavedWork[];
  comments: Comment[];
}

/**
 * Renames fields a saved copy may hold under their stored names: versions whose models used the
 * stored names saved them so. The JSON is not parsed by a schema, so the type is asserted.
 */
const withModelFields = <T extends object>(data: T, ...fields: ModelFieldName[]): T =>
  toModelFields(data, storedNames(...fields)) as T;

/**
 * A saved tour as this version uses it, whichever version saved it: a visitor who saved a tour
 * for offline use must still open it after an update, with no network to fetch it again.
 */
export function fromSavedTour(saved: SavedTourData): TourData {
  return {
    tour: withLikeCount<Tour>(withMuseumName(withModelFields(saved.tour, 'museumId'))),
    works: saved.works.map((work) => withRoom(withModelFields(work, 'tourId'))),
    comments: saved.comments.map((comment) => withModelFields(comment, 'tourId')),
  };
}
