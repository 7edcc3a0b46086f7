import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { museums } from '../../seed/content.mjs';
import {
  corsRefusal,
  headersNeedingPreflight,
  siteOrigins,
  storageCors,
} from '../../scripts/lib/deploy/storage-cors.mjs';
import { APP_URL, newVisitor, playing, tourComplete, useBrowser } from './support/browser';
import { highlightedTour, worksOf } from './support/seed-content';

const browser = useBrowser();

const tour = highlightedTour();
const museum = museums.find((m) => m.id === tour.tematicId);
if (!museum) throw new Error('the seed needs the museum of its highlighted tour');
const [first] = worksOf(tour, 1);

// The configuration `npm run deploy` would apply to a project with a custom domain.
const SAMPLE = { projectId: 'museo-guia-sample', customDomain: 'guia.example.org' };
const cors = storageCors(SAMPLE);
const ORIGINS = siteOrigins(SAMPLE);
const APP_ORIGIN = new URL(APP_URL).origin;

interface StorageRequest {
  url: string;
  method: string;
  /** fetch()'s mode: `cors` is what the bucket's CORS configuration answers. */
  mode: string;
  origin: string | null;
  type: string;
  /**
   * The headers the page asked for. Not the ones the network stack adds on the way (Origin,
   * Accept-Encoding, the HTTP cache's If-None-Match): a preflight never names those.
   */
  headers: Record<string, string>;
}

async function describeRequest(request: Request): Promise<StorageRequest> {
  const sent = await request.allHeaders();
  return {
    url: request.url(),
    method: request.method(),
    mode: sent['sec-fetch-mode'] ?? (sent.origin ? 'cors' : 'no-cors'),
    origin: sent.origin ?? null,
    type: request.resourceType(),
    headers: request.headers(),
  };
}

// The page runs on the local stack, the files come from the Storage emulator on another port:
// every file request is cross-origin, as it is in production (the site on Hosting, the files on
// firebasestorage.googleapis.com). The emulator answers any origin; a real bucket only what its
// CORS configuration allows, so each request seen here is judged against the generated one,
// from each origin the site is served from.
describe('the Storage CORS configuration', () => {
  it('allows every request the app makes to Storage while a visitor browses, plays and saves a tour', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone', 'en');
    const seen: Promise<StorageRequest>[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      // Storage's download URLs, in production as on the emulator: /v0/b/{bucket}/o/{path}.
      if (url.origin !== APP_ORIGIN && url.pathname.startsWith('/v0/b/')) {
        seen.push(describeRequest(request));
      }
    };
    // Once a request is over its headers are all known, the browser's own included.
    context.on('requestfinished', record);
    context.on('requestfailed', record);

    // Browse: the home page, the museums, a museum, the tour.
    await page.goto(APP_URL);
    await page.getByRole('link', { name: 'See the museums' }).click();
    await page.waitForURL(`${APP_URL}/museos`);
    await page
      .getByRole('list', { name: 'Museums' })
      .getByRole('link', { name: museum.name.en })
      .click();
    await page.waitForURL(`${APP_URL}/recorridos/${museum.id}`);
    await page.locator('ul.card-grid').getByRole('link', { name: tour.name.en }).click();
    await page.waitForURL(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // Save the tour for offline, in English. Saved before anything plays: in Chromium, a
    // narration already played comes back from the HTTP cache as a 206 when it is downloaded,
    // which Cache Storage refuses (the save fails); a fault of the app's own, not of CORS.
    await page.getByRole('button', { name: /^Download for offline use · / }).click();
    const sheet = page.getByRole('dialog', { name: 'Save for offline use' });
    await sheet.getByRole('button', { name: /^Save tour \(/ }).click();
    await sheet.getByText('Available offline').waitFor({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    const saved = await page.evaluate(async (id) => {
      const cache = await caches.open(`museo-tour-${id}`);
      return (await cache.keys()).map((request) => request.url);
    }, tour.id);

    // Play the tour in Spanish: those narrations were not saved, so they come from Storage. The
    // saved ones the service worker answers from the device, out of this recording's sight.
    await page.getByRole('banner').getByRole('button', { name: 'Switch to Español' }).click();
    // A narration's request is recorded once it is over, which can come after it starts playing.
    const narrationOver = context.waitForEvent('requestfinished', {
      predicate: (request) => request.resourceType() === 'media',
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Escuchar el recorrido' }).click();
    await playing(page, `${first.id}/audio-es.mp3`);
    await narrationOver;

    // Nothing more is recorded: a request finishing from here on would be read after the close.
    context.off('requestfinished', record);
    context.off('requestfailed', record);
    const requests = await Promise.all(seen);
    await context.close();

    // The journey reached Storage the three ways the app does: pictures, a narration, downloads.
    expect(requests.some((r) => r.type === 'image')).toBe(true);
    expect(requests.some((r) => r.type === 'media')).toBe(true);
    const downloads = requests.filter((r) => r.mode === 'cors');
    expect(saved.length).toBeGreaterThan(0);
    for (const url of saved) {
      expect(downloads.map((r) => r.url)).toContain(url);
    }
    for (const download of downloads) expect(download.origin).toBe(APP_ORIGIN);

    // Each request, from each origin the site is served from. The pictures and the narration
    // are no-cors today (no crossorigin attribute), which CORS does not govern; they are judged
    // all the same, so adding crossorigin to them later stays covered.
    const refusals = requests.flatMap((request) =>
      ORIGINS.flatMap((origin) => {
        const why = corsRefusal(cors, {
          origin,
          method: request.method,
          requestHeaders: request.headers,
        });
        return why ? [`${request.method} ${request.url} (${request.mode}): ${why}`] : [];
      }),
    );
    expect(refusals).toEqual([]);
    // What the judgement rested on: the narration asked for a range, which needs a preflight.
    expect(
      requests.some(
        (r) => r.type === 'media' && headersNeedingPreflight(r.headers).includes('range'),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);
});
