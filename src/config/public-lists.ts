/** How much the public lists read, and where the device keeps what they read. */

/** How many documents a public list reads at most. */
export const LIST_MAX = 1000;

/**
 * How many museums /museos shows at first and adds with each "Show more": about three phone
 * screens of cards, so the page costs the same with 4 museums or 40.
 */
export const MUSEUMS_PAGE = 6;

/**
 * The home page's highlighted tours: a curated handful (two rows of cards on a laptop), so the
 * home page weighs the same with 6 highlighted tours as with 60.
 */
export const HIGHLIGHTS_MAX = 6;

/**
 * The home page's temporary exhibitions, the first to close: as many as the highlights, and
 * never more whatever number a city has on.
 */
export const EXHIBITIONS_MAX = 6;

/** The slot of one document read by id (the repository's `get`). */
export const documentSlot = (id: string) => `get:${id}`;

/** The cache slots of the public reads. */
export const SLOTS = {
  museums: 'all',
  /** /museos: its first page, and one more museum to tell whether more follow. */
  firstMuseums: 'first',
  museum: documentSlot,
  highlightedTours: 'highlighted',
  publishedToursOfMuseum: (museumId: string) => `published:${museumId}`,
  /** A tour's end: the first few published tours of its museum. */
  someToursOfMuseum: (museumId: string, count: number) => `published:${museumId}:${count}`,
  /** A museum's exhibitions still to be seen on a day (YYYYMMDD): a day's list, a slot. */
  exhibitionsOfMuseum: (museumId: string, day: number) => `exhibitions:${museumId}:${day}`,
  exhibitionsClosingSoon: (day: number) => `exhibitions:${day}`,
  tour: documentSlot,
  worksOfTour: (tourId: string) => `works:${tourId}`,
  commentsOfTour: (tourId: string) => `comments:${tourId}`,
} as const;
