import { STORED_COLLECTIONS, STORED_LIKES } from '@/config/vocabulary';

// Collection names as in the original product: existing data keeps working.
export const COLLECTIONS = {
  ...STORED_COLLECTIONS,
  comments: 'comments',
  users: 'users',
  messages: 'messages',
  /** One per user: when they last commented (the comment rate limit in firestore.rules). */
  commentCooldowns: 'commentCooldowns',
  /** What admins deleted, restorable for 30 days (src/features/cpanel/api/trash-store.ts). */
  trash: 'trash',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** The path of one visitor's like of a tour: a document of the tour's likes, named by their uid. */
export const tourLikePath = (tourId: string, uid: string) =>
  `${COLLECTIONS.tours}/${tourId}/${STORED_LIKES.subcollection}/${uid}`;

/** The path of a tour's likes (one document per visitor who likes it). */
export const tourLikesPath = (tourId: string) =>
  `${COLLECTIONS.tours}/${tourId}/${STORED_LIKES.subcollection}`;

/** Where one person's report of a comment lives: named by their uid, so each reports once. */
export const commentReportPath = (commentId: string, uid: string) =>
  `${COLLECTIONS.comments}/${commentId}/reports/${uid}`;
