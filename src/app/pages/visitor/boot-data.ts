/**
 * The public pages' data from the boot script's reads (src/boot/start-boot-reads.ts), as models:
 * a chunk of its own that the pages' loaders (boot-or-service.ts) load only when the boot script
 * left a read to take. It needs the models' schemas, not the Firestore SDK.
 */
import { commentConverter } from '@/features/comments/model/comment';
import { museumModel } from '@/features/museums/model/museum';
import { tourModel } from '@/features/tours/model/tour';
import { workModel } from '@/features/works/model/work';
import { SLOTS } from '@/config/public-lists';
import { bootDocument, bootList } from '@/lib/firebase/boot-models';
import { COLLECTIONS } from '@/lib/firebase/paths';

export const bootTour = (id: string) => ({
  // Only a published tour is cached on the device, as getTour does (the device may be shared).
  tour: bootDocument(
    'TOURS',
    SLOTS.tour(id),
    COLLECTIONS.tours,
    tourModel.converter,
    (tour) => tour.state === 'published',
  ),
  works: bootList('WORKS', SLOTS.worksOfTour(id), COLLECTIONS.works, workModel.converter),
  comments: bootList('COMMENTS', SLOTS.commentsOfTour(id), COLLECTIONS.comments, commentConverter),
});

export const bootMuseums = () => ({
  museums: bootList('MUSEUMS', SLOTS.firstMuseums, COLLECTIONS.museums, museumModel.converter),
});

/** The museum page's two reads are taken by two loaders (its data and its tours), one each. */
export const bootMuseum = (id: string) =>
  bootDocument('MUSEUMS', SLOTS.museum(id), COLLECTIONS.museums, museumModel.converter, () => true);

/** Its permanent tours and its exhibitions still to be seen on `day`. */
export const bootMuseumTours = (id: string, day: number) => ({
  permanent: bootList(
    'TOURS',
    SLOTS.publishedToursOfMuseum(id),
    COLLECTIONS.tours,
    tourModel.converter,
  ),
  exhibitions: bootList(
    'TOURS',
    SLOTS.exhibitionsOfMuseum(id, day),
    COLLECTIONS.tours,
    tourModel.converter,
  ),
});
