/**
 * The public pages' data from the boot script's reads (src/boot/start-boot-reads.ts), as models:
 * a chunk of its own that route-data.ts loads only when the boot script left a read to take. It
 * needs the models' schemas, not the Firestore SDK.
 */
import { commentConverter } from '@/features/comments/model/comment';
import { tematicConverter } from '@/features/museums/model/tematic';
import { expositionConverter } from '@/features/tours/model/exposition';
import { obraConverter } from '@/features/works/model/obra';
import { SLOTS } from '@/lib/firebase/boot-plan';
import { bootDocument, bootList } from '@/lib/firebase/boot-models';
import { COLLECTIONS } from '@/lib/firebase/paths';

export const bootTour = (id: string) => ({
  // Only a published tour is cached on the device, as getTour does (the device may be shared).
  tour: bootDocument(
    'EXPOSITIONS',
    SLOTS.tour(id),
    COLLECTIONS.expositions,
    expositionConverter,
    (tour) => tour.state === 'published',
  ),
  works: bootList('OBRAS', SLOTS.worksOfTour(id), COLLECTIONS.obras, obraConverter),
  comments: bootList('COMMENTS', SLOTS.commentsOfTour(id), COLLECTIONS.comments, commentConverter),
});

export const bootMuseums = () => ({
  museums: bootList('TEMATICS', SLOTS.museums, COLLECTIONS.tematics, tematicConverter),
  publishedTours: bootList(
    'EXPOSITIONS',
    SLOTS.publishedTours,
    COLLECTIONS.expositions,
    expositionConverter,
  ),
});

/** The museum page's two reads are taken by two loaders (its data and its tours), one each. */
export const bootMuseum = (id: string) =>
  bootDocument('TEMATICS', SLOTS.museum(id), COLLECTIONS.tematics, tematicConverter, () => true);

export const bootMuseumTours = (id: string) =>
  bootList(
    'EXPOSITIONS',
    SLOTS.publishedToursOfMuseum(id),
    COLLECTIONS.expositions,
    expositionConverter,
  );
