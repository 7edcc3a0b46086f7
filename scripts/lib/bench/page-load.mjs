// The throttled load of `npm run bench`: a page loaded cold in Chromium throttled for real, watched
// until its main image and heading are painted and the network has gone quiet, then loaded again
// warm. `site` is { appUrl, hosts } (scripts/lib/bench/stack.mjs). Nothing here runs at import.
import { phoneContext, throttledPage } from './browser.mjs';
import {
  byteSource,
  classifyBackendRequest,
  documentsInResponse,
  roundTrips,
  storageFolder,
} from './requests.mjs';

/** A main image or heading not painted this long after navigation start counts as never. */
export const PAINT_TIMEOUT_MS = 30_000;
/** The view is over when no request has been in flight for this long (late chunks included). */
const QUIET_MS = 2500;
const QUIET_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Element Timing names a load waits for: the page's main image and its heading. */
const MAIN_PAINTS = ['main-image', 'main-text'];

/**
 * Loads `url` in `page` (throttled by the caller's CDP session) and watches it until the paints
 * named `waitFor` have happened (or PAINT_TIMEOUT_MS) and the network has gone quiet: paint
 * times, Firestore requests with their round trips and documents, and bytes by source.
 */
export async function watchedLoad(page, cdp, url, site, { waitFor = MAIN_PAINTS } = {}) {
  const inFlight = new Map();
  let lastActivity = performance.now();
  const bytes = { app: 0, firestore: 0, storage: 0, other: 0 };
  const onSent = ({ requestId, request }) => {
    inFlight.set(requestId, request.url);
    lastActivity = performance.now();
  };
  const onFinished = ({ requestId, encodedDataLength }) => {
    const requestUrl = inFlight.get(requestId);
    inFlight.delete(requestId);
    lastActivity = performance.now();
    if (requestUrl && !requestUrl.startsWith('data:')) {
      bytes[byteSource(requestUrl, { appOrigin: site.appUrl, hosts: site.hosts })] +=
        encodedDataLength;
    }
  };
  const onFailed = ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.loadingFailed', onFailed);

  // Firestore and Storage requests as the page makes them (CORS preflights are not among them).
  const backend = new Map();
  const bodies = [];
  const onRequest = (request) => {
    const kind = classifyBackendRequest(request.url(), site.hosts);
    if (kind) backend.set(request, { kind, start: performance.now(), end: Infinity });
  };
  const onDone = (request) => {
    const entry = backend.get(request);
    if (!entry) return;
    entry.end = performance.now();
    if (entry.kind !== 'firestore') return;
    bodies.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) => documentsInResponse(body ? JSON.parse(body.toString('utf8')) : null))
        .catch(() => null),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', (request) => {
    const entry = backend.get(request);
    if (entry) entry.end = performance.now();
  });

  const started = performance.now();
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS });
    await page
      .waitForFunction(
        (names) => {
          const paints = window.__benchPaints ?? {};
          return names.every((name) => name in paints);
        },
        waitFor,
        { polling: 100, timeout: Math.max(1, PAINT_TIMEOUT_MS - (performance.now() - started)) },
      )
      .catch(() => undefined); // reported as null below
    while (performance.now() - started < PAINT_TIMEOUT_MS + QUIET_TIMEOUT_MS) {
      if (inFlight.size === 0 && performance.now() - lastActivity >= QUIET_MS) break;
      await sleep(100);
    }
    const paints = await page.evaluate(() => window.__benchPaints ?? {});
    const documents = await Promise.all(bodies);
    const firestore = [...backend.values()].filter((r) => r.kind === 'firestore');
    const within = (ms) => (typeof ms === 'number' && ms <= PAINT_TIMEOUT_MS ? ms : null);
    return {
      mainImagePaintedMs: within(paints['main-image']),
      firstTextPaintedMs: within(paints['main-text']),
      firestoreRequests: firestore.length,
      firestoreRounds: roundTrips(firestore),
      firestoreDocuments: documents.some((d) => d === null)
        ? null
        : documents.reduce((sum, d) => sum + d, 0),
      storageListOrMetadata: [...backend.values()].filter((r) => r.kind === 'storage-other').length,
      bytes,
    };
  } finally {
    cdp.off('Network.requestWillBeSent', onSent);
    cdp.off('Network.loadingFinished', onFinished);
    cdp.off('Network.loadingFailed', onFailed);
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
    page.removeAllListeners('requestfailed');
  }
}

/**
 * One throttled run of a route: a cold load in a fresh context, then a warm repeat in it, with
 * the CPU `slowdown` times slower. A route that jumps to a work (`jumpsToWork`) scrolls past the
 * marked main image: no paint is awaited.
 */
export async function throttledRun(browser, path, site, { jumpsToWork = false, slowdown } = {}) {
  const context = await phoneContext(browser);
  try {
    const { page, cdp } = await throttledPage(context, slowdown);
    const url = `${site.appUrl}${path}`;
    const options = { waitFor: jumpsToWork ? [] : MAIN_PAINTS };
    const cold = await watchedLoad(page, cdp, url, site, options);
    const warm = await watchedLoad(page, cdp, url, site, options);
    const kib = (n) => n / 1024;
    const { bytes } = cold;
    return {
      mainImagePaintedMs: cold.mainImagePaintedMs,
      firstTextPaintedMs: cold.firstTextPaintedMs,
      firestoreRequests: cold.firestoreRequests,
      firestoreRounds: cold.firestoreRounds,
      firestoreDocuments: cold.firestoreDocuments,
      appKiB: kib(bytes.app),
      firestoreKiB: kib(bytes.firestore),
      storageKiB: kib(bytes.storage),
      otherKiB: kib(bytes.other),
      totalKiB: kib(bytes.app + bytes.firestore + bytes.storage + bytes.other),
      warmFirestoreRequests: warm.firestoreRequests,
      warmMainImagePaintedMs: warm.mainImagePaintedMs,
      storageListOrMetadata: cold.storageListOrMetadata + warm.storageListOrMetadata,
    };
  } finally {
    await context.close();
  }
}

/**
 * What the bench learns from a route once it has rendered everything, unthrottled: the Storage
 * image folders (document ids) it shows in page order, what notNeededBeforeLcp calls the first
 * screen's images and the rest; and its main image's attributes and heading, for its floor page
 * (scripts/lib/bench/floor.mjs). A route that jumps to a work (`jumpsToWork`) shows that work
 * first: its picture and title, which the page focuses, stand for the main image and heading.
 */
export async function routeFacts(browser, path, site, { jumpsToWork = false } = {}) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${site.appUrl}${path}`);
    await page
      .waitForFunction(() => 'main-image' in (window.__benchPaints ?? {}), null, {
        timeout: PAINT_TIMEOUT_MS,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    // A list renders its first items first and the rest after that paint (aria-busy till then).
    await page
      .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
        timeout: PAINT_TIMEOUT_MS,
      })
      .catch(() => undefined);
    const sources = await page.$$eval('img', (images) =>
      images.map((image) => image.currentSrc || image.getAttribute('src') || ''),
    );
    const main = await page.evaluate((jumps) => {
      const focused = jumps ? document.activeElement : null;
      const image = jumps
        ? focused?.closest('article')?.querySelector('img')
        : document.querySelector('[elementtiming="main-image"]');
      const heading = jumps ? focused : document.querySelector('[elementtiming="main-text"]');
      return {
        image: image
          ? Object.fromEntries(image.getAttributeNames().map((n) => [n, image.getAttribute(n)]))
          : null,
        heading: heading?.textContent?.trim() ?? '',
        lang: document.documentElement.lang,
      };
    }, jumpsToWork);
    return {
      imageOrder: [...new Set(sources.map(storageFolder).filter((folder) => folder !== null))],
      ...main,
    };
  } finally {
    await context.close();
  }
}

/** The floor page's one cold load, throttled as the routes are: when its image was painted. */
export async function floorThrottledRun(browser, url, site, { slowdown } = {}) {
  const context = await phoneContext(browser);
  try {
    const { page, cdp } = await throttledPage(context, slowdown);
    const { mainImagePaintedMs, firstTextPaintedMs } = await watchedLoad(page, cdp, url, site);
    return { mainImagePaintedMs, firstTextPaintedMs };
  } finally {
    await context.close();
  }
}
