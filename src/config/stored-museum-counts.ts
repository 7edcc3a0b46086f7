/**
 * Stored names new with this version and the same in code, on each museum: how many of its tours
 * are published, changed in the same commit as every tour that joins or leaves them (published,
 * unpublished, deleted, moved), and which tour that last change was about, so firestore.rules can
 * check the change against that tour's own. Museums stored before have neither until
 * `npm run migrate-museum-counts` counts them.
 */
export const STORED_MUSEUM_COUNTS = {
  publishedTours: 'publishedTours',
  countedTour: 'countedTour',
} as const;
