import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { STORED_FIELDS, STORED_NUMBERING } from '@/config/vocabulary';
import { cacheClear } from '@/lib/cache';
import { deleteCommentReports, deleteFolders } from '@/lib/firebase/bulk-writes';
import { editStamp } from '@/lib/firebase/edit-stamp';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS, tourLikesPath } from '@/lib/firebase/paths';
import { isPublishedState, writeTourCounted } from '@/features/tours/api/published-count';

import {
  DELETE_PAGE,
  deleteAll,
  type DeleteProgress,
  type OnDeleteProgress,
} from '@/lib/firebase/delete-pages';

/** Works are deleted with their files, a folder listing each: fewer at a time. */
const WORKS_PAGE = 20;

/** What a tour's delete removed. */
export interface TourDeleteReport {
  works: number;
  comments: number;
  likes: number;
}

/**
 * Deletes a tour and everything that is its: works with their files, comments, likes, its own
 * files, then the tour. Any size: every step goes a page at a time. Resumable: a delete that
 * failed part way is finished by running it again, since each step deletes what is still
 * there, and the tour, the admin's handle for trying again, goes last.
 *
 * The tour is unpublished first, so from then on visitors neither see it with its works going
 * missing nor add to it: firestore.rules refuse a comment on an unpublished tour (comments
 * create: isPublishedExposition) and a like of one (isOwnLikeChange), and let an admin delete
 * likes only once it is unpublished. A comment or like that landed before that is in the pages
 * read after it; the count after each step makes sure.
 */
export async function deleteTourAndAll(
  tourId: string,
  onProgress: OnDeleteProgress = () => undefined,
): Promise<TourDeleteReport> {
  const tourRef = doc(db(), COLLECTIONS.tours, tourId);
  onProgress({ step: 'unpublish', done: 0, total: 1 });
  const tour = await getDoc(tourRef);
  // Its museum's count of published tours loses it in the same commit (firestore.rules).
  // (A tour in the trash is out of sight already, and stays there until it is gone.)
  // An exhibition, unpublished, leaves its days off its museum the same way.
  if (tour.exists() && isPublishedState(tour.get('state')))
    await writeTourCounted(tourId, { state: 'draft' });
  onProgress({ step: 'unpublish', done: 1, total: 1 });

  const ofTour = [where(STORED_FIELDS.tourId, '==', tourId)];
  const step = (name: DeleteProgress['step']) => (done: number, total: number) =>
    onProgress({ step: name, done, total });
  const stamp = await editStamp();
  const works = await deleteAll(collection(db(), COLLECTIONS.works), ofTour, step('works'), {
    page: WORKS_PAGE,
    // Files first: if one cannot be deleted, its work stays, and so does the way to retry.
    each: (ids) => deleteFolders(ids),
    // Deleting works changes the tour's numbers: firestore.rules want its works counter raised
    // by one in the same commit (`increment`, so the pages committing at once all count). The
    // works of a tour that is gone have no numbers to keep, and no tour to raise.
    ...(tour.exists() && {
      with: (batch: WriteBatch) =>
        batch.update(tourRef, { [STORED_NUMBERING.worksVersion]: increment(1), ...stamp }),
    }),
  });
  const comments = await deleteAll(
    collection(db(), COLLECTIONS.comments),
    ofTour,
    step('comments'),
    {
      // A reported comment's reports go first (only those have any).
      each: (_ids, docs) =>
        deleteCommentReports(
          docs.filter((comment) => Number(comment.get('reportCount') ?? 0) > 0).map((c) => c.id),
        ),
    },
  );
  const likes = await deleteAll(collection(db(), tourLikesPath(tourId)), [], step('likes'));

  onProgress({ step: 'files', done: 0, total: 1 });
  await deleteFolders([tourId]);
  // (One gone already, a delete run again, has nothing left to delete.)
  if (tour.exists()) {
    const batch = writeBatch(db());
    batch.delete(tourRef);
    await batch.commit();
  }
  onProgress({ step: 'files', done: 1, total: 1 });
  cacheClear();
  return { works, comments, likes };
}

/**
 * Deletes a museum with all its tours (each as deleteTourAndAll does), then its image and
 * itself. Resumable like a tour's delete: the museum goes last.
 */
export async function deleteMuseumAndAll(
  museumId: string,
  onProgress: OnDeleteProgress = () => undefined,
): Promise<{ tours: number }> {
  const toursOf = query(
    collection(db(), COLLECTIONS.tours),
    where(STORED_FIELDS.museumId, '==', museumId),
  );
  let deleted = 0;
  for (;;) {
    // A museum has tens of tours, not thousands: one page of ids at a time is plenty, and a
    // tour added meanwhile is in the next.
    const { docs } = await getDocs(query(toursOf, orderBy(documentId()), limit(DELETE_PAGE)));
    if (docs.length === 0) break;
    const total = deleted + (await getCount(toursOf)).data().count;
    for (const tour of docs) {
      const index = deleted + 1;
      await deleteTourAndAll(tour.id, (progress) =>
        onProgress({ ...progress, tour: { index, total } }),
      );
      deleted += 1;
    }
  }
  onProgress({ step: 'files', done: 0, total: 1 });
  await deleteFolders([museumId]);
  const batch = writeBatch(db());
  batch.delete(doc(db(), COLLECTIONS.museums, museumId));
  await batch.commit();
  onProgress({ step: 'files', done: 1, total: 1 });
  cacheClear();
  return { tours: deleted };
}
