// Collection names as in the original product (spec section 3): existing data keeps working.
export const COLLECTIONS = {
  tematics: 'tematics',
  expositions: 'exposition',
  obras: 'obras',
  comments: 'comments',
  users: 'users',
  messages: 'messages',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
