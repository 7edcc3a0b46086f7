#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm run bench` (scripts/bench.mjs), whose build the
// Hosting emulator serves: seeds the demo content, then measures every
// public route two ways: Lighthouse (default mobile mode, simulated throttling) and a cold load
// in Chromium with real throttling (CDP), followed by a warm repeat. Prints the tables, writes
// .bench/*.json, and with --check exits non-zero when a budget is missed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  AIM,
  BUDGETS,
  THROTTLED_FIELDS,
  TOUR_ROUTE,
  aimGaps,
  budgetFailures,
  byteSource,
  classifyBackendRequest,
  documentsInResponse,
  indexScriptsKiB,
  lighthouseTable,
  roundTrips,
  selectRoutes,
  storageFolder,
  summariseRoute,
  summariseRun,
  throttledTable,
} from './lib/bench-report.mjs';
import { HOST, PREVIEW_PORT, PROJECT_ID, ROOT, emulatorUrls } from './lib/local-config.mjs';
import { say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHECK = process.env.BENCH_CHECK === '1';
const ROUTE_SELECTION = selectRoutes(process.env.BENCH_ROUTES);
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const SKIP_THROTTLED = process.env.BENCH_SKIP_THROTTLED === '1';
// Debian's /usr/bin/chromium is a shell wrapper; chrome-launcher needs the binary itself.
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
// Offline: nothing in Chromium may reach the network on its own.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const APP_URL = `http://${HOST}:${PREVIEW_PORT}`;
// bench.mjs's build, which the Hosting emulator serves.
const OUT_DIR = process.env.BENCH_APP_DIR;
if (!OUT_DIR) throw new Error('BENCH_APP_DIR is not set: run this through `npm run bench`.');
const hosts = Object.fromEntries(
  Object.entries(emulatorUrls()).map(([name, url]) => [name, new URL(url).host]),
);

// The throttled load: Lighthouse's mobile conditions, applied for real through CDP rather than
// simulated, so that what the page does in what order (a boot-time read, the code's chain, the
// images) shows in its timings.
const NETWORK = {
  offline: false,
  latency: 150, // ms, round trip
  downloadThroughput: (1.6 * 1024 * 1024) / 8, // 1.6 Mbit/s, in bytes/s
  uploadThroughput: (750 * 1024) / 8, // 750 kbit/s
};
const CPU_SLOWDOWN = 4;
/** A main image or heading not painted this long after navigation start counts as never. */
const PAINT_TIMEOUT_MS = 30_000;
/** The view is over when no request has been in flight for this long (late chunks included). */
const QUIET_MS = 2500;
const QUIET_TIMEOUT_MS = 30_000;
// Lighthouse's moto g power has a device pixel ratio of 1.75: the same images are chosen.
const DEVICE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // The service worker registers only once the page has settled, then precaches the whole app
  // from its own target, where neither this page's CDP session nor its throttling reaches, and
  // would answer the page's later image requests: blocked, the bytes are the page's own.
  serviceWorkers: 'block',
};
// Element Timing (the app names its main image and heading `main-image` and `main-text`): the
// first paint of each, from navigation start. A cross-origin image without Timing-Allow-Origin
// has renderTime 0; its loadTime is then the closest there is.
const TIMING_SCRIPT = `
  window.__benchPaints = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!(entry.identifier in window.__benchPaints)) {
        window.__benchPaints[entry.identifier] = entry.renderTime || entry.loadTime;
      }
    }
  }).observe({ type: 'element', buffered: true });
`;

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      maxWaitForLoad: 60_000,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `path` in `page` (throttled by the caller's CDP session) and watches it until the main
 * image and heading are painted (or PAINT_TIMEOUT_MS) and the network has gone quiet: paint
 * times, Firestore requests with their round trips and documents, and bytes by source.
 */
async function watchedLoad(page, cdp, path) {
  const inFlight = new Map();
  let lastActivity = performance.now();
  const bytes = { app: 0, firestore: 0, storage: 0, other: 0 };
  const onSent = ({ requestId, request }) => {
    inFlight.set(requestId, request.url);
    lastActivity = performance.now();
  };
  const onFinished = ({ requestId, encodedDataLength }) => {
    const url = inFlight.get(requestId);
    inFlight.delete(requestId);
    lastActivity = performance.now();
    if (url && !url.startsWith('data:')) {
      bytes[byteSource(url, { appOrigin: APP_URL, hosts })] += encodedDataLength;
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
    const kind = classifyBackendRequest(request.url(), hosts);
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
    await page.goto(`${APP_URL}${path}`, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS });
    await page
      .waitForFunction(
        () => {
          const paints = window.__benchPaints ?? {};
          return 'main-image' in paints && 'main-text' in paints;
        },
        null,
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

/** One throttled run of a route: a cold load in a fresh context, then a warm repeat in it. */
async function throttledRun(browser, path) {
  const context = await browser.newContext(DEVICE);
  try {
    await context.addInitScript(TIMING_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const cold = await watchedLoad(page, cdp, path);
    const warm = await watchedLoad(page, cdp, path);
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
 * The Storage image folders (document ids) a route shows, in page order, once it has rendered
 * everything: what notNeededBeforeLcp calls the first screen's images and the rest.
 */
async function imageOrderOf(browser, path) {
  const context = await browser.newContext({ ...DEVICE });
  try {
    await context.addInitScript(TIMING_SCRIPT);
    const page = await context.newPage();
    await page.goto(`${APP_URL}${path}`);
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
    return [...new Set(sources.map(storageFolder).filter((folder) => folder !== null))];
  } finally {
    await context.close();
  }
}

/** Does the Storage emulator answer a byte range of a narration (so playback can stream)? */
async function audioStreams(content) {
  const work = content.works[0];
  const url = work && (await seededAudioUrl(work.id));
  if (!url) return null;
  const response = await fetch(url, { headers: { Range: 'bytes=0-1023' } });
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    acceptRanges: response.headers.get('accept-ranges'),
    bytes: body.byteLength,
  };
}

async function seededAudioUrl(workId) {
  const { firestore } = emulatorUrls();
  const response = await fetch(
    `${firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/obras/${workId}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) return null;
  const doc = await response.json();
  const media = doc.fields?.media?.mapValue?.fields ?? {};
  const audio = media['audio-es']?.mapValue?.fields?.url?.stringValue;
  return audio ?? null;
}

/** The gzipped size (zlib's default level, as Vite reports it) of a file of the build. */
function gzipSizeInDist(path) {
  const file = join(OUT_DIR, decodeURIComponent(new URL(path, APP_URL).pathname));
  return existsSync(file) ? gzipSync(readFileSync(file)).byteLength : null;
}

const started = Date.now();
const indexScripts = indexScriptsKiB(
  readFileSync(join(OUT_DIR, 'index.html'), 'utf8'),
  gzipSizeInDist,
);
if (indexScripts.missing.length > 0) {
  throw new Error(`index.html names scripts not in the build: ${indexScripts.missing.join(', ')}`);
}
const { content } = await seedDemoContent({ log: say });
const museum = content.museums[0];
const tour = content.tours.find((t) => t.tematicId === museum.id && t.state === 'published');
const ALL_ROUTES = {
  '/': '/',
  '/museos': '/museos',
  '/recorridos/{museum}': `/recorridos/${museum.id}`,
  [TOUR_ROUTE]: `/muestra/${tour.id}`,
};
const ROUTES = Object.fromEntries(ROUTE_SELECTION.map((name) => [name, ALL_ROUTES[name]]));

const lighthouseRoutes = SKIP_LIGHTHOUSE ? null : {};
const throttledRoutes = SKIP_THROTTLED ? null : {};
const rawRuns = { lighthouse: {}, throttled: {} };
const imageOrder = {};
// Warm the Hosting emulator and the others once, so run 1 is not a cold JVM, and learn
// which images each route shows in which order.
await fetch(`${APP_URL}/`);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  for (const [name, path] of Object.entries(ROUTES)) {
    imageOrder[name] = await imageOrderOf(browser, path);
  }

  if (throttledRoutes) {
    for (const [name, path] of Object.entries(ROUTES)) {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        say(`Throttled ${name} (${path}), run ${i}/${RUNS}…`);
        runs.push(await throttledRun(browser, path));
      }
      throttledRoutes[name] = summariseRoute(runs, THROTTLED_FIELDS);
      rawRuns.throttled[name] = runs;
      const m = throttledRoutes[name].median;
      say(
        `${name}: main image ${m.mainImagePaintedMs ?? '–'} ms, first text ${m.firstTextPaintedMs ?? '–'} ms, ` +
          `Firestore ${m.firestoreRequests} requests in ${m.firestoreRounds} round trip(s), ` +
          `${m.firestoreDocuments ?? '–'} documents, ${m.totalKiB?.toFixed(1)} KiB; warm ${m.warmFirestoreRequests}`,
      );
    }
  }
} finally {
  await browser.close();
}

if (lighthouseRoutes) {
  for (const [name, path] of Object.entries(ROUTES)) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      say(`Lighthouse ${name} (${path}), run ${i}/${RUNS}…`);
      const lhr = await lighthouseRun(`${APP_URL}${path}`);
      const run = summariseRun(lhr, {
        hosts,
        appOrigin: APP_URL,
        route: name,
        imageOrder: imageOrder[name],
      });
      // The last run's full report, to see which elements shift or which audit failed.
      mkdirSync(join(ROOT, '.bench'), { recursive: true });
      writeFileSync(
        join(ROOT, '.bench', `lighthouse${path.replaceAll('/', '_')}.json`),
        JSON.stringify(lhr),
      );
      if (run.runtimeError) console.error(`  Lighthouse error: ${run.runtimeError}`);
      runs.push(run);
    }
    lighthouseRoutes[name] = summariseRoute(runs);
    rawRuns.lighthouse[name] = runs;
    const m = lighthouseRoutes[name].median;
    say(
      `${name}: perf ${m.performance}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, ` +
        `CLS ${m.cls?.toFixed(3)}`,
    );
  }
}
const audio = await audioStreams(content);

const failures = budgetFailures({
  lighthouse: lighthouseRoutes,
  throttled: throttledRoutes,
  indexScriptsKiB: indexScripts.kib,
});
const report = {
  at: new Date().toISOString(),
  runsPerRoute: RUNS,
  routes: ROUTES,
  lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
    .version,
  chromium: CHROME_PATH,
  cpus: cpus().length,
  loadAverage: loadavg(),
  budgets: BUDGETS,
  aim: AIM,
  throttling: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, device: DEVICE },
  indexScripts,
  imageOrder,
  lighthouse: lighthouseRoutes,
  throttled: throttledRoutes,
  runs: rawRuns,
  audio,
  failures,
  seconds: Math.round((Date.now() - started) / 1000),
};
mkdirSync(join(ROOT, '.bench'), { recursive: true });
const stamp = report.at.replace(/[:.]/g, '-');
writeFileSync(join(ROOT, '.bench', `bench-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(ROOT, '.bench', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(
  `\nindex.html loads ${indexScripts.files.length} scripts, ${indexScripts.kib.toFixed(1)} KiB gzipped ` +
    `(budget ${BUDGETS.indexScriptsKiB} KiB).`,
);
if (lighthouseRoutes) {
  console.log(`\nLighthouse mobile, ${RUNS} run(s) per route: median (min–max)\n`);
  console.log(lighthouseTable(lighthouseRoutes));
  console.log(`\nFrom the aim (LCP ${AIM.lcpMs} ms, performance ${AIM.performance}):`);
  for (const line of aimGaps(lighthouseRoutes)) console.log(`- ${line}`);
  for (const [route, summary] of Object.entries(lighthouseRoutes)) {
    for (const audit of summary.failing) console.log(`  ${route}: ${audit}`);
  }
}
if (throttledRoutes) {
  console.log(
    `\nChromium throttled for real (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU, 390x844), ` +
      `cold, then warm in the same context; ${RUNS} run(s) per route: median (min–max)\n`,
  );
  console.log(throttledTable(throttledRoutes));
}
if (audio) {
  console.log(
    `\nNarration byte range: HTTP ${audio.status}, ${audio.bytes} bytes, Accept-Ranges ${audio.acceptRanges ?? 'absent'}.`,
  );
}
const skipped = [
  SKIP_LIGHTHOUSE && 'Lighthouse',
  SKIP_THROTTLED && 'the throttled load',
  ROUTE_SELECTION.length < Object.keys(ALL_ROUTES).length &&
    `routes ${Object.keys(ALL_ROUTES)
      .filter((name) => !ROUTE_SELECTION.includes(name))
      .join(', ')}`,
].filter(Boolean);
console.log(
  `\nLoad average ${report.loadAverage.map((l) => l.toFixed(1)).join(' ')} on ${report.cpus} CPUs; ` +
    `written to .bench/latest.json in ${report.seconds} s.`,
);
if (skipped.length > 0)
  console.log(`Not measured (their budgets unchecked): ${skipped.join('; ')}.`);
if (failures.length > 0) {
  console.log(`\n${failures.length} budget(s) missed:`);
  for (const f of failures) console.log(`  ✖ ${f}`);
} else {
  console.log('\nEvery budget measured is met.');
}
process.exit(CHECK && failures.length > 0 ? 1 : 0);
