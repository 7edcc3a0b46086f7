/**
 * Which public reads each first page makes at boot, before the app's code has arrived
 * (docs/adr/0009-boot-time-reads.md): the same documents, in the same order, under the same
 * cache slots as the services' own reads, so the app takes them in place of its own requests and
 * a visit within the cache's lifetime makes none. The boot script (src/boot/boot.ts) and the app
 * (src/lib/firebase/boot-reads.ts) both read this table; tests/services/boot-reads.test.ts
 * checks against the emulators that each read gives what the service gives.
 */
import type { CacheKey } from '@/lib/cache';
import { PATHS } from '@/config/routes';
import { STORED_FIELDS } from '@/config/vocabulary';
import { COMMENTS_PAGE } from '@/config/comment-limits';
import { COLLECTIONS } from './paths';
import type { RestQuery } from './rest';

/** How many documents a public list reads at most (the services' LIST_MAX). */
export const LIST_MAX = 1000;

/**
 * How many museums /museos shows at first and adds with each "Show more": about three phone
 * screens of cards, so the page costs the same with 4 museums or 40.
 */
export const MUSEUMS_PAGE = 6;

/** The slot of one document read by id (the repository's `get`). */
export const documentSlot = (id: string) => `get:${id}`;

/** The cache slots of the public reads: the services and the boot script name them here. */
export const SLOTS = {
  museums: 'all',
  /** /museos: its first page, and one more museum to tell whether more follow. */
  firstMuseums: 'first',
  museum: documentSlot,
  publishedToursOfMuseum: (museumId: string) => `published:${museumId}`,
  /** A tour's end: the first few published tours of its museum. */
  someToursOfMuseum: (museumId: string, count: number) => `published:${museumId}:${count}`,
  tour: documentSlot,
  worksOfTour: (tourId: string) => `works:${tourId}`,
  commentsOfTour: (tourId: string) => `comments:${tourId}`,
} as const;

/** One read: a document by path, or a query; kept in `cacheKey`/`slot` by the app. */
export type BootRead = { cacheKey: CacheKey; slot: string } & (
  { document: string } | { query: RestQuery }
);

export type BootPage =
  { page: 'museums' } | { page: 'museum'; museumId: string } | { page: 'tour'; tourId: string };

const published: [string, string] = ['state', 'published'];
/** A comment the public may read: the rules refuse a query that does not ask for it. */
const visible: [string, boolean] = ['hidden', false];

/** A document read by id, under the slot the repository's `get` keeps it in. */
const byId = (cacheKey: CacheKey, collection: string, id: string): BootRead => ({
  cacheKey,
  slot: documentSlot(id),
  document: `${collection}/${id}`,
});

/** A query's read: a public list, LIST_MAX documents at most unless `limit` says otherwise. */
const byQuery = (
  cacheKey: CacheKey,
  slot: string,
  query: Omit<RestQuery, 'limit'> & { limit?: number },
): BootRead => ({ cacheKey, slot, query: { ...query, limit: query.limit ?? LIST_MAX } });

/** The public reads of a page. */
export function bootReads(page: BootPage): BootRead[] {
  switch (page.page) {
    case 'museums':
      return [
        byQuery('MUSEUMS', SLOTS.firstMuseums, {
          collection: COLLECTIONS.museums,
          where: [],
          limit: MUSEUMS_PAGE + 1,
        }),
      ];
    case 'museum':
      return [
        byId('MUSEUMS', COLLECTIONS.museums, page.museumId),
        byQuery('TOURS', SLOTS.publishedToursOfMuseum(page.museumId), {
          collection: COLLECTIONS.tours,
          where: [[STORED_FIELDS.museumId, page.museumId], published],
        }),
      ];
    case 'tour':
      return [
        byId('TOURS', COLLECTIONS.tours, page.tourId),
        byQuery('WORKS', SLOTS.worksOfTour(page.tourId), {
          collection: COLLECTIONS.works,
          where: [[STORED_FIELDS.tourId, page.tourId]],
          orderBy: [['order', 'ASCENDING']],
        }),
        byQuery('COMMENTS', SLOTS.commentsOfTour(page.tourId), {
          collection: COLLECTIONS.comments,
          where: [[STORED_FIELDS.tourId, page.tourId], visible],
          orderBy: [
            ['createdAt', 'DESCENDING'],
            ['__name__', 'DESCENDING'],
          ],
          limit: COMMENTS_PAGE,
        }),
      ];
  }
}

/** The key under which the boot script leaves a read for the app. */
export const bootReadKey = (read: Pick<BootRead, 'cacheKey' | 'slot'>) =>
  `${read.cacheKey}|${read.slot}`;

/** The pages whose data the boot script reads: the route table's patterns (src/config/routes.ts). */
const BOOT_PAGES: [pattern: string, page: (params: Record<string, string>) => BootPage][] = [
  [PATHS.museums, () => ({ page: 'museums' })],
  [PATHS.museum, ({ museumId = '' }) => ({ page: 'museum', museumId: museumId })],
  [PATHS.tour, ({ tourId = '' }) => ({ page: 'tour', tourId: tourId })],
];

/**
 * The parameters of `pathname` under `pattern` (`:name` one segment, `:name?` an optional one),
 * decoded; null when it does not match. The boot script's own matcher: react-router's would
 * bring the router into a script that must stay small.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pattern.split('/');
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (segment === undefined) return part.endsWith('?') ? params : null;
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null; // a malformed address: the router shows it as not found
    }
    if (value === '' || value.includes('/')) return null;
    params[part.slice(1).replace(/\?$/, '')] = value;
  }
  return params;
}

/** The boot page at `pathname`, or null for pages without boot reads (home, back-office...). */
export function bootPageOf(pathname: string): BootPage | null {
  for (const [pattern, page] of BOOT_PAGES) {
    const params = matchPattern(pattern, pathname);
    if (params) return page(params);
  }
  return null;
}
