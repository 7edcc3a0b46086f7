/*
 * How wide images are shown, for their `sizes` attribute and for preloading the same file
 * before the page renders (src/lib/resource-hints.ts).
 */

/** A card's image: one column of the card grid. */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 340px, (min-width: 700px) 45vw, 100vw';

/** A page's hero image: the full width. */
export const HERO_IMAGE_SIZES = '100vw';

/** A work's picture on the tour page: the column's width on a phone, 480px beside its text. */
export const WORK_IMAGE_SIZES = '(min-width: 900px) 480px, 100vw';
