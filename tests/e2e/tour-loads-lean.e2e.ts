// /museos: the museums, each counting its published tours, in one request (docs/adr/0008).
// The load budget: the tour page's data in one round trip (at most 3 Firestore requests in parallel),
// none within the TTL cache, never a Storage list or metadata request; responsive images with
// only the first one prioritised; narrations served in byte ranges (streamed playback).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { classifyBackendRequest, roundTrips } from '../../scripts/lib/bench/requests.mjs';
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
      // The pictures below the first screen get their files once it is complete.
      await expect
        .poll(
          () => images.evaluateAll((nodes) => nodes.every((node) => node.hasAttribute('srcset'))),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
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
  it('knows which museums have tours from one request, the museums, none warm', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    const ready = () =>
      page
        .locator('ul.card-grid > li')
        .nth(museums.length - 1)
        .waitFor();
    try {
      // However many museums and tours there are: the museums, each counting its published tours.
      const cold = (await open(page, '/museos', ready)).filter((r) => r.kind === 'firestore');
      expect(cold).toHaveLength(1);
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

describe('the first page’s data is on its way before the app’s code has run', () => {
  const appScripts = (page: Page) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    return scripts;
  };

  it.each([
    ['/muestra', `/muestra/${tour.id}`, 3],
    ['/museos', '/museos', 1],
    // The museum, its permanent tours and its exhibitions still to be seen today.
    ['/recorridos', `/recorridos/${tour.tematicId}`, 3],
  ])(
    '%s: the boot script reads it, the Firestore SDK is never loaded',
    async (_name, path, reads) => {
      const { context, page, errors } = await newVisitor(browser(), 'phone');
      try {
        const scripts = appScripts(page);
        const seen = await open(page, path, async () => {
          await page.locator('main h1').first().waitFor();
          await page.locator('ol.works > li, ul.card-grid > li, .empty-state').first().waitFor();
        });
        const firestore = seen.filter((r) => r.kind === 'firestore');
        expect(firestore).toHaveLength(reads);
        expect(roundTrips(firestore)).toBe(1);
        // The SDK's own requests carry the API key; the boot script's do not need it.
        expect(firestore.filter((r) => r.url.includes('key='))).toEqual([]);
        expect(scripts.some((script) => /\/assets\/boot-[\w-]+\.js$/.test(script))).toBe(true);
        expect(scripts.filter((script) => /\/firestore-[\w-]+\.js$/.test(script))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('preloads work 1’s picture as soon as the works arrive', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    try {
      await openTour(page);
      const preloads = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? ''));
      const first = await page.locator('ol.works .work__figure img').first().getAttribute('srcset');
      expect(preloads).toEqual([first]);
    } finally {
      await context.close();
    }
  });

  it('the page’s code is requested by the boot script after the first paint, not found late by the app', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      await openTour(page);
      const seen = await page.evaluate(async () => {
        const html = await (await fetch(location.href)).text();
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const picture = document.querySelector<HTMLImageElement>('ol.works .work__figure img');
        const image = entries.find((entry) => entry.name === picture?.currentSrc);
        const path = (name: string) => new URL(name).pathname;
        // The shell is painted once the stylesheet has arrived: before that nothing renders, and
        // the paint entry's own time is when the frame reached the screen, which lags behind.
        const stylesheet = entries.find((entry) => path(entry.name).endsWith('.css'));
        const shell = stylesheet?.responseEnd ?? Infinity;
        const boot = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[data-first-page]')].map((link) =>
            path(link.href),
          ),
        );
        const scripts = entries.filter(
          (entry) => entry.name.startsWith(location.origin) && path(entry.name).endsWith('.js'),
        );
        return {
          imageEnd: image?.responseEnd ?? null,
          booted: [...boot],
          // Scripts that started before work 1's picture had arrived and that neither index.html
          // names nor the boot script requested: the app asked for them one round trip late.
          late: scripts
            .filter((entry) => entry.startTime < (image?.responseEnd ?? 0))
            .map((entry) => path(entry.name))
            .filter((file) => !html.includes(file) && !boot.has(file)),
          // The boot's requests that started before the shell could be painted.
          early: scripts
            .filter((entry) => boot.has(path(entry.name)) && entry.startTime < shell)
            .map((entry) => path(entry.name)),
        };
      });
      expect(seen.imageEnd).not.toBeNull();
      // The page's own chunk, what validates the boot reads, and the language's texts.
      for (const chunk of [/\/assets\/tour-[\w-]+\.js$/, /\/page-data-/, /\/global-/]) {
        expect(seen.booted.some((file) => chunk.test(file))).toBe(true);
      }
      expect(seen.late).toEqual([]);
      expect(seen.early).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when the boot script’s reads fail, the page reads the normal way and shows the tour', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      const hosts = emulatorHosts();
      let refused = 0;
      // The boot script's three requests fail (a captive portal, a dropped packet); the rest pass.
      await page.route(
        (url) => url.host === hosts.firestore && !url.search.includes('key='),
        async (route) => {
          refused += 1;
          await route.abort('failed');
        },
      );
      const seen = await openTour(page);
      expect(refused).toBe(3);
      expect(seen.filter((r) => r.kind === 'firestore' && r.url.includes('key='))).toHaveLength(3);
      expect(await page.locator('ol.works > li').count()).toBe(tourWorks.length);
      // The aborted requests are the only errors the console may show.
      expect(errors.filter((error) => !/Failed to load resource|ERR_FAILED/.test(error))).toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  });
});

describe('what the first screen does not need waits for it', () => {
  it('the web manifest, the service worker and the shell’s code come after work 1’s picture', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      // When the manifest is linked and the service worker registered, in the page's clock.
      await page.addInitScript(() => {
        const seen: { manifest?: number; sw?: number } = {};
        Object.assign(window, { __later: seen });
        new MutationObserver(() => {
          if (!seen.manifest && document.querySelector('link[rel="manifest"]')) {
            seen.manifest = performance.now();
          }
        }).observe(document, { subtree: true, childList: true });
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = (...args) => {
          seen.sw ??= performance.now();
          return register(...args);
        };
      });
      const html = await (await fetch(`${APP_URL}/muestra/${tour.id}`)).text();
      expect(html).not.toContain('rel="manifest"');
      await openTour(page);
      await page.locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.waitForFunction(() => 'sw' in (window as unknown as { __later: object }).__later);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const picture = resources.find((r) => /%2FmainImg-\d+\.webp/.test(r.name));
        return {
          later: (window as unknown as { __later: Record<string, number> }).__later,
          pictureEnd: picture?.responseEnd ?? null,
          shellStarts: resources
            .filter((r) => /\/assets\/(pwa-shell|workbox-window)[^/]*\.js$/.test(r.name))
            .map((r) => r.startTime),
        };
      });
      expect(timing.pictureEnd).not.toBeNull();
      const pictureEnd = timing.pictureEnd ?? Infinity;
      expect(timing.later.manifest).toBeGreaterThan(pictureEnd);
      expect(timing.later.sw).toBeGreaterThan(pictureEnd);
      expect(timing.shellStarts.length).toBeGreaterThan(0);
      for (const start of timing.shellStarts) expect(start).toBeGreaterThan(pictureEnd);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the tour shows before its comments have arrived, which say they are coming, then come', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      // Firestore takes its time over a tour's comments (thousands of them, a weak signal): the
      // comments' query is held until the test lets it go.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = 0;
      await page.route(
        (url) => url.host === emulatorHosts().firestore && url.pathname.endsWith(':runQuery'),
        async (route) => {
          if (/"collectionId":\s*"comments"/.test(route.request().postData() ?? '')) {
            asked += 1;
            await held;
          }
          await route.continue();
        },
      );
      await page.goto(`${APP_URL}/muestra/${tour.id}`);
      await page.locator('ol.works > li').first().waitFor();
      await tourComplete(page);
      expect(asked).toBe(1);
      const comments = page.locator('#comments');
      await comments.getByRole('status').filter({ hasText: 'Cargando comentarios…' }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        tour.name.es,
      );
      release();
      await comments.locator('.comments__list li').first().waitFor();
      await expect(comments.getByText('Cargando comentarios…').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('pictures below the first screen are asked for only once it is complete', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    try {
      await openTour(page);
      const later = page.locator('ol.works .work__figure img').nth(1);
      await expect.poll(() => later.getAttribute('srcset')).toBeTruthy();
      // A picture is in the resource timings once its response has ended: wait for the second.
      const picturesLoaded = () =>
        page.evaluate(() => {
          const pictures = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((r) => /%2FmainImg-\d+\.webp/.test(r.name))
            .sort((a, b) => a.startTime - b.startTime);
          return pictures.map((r) => ({ start: r.startTime, end: r.responseEnd }));
        });
      await expect.poll(async () => (await picturesLoaded()).length).toBeGreaterThan(1);
      const order = await picturesLoaded();
      const firstEnd = order[0]?.end ?? Infinity;
      for (const picture of order.slice(1)) expect(picture.start).toBeGreaterThan(firstEnd);
    } finally {
      await context.close();
    }
  });

  it('on /museos the second card’s picture, on a phone’s first screen too, comes after the first', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      // The first picture asked for (the boot script's preload of the first card's) takes a
      // while, as on a slow connection: the second must wait for it, not share the bandwidth.
      let delayed = false;
      await page.route(/%2FmainImg-\d+\.webp/, async (route) => {
        if (!delayed) {
          delayed = true;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        await route.continue();
      });
      await page.goto(`${APP_URL}/museos`);
      const cards = page.locator('ul.card-grid .card__image');
      await expect
        .poll(() => cards.nth(1).getAttribute('srcset'), { timeout: 10_000 })
        .toBeTruthy();
      expect(await cards.nth(1).getAttribute('loading')).toBe('eager');
      expect(await cards.nth(2).getAttribute('loading')).toBe('lazy');
      for (const index of [0, 1]) {
        await expect
          .poll(() => cards.nth(index).evaluate((image: HTMLImageElement) => image.naturalWidth), {
            timeout: 10_000,
          })
          .toBeGreaterThan(0);
      }
      const [first, second] = await Promise.all(
        [0, 1].map((index) =>
          cards.nth(index).evaluate((image: HTMLImageElement) => image.currentSrc),
        ),
      );
      const timing = await page.evaluate(
        ([firstUrl = '', secondUrl = '']) => {
          const of = (url: string) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
              (r) => r.name === url,
            );
          return { firstEnd: of(firstUrl)?.responseEnd, secondStart: of(secondUrl)?.startTime };
        },
        [first ?? '', second ?? ''],
      );
      expect(timing.firstEnd).toBeGreaterThan(0);
      expect(timing.secondStart).toBeGreaterThan(timing.firstEnd ?? Infinity);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a museum page loads lean', () => {
  it('reads its museum, its tours and its exhibitions in one round trip cold, none warm', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    const museumId = tour.tematicId;
    // Its tours listed: the cards under each of its headings, and so their cache slots written.
    const ready = () => page.locator('ul.card-grid > li').first().waitFor();
    try {
      const cold = (await open(page, `/recorridos/${museumId}`, ready)).filter(
        (r) => r.kind === 'firestore',
      );
      expect(cold).toHaveLength(3);
      expect(roundTrips(cold)).toBe(1);

      const warm = await open(page, `/recorridos/${museumId}`, ready);
      expect(warm.filter((r) => r.kind === 'firestore').map((r) => r.body)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
