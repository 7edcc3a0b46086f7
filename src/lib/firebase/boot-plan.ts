/**
 * Which public reads each first page makes at boot, before the app's code has arrived
 * (docs/adr/0009-boot-time-reads.md): the same documents, in the same order, under the same
 * cache slots as the services' own reads, so the app takes them in place of its own requests and
 * a visit within the cache's lifetime makes none. The boot script (src/boot/boot.ts) and the app
 * (src/lib/firebase/boot-reads.ts) both read this table; tests/services/boot-reads.test.ts
 * checks against the emulators that each read gives what the service gives.
 */
import type { CacheKey } from '@/lib/cache';
import { COMMENTS_PAGE } from '@/features/comments/model/limits';
import { COLLECTIONS } from './paths';
import type { RestQuery } from './rest';

/** How many documents a public list reads at most (the services' LIST_MAX). */
export const LIST_MAX = 1000;

/** The cache slots of the public reads: the services and the boot script name them here. */
/** The slot of one document read by id (the repository's `get`). */
export const documentSlot = (id: string) => `get:${id}`;

export const SLOTS = {
  museums: 'all',
  museum: documentSlot,
  publishedTours: 'published',
  publishedToursOfMuseum: (museumId: string) => `published:${museumId}`,
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

/** The public reads of a page. */
export function bootReads(page: BootPage): BootRead[] {
  switch (page.page) {
    case 'museums':
      return [
        {
          cacheKey: 'TEMATICS',
          slot: SLOTS.museums,
          query: { collection: COLLECTIONS.tematics, where: [], limit: LIST_MAX },
        },
        {
          cacheKey: 'EXPOSITIONS',
          slot: SLOTS.publishedTours,
          query: { collection: COLLECTIONS.expositions, where: [published], limit: LIST_MAX },
        },
      ];
    case 'museum':
      return [
        {
          cacheKey: 'TEMATICS',
          slot: SLOTS.museum(page.museumId),
          document: `${COLLECTIONS.tematics}/${page.museumId}`,
        },
        {
          cacheKey: 'EXPOSITIONS',
          slot: SLOTS.publishedToursOfMuseum(page.museumId),
          query: {
            collection: COLLECTIONS.expositions,
            where: [['tematicId', page.museumId], published],
            limit: LIST_MAX,
          },
        },
      ];
    case 'tour':
      return [
        {
          cacheKey: 'EXPOSITIONS',
          slot: SLOTS.tour(page.tourId),
          document: `${COLLECTIONS.expositions}/${page.tourId}`,
        },
        {
          cacheKey: 'OBRAS',
          slot: SLOTS.worksOfTour(page.tourId),
          query: {
            collection: COLLECTIONS.obras,
            where: [['expositionId', page.tourId]],
            orderBy: [['order', 'ASCENDING']],
            limit: LIST_MAX,
          },
        },
        {
          cacheKey: 'COMMENTS',
          slot: SLOTS.commentsOfTour(page.tourId),
          query: {
            collection: COLLECTIONS.comments,
            where: [['expositionId', page.tourId]],
            orderBy: [
              ['createdAt', 'DESCENDING'],
              ['__name__', 'DESCENDING'],
            ],
            limit: COMMENTS_PAGE,
          },
        },
      ];
  }
}

/** The key under which the boot script leaves a read for the app. */
export const bootReadKey = (read: Pick<BootRead, 'cacheKey' | 'slot'>) =>
  `${read.cacheKey}|${read.slot}`;

/** The pages whose data the boot script reads, by path pattern (`:name` is one segment). */
const BOOT_PAGES: [pattern: string, page: (params: Record<string, string>) => BootPage][] = [
  ['/museos', () => ({ page: 'museums' })],
  ['/recorridos/:museumId', ({ museumId = '' }) => ({ page: 'museum', museumId })],
  ['/muestra/:tourId', ({ tourId = '' }) => ({ page: 'tour', tourId })],
  ['/muestra/:tourId/:number', ({ tourId = '' }) => ({ page: 'tour', tourId })],
];

/** The boot page at `pathname`, or null for pages without boot reads (home, back-office...). */
export function bootPageOf(pathname: string): BootPage | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const [pattern, page] of BOOT_PAGES) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false; // a malformed address: the router shows it as not found
      }
      return /^[^/]+$/.test(params[part.slice(1)] ?? '');
    });
    if (matches) return page(params);
  }
  return null;
}
