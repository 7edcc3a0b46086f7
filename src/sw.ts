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

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every page of the single-page app is index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

const TOUR_CACHES = 'museo-tour-';

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
    if (!cached) return fetch(request);
    if (request.headers.has('range')) return createPartialResponse(request, cached);
    return cached;
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes over at once, so "save for offline" works without a reload.
clientsClaim();
