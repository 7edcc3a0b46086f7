/**
 * The app's side of the boot-time reads (src/boot/start-boot-reads.ts): a page's loader takes the
 * read the boot script started for its cache slot, once, instead of asking Firestore again. No
 * Firebase SDK and no schemas here: this module is on the first paint; the models are decoded
 * and validated by `bootModels` (src/lib/firebase/boot-models.ts), loaded only when a read is
 * there to take.
 */
import type { CacheKey } from '@/lib/cache';
import { bootReadKey } from './boot-plan';
import type { RestAnswer } from './rest';

/** What the boot script leaves on `window` for the app. */
export interface BootHandoff {
  pathname: string;
  reads: Map<string, Promise<RestAnswer | null>>;
}

declare global {
  interface Window {
    __museoBoot?: BootHandoff;
  }
}

/** The boot script's read for a cache slot, once (a second call gets undefined). */
export function takeBootRead(
  cacheKey: CacheKey,
  slot: string,
): Promise<RestAnswer | null> | undefined {
  const key = bootReadKey({ cacheKey, slot });
  const reads = typeof window === 'undefined' ? undefined : window.__museoBoot?.reads;
  const read = reads?.get(key);
  reads?.delete(key);
  return read;
}

/** Whether the boot script started any read for these slots. */
export function hasBootRead(cacheKey: CacheKey, slot: string): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.__museoBoot?.reads.has(bootReadKey({ cacheKey, slot })) ?? false)
  );
}
