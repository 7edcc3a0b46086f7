import { CommentsSection } from '@/features/comments/components/comments-section';
import type { Comment } from '@/features/comments/model/comment';
import { LikeButton } from '@/features/tours/components/like-button';
import type { Tour } from '@/features/tours/model/tour';
import { OtherTours } from './tour-other-tours';

/**
 * The end of the tour page, likes, comments and the museum's other tours: a chunk of its own, loaded once work 1's
 * picture is on screen (tour.tsx), so its code never takes bandwidth from it.
 */
export function TourEnd({ tour, comments }: { tour: Tour; comments: Comment[] }) {
  return (
    <>
      <LikeButton tour={tour} />
      <CommentsSection tourId={tour.id} initial={comments} />
      <OtherTours tour={tour} />
    </>
  );
}
