import { RequestedComments } from '@/features/comments/components/requested-comments';
import { LikeButton } from '@/features/tours/components/like-button';
import type { Tour } from '@/features/tours/model/tour';
import type { CommentsRequest } from './tour-loader';
import { OtherTours } from './tour-other-tours';

/**
 * The end of the tour page, likes, comments and the museum's other tours: a chunk of its own, loaded once work 1's
 * picture is on screen (tour.tsx), so its code never takes bandwidth from it.
 */
export function TourEnd({ tour, comments }: { tour: Tour; comments: CommentsRequest }) {
  return (
    <>
      <LikeButton tour={tour} />
      <RequestedComments tourId={tour.id} request={comments} />
      <OtherTours tour={tour} />
    </>
  );
}
