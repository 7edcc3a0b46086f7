/**
 * Every query the public makes, written once, as data (src/lib/firebase/query-def.ts), and
 * nothing else (a test takes every export here for a public query): the
 * services run them through the Firestore SDK and the boot script (src/lib/firebase/boot-plan.ts)
 * through the REST API, from these same definitions, under the same cache slots.
 * tests/services/public-queries.test.ts runs each both ways against the emulators and compares;
 * firestore.rules refuse a public query that could return what the public may not read, so a
 * filter here is also what the rules ask for. Adding a filter is one edit here.
 */
import { COMMENTS_PAGE } from '@/config/comment-limits';
import {
  EXHIBITIONS_MAX,
  HIGHLIGHTS_MAX,
  LIST_MAX,
  MUSEUMS_PAGE,
  SLOTS,
} from '@/config/public-lists';
import { STORED_EXHIBITIONS, STORED_FIELDS } from '@/config/vocabulary';
import type { Day } from '@/lib/days';
import { COLLECTIONS } from '@/lib/firebase/paths';
import {
  DOCUMENT_ID,
  queryTimeOf,
  type QueryDef,
  type QueryFilter,
} from '@/lib/firebase/query-def';

const published: QueryFilter = ['state', '==', 'published'];
/** A comment the public may read: the rules refuse a query that does not ask for it. */
const visible: QueryFilter = ['hidden', '==', false];

const museumsInOrder: Pick<QueryDef, 'collection' | 'orderBy'> = {
  collection: COLLECTIONS.museums,
  orderBy: [[DOCUMENT_ID, 'asc']],
};

const publishedOfMuseum = (museumId: string): QueryFilter[] => [
  [STORED_FIELDS.museumId, '==', museumId],
  published,
];

/** Every museum, in the order of their ids (the back-office's lists and forms). */
export const museums = (): QueryDef => ({
  ...museumsInOrder,
  limit: LIST_MAX,
  cache: { key: 'MUSEUMS', slot: SLOTS.museums },
});

/**
 * A page of /museos: the first MUSEUMS_PAGE museums in the order of their ids, or with `after`
 * (the id of the last one shown) the ones that follow it, and one more, which tells whether
 * more follow. Only the first page is cached on the device.
 */
export const museumsPage = (after?: string): QueryDef => ({
  ...museumsInOrder,
  limit: MUSEUMS_PAGE + 1,
  ...(after === undefined
    ? { cache: { key: 'MUSEUMS', slot: SLOTS.firstMuseums } }
    : { startAfter: [after] }),
});

/** The home page's highlighted tours; only published ones, as the rules require. */
export const highlightedTours = (): QueryDef => ({
  collection: COLLECTIONS.tours,
  where: [published, ['highlight', '==', true]],
  limit: HIGHLIGHTS_MAX,
  cache: { key: 'TOURS', slot: SLOTS.highlightedTours },
});

/** The published tours of one museum (/recorridos/{museumId}). */
export const publishedToursOfMuseum = (museumId: string): QueryDef => ({
  collection: COLLECTIONS.tours,
  where: publishedOfMuseum(museumId),
  limit: LIST_MAX,
  cache: { key: 'TOURS', slot: SLOTS.publishedToursOfMuseum(museumId) },
});

/** The first `count` of them (a tour's end offers where to go next). */
export const someToursOfMuseum = (museumId: string, count: number): QueryDef => ({
  collection: COLLECTIONS.tours,
  where: publishedOfMuseum(museumId),
  limit: count,
  cache: { key: 'TOURS', slot: SLOTS.someToursOfMuseum(museumId, count) },
});

/**
 * The temporary exhibitions still to be seen on `today` (a day in Buenos Aires, src/lib/days.ts):
 * open and upcoming, in the order they close. A closed one is never read: its closing day is
 * before today, whatever number of them a museum has had (firestore.rules refuse a query that
 * could return one). Cached by the day, so a cached list never outlives a closing midnight.
 */
const exhibitionsOn = (today: Day): QueryFilter[] => [
  ['state', '==', STORED_EXHIBITIONS.publishedState],
  [STORED_EXHIBITIONS.closesOn, '>=', today],
];

/** The exhibitions of one museum still to be seen on `today`, closing first first. */
export const exhibitionsOfMuseum = (museumId: string, today: Day): QueryDef => ({
  collection: COLLECTIONS.tours,
  where: [[STORED_FIELDS.museumId, '==', museumId], ...exhibitionsOn(today)],
  orderBy: [[STORED_EXHIBITIONS.closesOn, 'asc']],
  limit: LIST_MAX,
  cache: { key: 'TOURS', slot: SLOTS.exhibitionsOfMuseum(museumId, today) },
});

/** The home page's exhibitions: the first to close of all still to be seen on `today`. */
export const exhibitionsClosingSoon = (today: Day): QueryDef => ({
  collection: COLLECTIONS.tours,
  where: exhibitionsOn(today),
  orderBy: [[STORED_EXHIBITIONS.closesOn, 'asc']],
  limit: EXHIBITIONS_MAX,
  cache: { key: 'TOURS', slot: SLOTS.exhibitionsClosingSoon(today) },
});

/** The works of a tour in their order; public for published tours. */
export const worksOfTour = (tourId: string): QueryDef => ({
  collection: COLLECTIONS.works,
  where: [[STORED_FIELDS.tourId, '==', tourId]],
  orderBy: [['order', 'asc']],
  limit: LIST_MAX,
  cache: { key: 'WORKS', slot: SLOTS.worksOfTour(tourId) },
});

/**
 * A page of a tour's comments, newest first: the newest COMMENTS_PAGE, or with `after` (the
 * last comment shown) the ones that follow it. Ties in createdAt are ordered by id, so the
 * cursor (createdAt, id) skips nothing and repeats nothing; the rules refuse a longer page.
 * Only the first page is cached on the device.
 */
export const commentsOfTour = (
  tourId: string,
  after?: { createdAt: number; id: string },
): QueryDef => ({
  collection: COLLECTIONS.comments,
  where: [[STORED_FIELDS.tourId, '==', tourId], visible],
  orderBy: [
    ['createdAt', 'desc'],
    [DOCUMENT_ID, 'desc'],
  ],
  limit: COMMENTS_PAGE,
  ...(after
    ? { startAfter: [queryTimeOf(after.createdAt), after.id] }
    : { cache: { key: 'COMMENTS', slot: SLOTS.commentsOfTour(tourId) } }),
});
