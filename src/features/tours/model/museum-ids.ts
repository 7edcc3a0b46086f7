import type { Exposition } from './exposition';

/**
 * The museums these tours belong to, each once: /museos marks the others "Coming soon". A module
 * without schemas, so the page's loader can use it without loading zod.
 */
export const museumIdsOf = (tours: Pick<Exposition, 'tematicId'>[]): string[] => [
  ...new Set(tours.map((tour) => tour.tematicId)),
];
