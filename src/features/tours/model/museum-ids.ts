import type { Tour } from './tour';

/**
 * The museums these tours belong to, each once: /museos marks the others "Coming soon". A module
 * without schemas, so the page's loader can use it without loading zod.
 */
export const museumIdsOf = (tours: Pick<Tour, 'museumId'>[]): string[] => [
  ...new Set(tours.map((tour) => tour.museumId)),
];
