import { STORED_COLLECTIONS } from '@/config/vocabulary';

// Collection names as in the original product: existing data keeps working.
export const COLLECTIONS = {
  ...STORED_COLLECTIONS,
  comments: 'comments',
  users: 'users',
  messages: 'messages',
  /** One per user: when they last commented (the comment rate limit in firestore.rules). */
  commentCooldowns: 'commentCooldowns',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
