// /museos: the museums and which of them have tours in one round trip (docs/adr/0007).
// The load budget: the tour page's data in one round trip (at most 3 Firestore requests in parallel),
// none within the TTL cache, never a Storage list or metadata request; responsive images with
// only the first one prioritised; narrations served in byte ranges (streamed playback).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { classifyBackendRequest, roundTrips } from '../../scripts/lib/bench-report.mjs';
import { museums, tours, works } from '../../seed/content.mjs';
import { APP_URL, newVisitor, tourComplete, useBrowser } from './support/browser';

const browser = useBrowser();

const tour = tours.find((t) => t.state === 'published');
if (!tour) throw new Error('the seed needs a published tour');
const tourWorks = works.filter((w) => w.expositionId === tour.id);

function emulatorHosts() {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!firestore || !storage) throw new Error('run the e2e layer inside the emulators (npm test)');
  return { firestore, storage };
}

interface Seen {
  kind: 'firestore' | 'storage-media' | 'storage-other';
  url: string;
  body: string;
  start: number;
  end: number;
}

/** Opens `path`, waits for `ready`, and returns the backend requests made until it settled. */
async function open(page: Page, path: string, ready: () => Promise<void>): Promise<Seen[]> {
  const hosts = emulatorHosts();
  const seen = new Map<object, Seen>();
  const onRequest = (request: { url(): string; postData(): string | null }) => {
    const kind = classifyBackendRequest(request.url(), hosts);
    if (kind)
      seen.set(request, {
        kind,
        url: request.url(),
        body: request.postData() ?? '',
        start: performance.now(),
        end: Infinity,
      });
  };
  const onDone = (request: object) => {
    const entry = seen.get(request);
    if (entry) entry.end = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await page.goto(`${APP_URL}${path}`);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  return [...seen.values()];
}

/** Opens the tour and returns the backend requests made until the page settled. */
function openTour(page: Page): Promise<Seen[]> {
  return open(page, `/muestra/${tour?.id ?? ''}`, async () => {
    await page.locator('ol.works > li').first().waitFor();
    await tourComplete(page);
  });
}

describe('the tour page loads lean', () => {
  it('reads its data in one round trip cold, from the cache warm, and never lists Storage', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      const cold = await openTour(page);
      const coldFirestore = cold.filter((r) => r.kind === 'firestore');
      expect(coldFirestore.length).toBeGreaterThan(0);
      expect(coldFirestore.length).toBeLessThanOrEqual(3);
      expect(roundTrips(coldFirestore)).toBe(1);
      // The comments come a page at a time: the query asks for 20, not every comment.
      const commentsQuery = coldFirestore.filter((r) => r.body.includes('"comments"'));
      expect(commentsQuery).toHaveLength(1);
      expect(commentsQuery[0]?.body).toMatch(/"limit":(\{"value":)?20\b/);
      expect(cold.filter((r) => r.kind === 'storage-other').map((r) => r.url)).toEqual([]);

      // Within the TTL cache: the same page again asks Firestore nothing.
      const warm = await openTour(page);
      expect(warm.filter((r) => r.kind === 'firestore').map((r) => r.url)).toEqual([]);
      expect(warm.filter((r) => r.kind === 'storage-other').map((r) => r.url)).toEqual([]);
      expect(await page.locator('ol.works > li').count()).toBe(tourWorks.length);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows responsive images, only the first one prioritised, and streams narrations', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    try {
      await openTour(page);
      const images = page.locator('ol.works .work__figure img');
      expect(await images.count()).toBe(tourWorks.length);
      const attributes = await images.evaluateAll((nodes) =>
        nodes.map((node) => ({
          srcset: node.getAttribute('srcset') ?? '',
          sizes: node.getAttribute('sizes'),
          width: node.getAttribute('width'),
          height: node.getAttribute('height'),
          loading: node.getAttribute('loading'),
          priority: node.getAttribute('fetchpriority'),
        })),
      );
      for (const image of attributes) {
        expect(image.srcset).toMatch(/mainImg-640\.webp[^ ]* 640w, .*mainImg-\d+\.webp.* \d+w$/);
        expect(image.sizes).toBeTruthy();
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
      }
      expect(attributes[0]).toMatchObject({ loading: 'eager', priority: 'high' });
      for (const later of attributes.slice(1)) {
        expect(later).toMatchObject({ loading: 'lazy', priority: 'auto' });
      }
      // The image shown is one of its srcset's files, and the 640 px copy is a real WebP of 640 px.
      const shown = await images
        .first()
        .evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, srcset: img.srcset }));
      expect(shown.srcset).toContain(shown.src);
      const smallUrl = shown.srcset.split(', ')[0]?.split(' ')[0] ?? '';
      const small = await page.evaluate(async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        return img.naturalWidth;
      }, smallUrl);
      expect(small).toBe(640);
      // WebP by its bytes (the Storage emulator labels a token-less get application/octet-stream).
      const smallBytes = Buffer.from(await (await fetch(smallUrl)).arrayBuffer());
      expect(smallBytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(smallBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

      // The narration's file answers a byte range: playback can start before it has all arrived.
      await page.getByRole('button', { name: 'Escuchar el recorrido' }).click();
      await page.waitForFunction(() => Boolean(document.querySelector('audio')?.currentSrc));
      const audioUrl = await page
        .locator('audio')
        .evaluate((audio: HTMLAudioElement) => audio.currentSrc);
      expect(audioUrl).toMatch(/audio-(es|en)\.mp3/);
      const range = await fetch(audioUrl, { headers: { Range: 'bytes=0-1023' } });
      expect(range.status).toBe(206);
      expect((await range.arrayBuffer()).byteLength).toBe(1024);
    } finally {
      await context.close();
    }
  });
});

describe('the museums page loads lean', () => {
  it('knows which museums have tours from two requests in one round trip, none warm', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    const ready = () =>
      page
        .locator('ul.card-grid > li')
        .nth(museums.length - 1)
        .waitFor();
    try {
      // However many museums there are: the museums and the published tours, together.
      const cold = (await open(page, '/museos', ready)).filter((r) => r.kind === 'firestore');
      expect(cold).toHaveLength(2);
      expect(roundTrips(cold)).toBe(1);
      await page.getByText('Próximamente').first().waitFor();

      const warm = await open(page, '/museos', ready);
      expect(warm.filter((r) => r.kind === 'firestore').map((r) => r.url)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
