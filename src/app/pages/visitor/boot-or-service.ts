/*
 * What the public pages' loaders share (each page's loader sits beside it: home-loader.ts,
 * museums-loader.ts, museum-loader.ts, tour-loader.ts). The router's first page starts its loader
 * at boot (its entry in src/app/route-table.tsx, prefetch) while the page's code is still
 * arriving, and the page then takes the same request under the same key (useResult): the data no
 * longer waits for the page to render. Firestore and the models are chunks of their own
 * (importData).
 */
import { importData } from '@/lib/data-modules';
import { hasBootRead } from '@/lib/firebase/boot-reads';
import type { CacheKey } from '@/lib/cache';
import type { Result } from '@/lib/result';

export const toursApi = () => importData(() => import('@/features/tours/api/tours'));
export const museumsApi = () => importData(() => import('@/features/museums/api/museums'));

/**
 * The boot script's reads as models (./boot-data.ts), loaded only when it left one of these
 * slots to take: otherwise the page reads the normal way and the chunk is never asked for.
 */
export const bootData = (slots: [CacheKey, string][]) =>
  slots.some(([key, slot]) => hasBootRead(key, slot)) ? import('./boot-data') : null;

/**
 * One piece of a page's data: the boot script's read when it made one and it worked, otherwise
 * the service's request (which answers from the TTL cache when it can).
 */
export async function bootOr<T>(
  booted: Promise<T | null> | undefined,
  read: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const data = booted ? await booted : null;
  // A literal, not ok() from @/lib/result: that module shares a chunk with zod.
  return data !== null ? { isError: false, data } : read();
}
