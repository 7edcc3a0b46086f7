/**
 * Which public reads each first page makes at boot, before the app's code has arrived
 * (docs/adr/0009-boot-time-reads.md): the same documents, in the same order, under the same
 * cache slots as the services' own reads, so the app takes them in place of its own requests and
 * a visit within the cache's lifetime makes none. The boot script (src/boot/boot.ts) and the app
 * (src/lib/firebase/boot-reads.ts) both read this table; the queries are the services' own
 * (src/config/public-queries.ts), and tests/services/boot-reads.test.ts checks against the
 * emulators that each read gives what the service gives.
 */
import type { CacheKey } from '@/lib/cache';
import { MUSEUM_PATH, MUSEUMS_PATH, TOUR_PATH } from '@/config/routes';
import * as publicQueries from '@/config/public-queries';
import { documentSlot } from '@/config/public-lists';
import { COLLECTIONS } from './paths';
import type { QueryDef } from './query-def';
import { today } from '@/lib/days';

/** One read: a document by path, or a query; kept in `cacheKey`/`slot` by the app. */
export type BootRead = { cacheKey: CacheKey; slot: string } & (
  { document: string } | { query: QueryDef }
);

export type BootPage =
  { page: 'museums' } | { page: 'museum'; museumId: string } | { page: 'tour'; tourId: string };

/** A document read by id, under the slot the repository's `get` keeps it in. */
const byId = (cacheKey: CacheKey, collection: string, id: string): BootRead => ({
  cacheKey,
  slot: documentSlot(id),
  document: `${collection}/${id}`,
});

/** A public query's read, under the cache slot the service keeps its results in. */
function byQuery(query: QueryDef): BootRead {
  if (!query.cache) throw new Error(`A boot read of ${query.collection} needs a cache slot`);
  return { cacheKey: query.cache.key, slot: query.cache.slot, query };
}

/** The public reads of a page. */
export function bootReads(page: BootPage): BootRead[] {
  switch (page.page) {
    case 'museums':
      return [byQuery(publicQueries.museumsPage())];
    case 'museum':
      return [
        byId('MUSEUMS', COLLECTIONS.museums, page.museumId),
        byQuery(publicQueries.publishedToursOfMuseum(page.museumId)),
        byQuery(publicQueries.exhibitionsOfMuseum(page.museumId, today())),
      ];
    case 'tour':
      return [
        byId('TOURS', COLLECTIONS.tours, page.tourId),
        byQuery(publicQueries.worksOfTour(page.tourId)),
        byQuery(publicQueries.commentsOfTour(page.tourId)),
      ];
  }
}

/** The key under which the boot script leaves a read for the app. */
export const bootReadKey = (read: Pick<BootRead, 'cacheKey' | 'slot'>) =>
  `${read.cacheKey}|${read.slot}`;

/** The pages whose data the boot script reads: the route table's patterns (src/config/routes.ts). */
const BOOT_PAGES: [pattern: string, page: (params: Record<string, string>) => BootPage][] = [
  [MUSEUMS_PATH, () => ({ page: 'museums' })],
  [MUSEUM_PATH, ({ museumId = '' }) => ({ page: 'museum', museumId: museumId })],
  [TOUR_PATH, ({ tourId = '' }) => ({ page: 'tour', tourId: tourId })],
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
