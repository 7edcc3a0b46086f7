/// <reference lib="webworker" />
// The service worker: the app shell precached (so a saved tour opens with the network off), and
// the files of saved tours answered from Cache Storage, with Range requests for audio seeking.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { COVERS, coverUrl } from '@/components/covers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page of the single-page app is index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

const TOUR_CACHES = 'museo-tour-';

/*
 * The home page's covers, small copies, kept at install: with no connection the home page shows
 * its pictures (the small copy in place of any width), not their alt text over a dark band.
 */
const COVERS_CACHE = 'museo-covers';
const OFFLINE_COVERS = COVERS.map((id) => coverUrl(id, 800));
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(COVERS_CACHE)
      .then((cache) => cache.addAll(OFFLINE_COVERS))
      .catch(() => undefined), // a cover missed is an alt text offline, never a failed install
  );
});

async function fromNetworkOrCover(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(COVERS_CACHE);
    const id = COVERS.find((each) => new URL(request.url).pathname.includes(`/covers/${each}-`));
    const kept = id ? await cache.match(coverUrl(id, 800)) : undefined;
    if (kept) return kept;
    throw error;
  }
}

async function fromSavedTours(request: Request): Promise<Response | undefined> {
  const names = (await caches.keys()).filter((name) => name.startsWith(TOUR_CACHES));
  for (const name of names) {
    const cache = await caches.open(name);
    const hit = await cache.match(request.url, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

// Images, maps and narrations: from a saved tour when there is one, else the network as usual.
registerRoute(
  ({ request }) =>
    request.method === 'GET' &&
    (request.destination === 'audio' || request.destination === 'image'),
  async ({ request }) => {
    const cached = await fromSavedTours(request);
    if (!cached) return fromNetworkOrCover(request);
    if (request.headers.has('range')) return createPartialResponse(request, cached);
    return cached;
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes over at once, so "save for offline" works without a reload.
clientsClaim();
