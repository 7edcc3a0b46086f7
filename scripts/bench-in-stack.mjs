#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm run bench` (scripts/bench.mjs): builds the
// app, seeds the demo content, serves the build with `vite preview`, then runs Lighthouse
// (default mobile mode) on every public route and counts the tour page's backend requests
// cold and warm in Chromium. Prints the table, writes .bench/*.json, and with --check exits
// non-zero when a budget is missed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { localHostingHeaders } from './lib/hosting-headers.mjs';
import { buildApp } from './lib/build.mjs';
import {
  BUDGETS,
  budgetFailures,
  classifyBackendRequest,
  markdownTable,
  roundTrips,
  summariseRoute,
  summariseRun,
} from './lib/bench-report.mjs';
import { HOST, PREVIEW_PORT, PROJECT_ID, ROOT, emulatorUrls } from './lib/local-config.mjs';
import { say } from './lib/preflight.mjs';
import { seedDemoContent } from './lib/seed.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHECK = process.env.BENCH_CHECK === '1';
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
// A build of its own, so that `npm test` may run beside the bench (with another port offset).
const OUT_DIR = join(ROOT, '.bench', 'dist');
const hosts = Object.fromEntries(
  Object.entries(emulatorUrls()).map(([name, url]) => [name, new URL(url).host]),
);

/** Gzipped size of a file the preview serves from dist/, by URL (null for other origins). */
const gzipCache = new Map();
function gzipSizeOf(url) {
  const parsed = new URL(url);
  if (parsed.origin !== APP_URL) return null;
  if (!gzipCache.has(parsed.pathname)) {
    try {
      const bytes = readFileSync(join(OUT_DIR, decodeURIComponent(parsed.pathname)));
      gzipCache.set(parsed.pathname, gzipSync(bytes).byteLength);
    } catch {
      gzipCache.set(parsed.pathname, null);
    }
  }
  return gzipCache.get(parsed.pathname);
}

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

/** Loads a page in a fresh context, then again in the same one, counting backend requests. */
async function countTourRequests(path) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const load = async () => {
      const seen = [];
      const started = new Map();
      const onRequest = (request) => {
        const kind = classifyBackendRequest(request.url(), hosts);
        if (kind) started.set(request, { kind, start: performance.now(), end: Infinity });
      };
      const onDone = (request) => {
        const entry = started.get(request);
        if (entry) entry.end = performance.now();
      };
      page.on('request', onRequest);
      page.on('requestfinished', onDone);
      page.on('requestfailed', onDone);
      await page.goto(`${APP_URL}${path}`);
      // The tour is shown when its works are listed; then let late requests arrive.
      await page.locator('ol.works, [role="alert"], .empty-state').first().waitFor();
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      for (const entry of started.values()) seen.push(entry);
      const firestore = seen.filter((r) => r.kind === 'firestore');
      return {
        firestore: firestore.length,
        rounds: roundTrips(firestore),
        storageMedia: seen.filter((r) => r.kind === 'storage-media').length,
        storageListOrMetadata: seen.filter((r) => r.kind === 'storage-other').length,
      };
    };
    const cold = await load();
    const warm = await load();
    return { cold, warm };
  } finally {
    await browser.close();
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

function printRoute(name, summary) {
  const m = summary.median;
  say(
    `${name}: perf ${m.performance}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, ` +
      `CLS ${m.cls?.toFixed(3)}, first-paint JS ${m.firstPaintJsKiB?.toFixed(1)} KiB gz`,
  );
}

const started = Date.now();
await buildApp({ outDir: OUT_DIR });
const { content } = await seedDemoContent({ log: say });
const museum = content.museums[0];
const tour = content.tours.find((t) => t.tematicId === museum.id && t.state === 'published');
const ROUTES = {
  '/': '/',
  '/museos': '/museos',
  '/recorridos/{museum}': `/recorridos/${museum.id}`,
  '/muestra/{tour}': `/muestra/${tour.id}`,
};

const server = await preview({
  root: ROOT,
  mode: 'emulators',
  logLevel: 'warn',
  // Production's headers, CSP included, as the e2e preview sends them.
  preview: { port: PREVIEW_PORT, host: HOST, strictPort: true, headers: localHostingHeaders() },
  build: { outDir: OUT_DIR },
});

const routes = {};
const rawRuns = {};
let tourRequests = null;
let audio = null;
try {
  // Warm the preview server and the emulators once, so run 1 is not a cold JVM.
  await fetch(`${APP_URL}/`);
  await countTourRequests(ROUTES['/muestra/{tour}']).catch(() => undefined);

  for (const [name, path] of Object.entries(ROUTES)) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      say(`Lighthouse ${name} (${path}), run ${i}/${RUNS}…`);
      const lhr = await lighthouseRun(`${APP_URL}${path}`);
      const run = summariseRun(lhr, { hosts, gzipSizeOf });
      // The last run's full report, to see which elements shift or which audit failed.
      mkdirSync(join(ROOT, '.bench'), { recursive: true });
      writeFileSync(
        join(ROOT, '.bench', `lighthouse${path.replaceAll('/', '_')}.json`),
        JSON.stringify(lhr),
      );
      if (run.runtimeError) console.error(`  Lighthouse error: ${run.runtimeError}`);
      runs.push(run);
    }
    routes[name] = summariseRoute(runs);
    rawRuns[name] = runs;
    printRoute(name, routes[name]);
  }
  say('Counting the tour page’s requests, cold and warm…');
  tourRequests = await countTourRequests(ROUTES['/muestra/{tour}']);
  audio = await audioStreams(content);
} finally {
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const failures = budgetFailures(routes, tourRequests);
const report = {
  at: new Date().toISOString(),
  runsPerRoute: RUNS,
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  chromium: CHROME_PATH,
  cpus: (await import('node:os')).cpus().length,
  loadAverage: (await import('node:os')).loadavg(),
  budgets: BUDGETS,
  routes,
  runs: rawRuns,
  tourRequests,
  audio,
  failures,
  seconds: Math.round((Date.now() - started) / 1000),
};
mkdirSync(join(ROOT, '.bench'), { recursive: true });
const stamp = report.at.replace(/[:.]/g, '-');
writeFileSync(join(ROOT, '.bench', `bench-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(ROOT, '.bench', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log(`\nLighthouse mobile, ${RUNS} runs per route: median (min–max)\n`);
console.log(markdownTable(routes));
if (tourRequests) {
  const { cold, warm } = tourRequests;
  console.log(
    `\nTour page: cold ${cold.firestore} Firestore requests in ${cold.rounds} round trip(s); ` +
      `warm ${warm.firestore}; Storage list/metadata ${cold.storageListOrMetadata + warm.storageListOrMetadata}.`,
  );
}
if (audio) {
  console.log(
    `Narration byte range: HTTP ${audio.status}, ${audio.bytes} bytes, Accept-Ranges ${audio.acceptRanges ?? 'absent'}.`,
  );
}
for (const route of Object.keys(routes)) {
  for (const audit of routes[route].failing) console.log(`  ${route}: ${audit}`);
}
console.log(
  `\nLoad average ${report.loadAverage.map((l) => l.toFixed(1)).join(' ')} on ${report.cpus} CPUs; ` +
    `written to .bench/latest.json in ${report.seconds} s.`,
);
if (failures.length > 0) {
  console.log(`\n${failures.length} budget(s) missed:`);
  for (const f of failures) console.log(`  ✖ ${f}`);
} else {
  console.log('\nEvery budget met.');
}
process.exit(CHECK && failures.length > 0 ? 1 : 0);
