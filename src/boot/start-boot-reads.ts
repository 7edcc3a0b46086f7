/**
 * The boot script's work (src/boot/boot.ts): on a public data page, start the page's reads
 * through Firestore's REST API as soon as the HTML has arrived, while the app's code is still
 * downloading, and preload the page's main image as soon as the data names it. The app takes
 * each read once (src/lib/firebase/boot-reads.ts), validates it with the models' schemas and
 * caches it; a read that fails, or a page the boot script does not know, leaves the app to read
 * the normal way. Reads the TTL cache already holds are not made: a visit within the cache's
 * lifetime makes no request. docs/adr/0009-boot-time-reads.md.
 */
import { COVERS, coverSrcSet } from '@/components/covers';
import { CARD_IMAGE_SIZES, HERO_IMAGE_SIZES, WORK_IMAGE_SIZES } from '@/components/image-sizes';
import { isComingSoon } from '@/lib/model/coming-soon';
import { cacheHasFresh } from '@/lib/cache';
import { today } from '@/lib/days';
import {
  bootPageOf,
  bootReadKey,
  bootReads,
  type BootPage,
  type BootRead,
} from '@/lib/firebase/boot-plan';
import type { BootHandoff } from '@/lib/firebase/boot-reads';
import {
  decodeDocument,
  documentsOf,
  documentsUrl,
  runQueryBody,
  type RestAnswer,
} from '@/lib/firebase/rest';
import type { MediaRef } from '@/lib/model/shared';
import { preloadImage, preloadImageSet } from '@/lib/resource-hints';

export interface BootEnvironment {
  pathname: string;
  /** Firestore's origin (the emulator's locally) and the project. */
  firestoreOrigin: string;
  projectId: string;
  fetch: typeof fetch;
  online: boolean;
  /** The build has App Check on: a site key, not the emulators (src/config/env.ts). */
  appCheck: boolean;
}

function request(env: BootEnvironment, read: BootRead): Promise<RestAnswer | null> {
  const base = documentsUrl(env.firestoreOrigin, env.projectId);
  // text/plain, as the Firestore SDK itself sends: a simple request, no CORS preflight.
  const sent =
    'document' in read
      ? env.fetch(`${base}/${read.document.split('/').map(encodeURIComponent).join('/')}`)
      : env.fetch(`${base}:runQuery`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: runQueryBody(read.query, env.projectId),
        });
  return sent
    .then((response) => (response.ok ? (response.json() as Promise<RestAnswer>) : null))
    .catch(() => null);
}

type Image = Pick<MediaRef, 'url' | 'path'>;

function imageOf(value: unknown): Image | null {
  if (typeof value !== 'object' || value === null) return null;
  const url: unknown = Reflect.get(value, 'url');
  const path: unknown = Reflect.get(value, 'path');
  return typeof url === 'string' && typeof path === 'string' ? { url, path } : null;
}

const firstDocument = (answer: RestAnswer | null) => {
  const [document] = answer ? documentsOf(answer) : [];
  return document ? decodeDocument(document).data : null;
};

/** The main image of the first screen, once the reads that name it have arrived. */
async function mainImage(
  page: BootPage,
  reads: Map<string, Promise<RestAnswer | null>>,
): Promise<[Image, string] | null> {
  const [first, second] = bootReads(page).map((read) => reads.get(bootReadKey(read)));
  if (page.page === 'tour') {
    // Work 1: the first screen shows its picture under the tour's title.
    const work = firstDocument((await second) ?? null);
    const media = work?.media;
    const image =
      typeof media === 'object' && media ? imageOf(Reflect.get(media, 'mainImg')) : null;
    return image && [image, WORK_IMAGE_SIZES];
  }
  if (page.page === 'museum') {
    const image = imageOf(firstDocument((await first) ?? null)?.image);
    return image && [image, HERO_IMAGE_SIZES];
  }
  // /museos lists the museums with tours first: the first card is the first museum that is not
  // coming soon today, as the page tells it.
  const museums = await first;
  if (!museums) return null;
  const card = documentsOf(museums)
    .map(decodeDocument)
    .find((museum) => !isComingSoon(museum.data, today()));
  const image = imageOf(card?.data.image);
  return image && [image, CARD_IMAGE_SIZES];
}

/** Starts the page's reads; null when this page has none to make. */
export function startBootReads(env: BootEnvironment): BootHandoff | null {
  if (!env.online) return null; // offline, the app shows a saved tour or says so
  // The home page reads nothing before its largest paint, its first cover: a file of the app.
  if (env.pathname === '/') preloadImageSet(coverSrcSet(COVERS[0]), HERO_IMAGE_SIZES);
  // Under App Check enforcement Firestore refuses a request without a token, and a token needs
  // the App Check SDK and reCAPTCHA, which arrive with the app, too late for these reads to be
  // early. Sent without one they would be refused (a wasted round trip before the app reads
  // again) and, until enforcement, counted as unverified traffic in the App Check metrics that
  // decide when to enforce. So with App Check on the app makes every read itself.
  if (env.appCheck) return null;
  const page = bootPageOf(env.pathname);
  if (!page) return null;
  const reads = new Map<string, Promise<RestAnswer | null>>();
  for (const read of bootReads(page)) {
    if (!cacheHasFresh(read.cacheKey, read.slot)) reads.set(bootReadKey(read), request(env, read));
  }
  if (reads.size === 0) return null;
  void mainImage(page, reads)
    .then((found) => {
      if (found) preloadImage(...found);
    })
    .catch(() => undefined); // a preload is a hint: the page shows the image either way
  return { pathname: env.pathname, reads };
}
