// Pure parts of `npm run bench`: reading a Lighthouse result and a throttled load, medians,
// budgets, the tables. Kept free of I/O so that scripts/lib/bench-report.test.ts can check them.

/** The public routes the bench loads, by the names the tables show. */
export const ROUTE_NAMES = ['/', '/museos', '/recorridos/{museum}', '/muestra/{tour}'];
export const TOUR_ROUTE = '/muestra/{tour}';
/** A work of the tour, as a label's QR code opens it: the tour page, scrolled to that work. */
export const WORK_ROUTE = '/muestra/{tour}/{number}';
/** The routes `--scale` measures: every public route, and a work of its big tour. */
export const SCALE_ROUTE_NAMES = [...ROUTE_NAMES, WORK_ROUTE];

/**
 * The budgets, on medians of the runs of every public route (unless a line says otherwise).
 * The timing budgets hold on any machine: they are set on each run at the reference machine's
 * CPU speed and on its distance from the machine's floor, both measured just before it
 * (scripts/lib/bench/floor.mjs). On the reference machine, quiet, they are the absolute budgets
 * they replace, LCP <= 2500 ms and the main image painted <= 2500 ms, less the lowest floor any
 * route showed: 650 ms for Lighthouse's LCP, 450 ms for the main image (in runs beside other
 * work; a quiet run may show them lower, and these two figures should then follow).
 */
export const BUDGETS = {
  // Lighthouse, default mobile mode (simulated slow 4G, 4x the reference machine's CPU).
  performance: 95, // score, at least
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpOverFloorMs: 1850, // LCP beyond the floor page's, at most
  tbtMs: 100,
  cls: 0.02,
  // Nothing the first screen does not need finishes before the largest paint (notNeededBeforeLcp).
  notNeededBeforeLcp: 0,
  // The scripts index.html itself loads (module script, modulepreloads), gzipped, from dist/.
  indexScriptsKiB: 110,
  // Chromium with real throttling (150 ms round trip, 1.6 Mbit/s, 4x the reference CPU).
  mainImageOverFloorMs: 2050, // the main image painted, beyond the floor page's
  tourColdRounds: 1, // the tour page's data in one round trip to Firestore
  warmFirestore: 0, // no route reads Firestore again within the TTL cache
  storageListOrMetadata: 0, // Storage list or metadata requests, in any run of any route
};

/** Where we want to be in the long term; printed as the distance from it, never a failure. */
export const AIM = { lcpMs: 1800, performance: 98 };

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (sorted.length === 0) return null;
  sorted.sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function range(values) {
  const present = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (present.length === 0) return null;
  return [Math.min(...present), Math.max(...present)];
}

/**
 * The routes `--routes` asks for, in the table's order. Each word is a route's name in the
 * table ('/muestra/{tour}'), a path ('/muestra/mnba-realismo-social': its first segment, and
 * its number of segments, pick the route) or that segment alone ('muestra'; 'home' for '/').
 * Throws on a word that names none.
 */
export function selectRoutes(wanted, names = ROUTE_NAMES) {
  if (!wanted) return [...names];
  const segments = (path) => path.split('/').filter(Boolean);
  const first = (path) => segments(path)[0] ?? 'home';
  const matches = (name, word) =>
    first(name) === first(word) &&
    (segments(word).length <= 1 || segments(name).length === segments(word).length);
  const picked = new Set();
  for (const word of wanted.split(',').map((w) => w.trim())) {
    if (!word) continue;
    const name = names.find((n) => n === word) ?? names.find((n) => matches(n, word));
    if (!name) {
      throw new Error(`--routes: "${word}" is none of ${names.join(', ')}`);
    }
    picked.add(name);
  }
  if (picked.size === 0) throw new Error('--routes names no route');
  return names.filter((n) => picked.has(n));
}

/**
 * What kind of backend request a URL is: 'firestore', 'storage-media' (a file's bytes),
 * 'storage-other' (a list or metadata request) or null. `hosts` are the emulators' host:port
 * (production hosts are recognised too, for a bench against a deployed site).
 */
export function classifyBackendRequest(url, hosts) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.host;
  if (host === hosts.firestore || host === 'firestore.googleapis.com') return 'firestore';
  if (host === hosts.storage || host === 'firebasestorage.googleapis.com') {
    const isObject = /\/v0\/b\/[^/]+\/o\/[^/]+/.test(parsed.pathname);
    return isObject && parsed.searchParams.get('alt') === 'media'
      ? 'storage-media'
      : 'storage-other';
  }
  return null;
}

/**
 * Who served a request, for the bytes columns: 'app' (same origin as the page), 'firestore',
 * 'storage' or 'other'.
 */
export function byteSource(url, { appOrigin, hosts }) {
  const kind = classifyBackendRequest(url, hosts);
  if (kind === 'firestore') return 'firestore';
  if (kind) return 'storage';
  try {
    return new URL(url).origin === appOrigin ? 'app' : 'other';
  } catch {
    return 'other';
  }
}

/**
 * The folder of a Storage object named by a URL: the document id its files are stored under
 * (`{docId}/{base}-{W}.webp`, docs/adr/0004), the same for every width. Null for other URLs.
 */
export function storageFolder(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /\/v0\/b\/[^/]+\/o\/([^/?]+)/.exec(parsed.pathname);
  if (!match?.[1]) return null;
  const path = decodeURIComponent(match[1]);
  const slash = path.lastIndexOf('/');
  return slash > 0 ? path.slice(0, slash) : null;
}

/**
 * How many documents one Firestore REST response carries, the shapes both the SDK (Lite) and a
 * hand-written boot script receive: a document GET (1), a list ({documents: [...]}), runQuery
 * (an array: entries with `document`) and batchGet (an array: entries with `found`). An error,
 * an empty result or an aggregation carries none; null when the body is not JSON at all.
 */
export function documentsInResponse(body) {
  if (body === null || body === undefined) return null;
  if (Array.isArray(body)) {
    return body.filter((entry) => entry && (entry.document || entry.found)).length;
  }
  if (typeof body !== 'object') return null;
  if (Array.isArray(body.documents)) return body.documents.length;
  if (typeof body.name === 'string' && (body.fields || body.createTime)) return 1;
  return 0;
}

/**
 * How many sequential round trips a set of requests took: a request that starts after an
 * earlier one has finished starts a new round. `requests` are { start, end } in ms.
 */
export function roundTrips(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  let rounds = 0;
  let roundEnd = -Infinity;
  for (const r of sorted) {
    if (r.start >= roundEnd) {
      rounds += 1;
      roundEnd = r.end;
    } else {
      roundEnd = Math.max(roundEnd, r.end);
    }
  }
  return rounds;
}

/**
 * The scripts index.html loads before the app can run: its script elements with a `src`
 * (the module entry, and any classic script such as a boot-time data read) and its
 * `<link rel="modulepreload">` (what the entry imports statically). Paths as written.
 */
export function indexScripts(html) {
  const attribute = (tag, name) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined) ?? null;
  const found = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const type = (attribute(tag, 'type') ?? '').toLowerCase();
    const src = attribute(tag, 'src');
    const isCode = type === '' || type === 'module' || type.includes('javascript');
    if (src && isCode) found.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (href && rel.includes('modulepreload')) found.push(href);
  }
  return [...new Set(found)];
}

/** Their gzipped size in KiB; `gzipSizeOf(path)` gives one file's, null when it is missing. */
export function indexScriptsKiB(html, gzipSizeOf) {
  let bytes = 0;
  const missing = [];
  for (const path of indexScripts(html)) {
    const size = gzipSizeOf(path);
    if (size === null) missing.push(path);
    else bytes += size;
  }
  return { kib: bytes / 1024, files: indexScripts(html), missing };
}

/**
 * Why a request is not needed for a route's first screen, or null when it may be. These must
 * not finish loading before the largest paint: they take bandwidth and, in Lighthouse's
 * simulation, a place in the graph that its LCP estimate waits for.
 * - the manifest's icons (/icons/*): the browser's install UI, not the page;
 * - the tab's icon (/favicon.svg), named once the first screen is complete (src/main.tsx);
 * - the tour page's likes and comments (its tour-end chunk), at the end of the page;
 * - the service worker: sw.js, a registerSW script, workbox's chunks and the pwa-shell chunk
 *   that registers it (it precaches the whole app: it starts once the page has settled);
 * - images below the first screen: on the tour page every work image but work 1's, on /museos
 *   every card image but the first two (two cards fit beside each other on a wider screen).
 * `imageOrder` is the route's Storage image folders (document ids) in page order.
 */
export function notNeededBeforeLcp(url, { route, appOrigin, imageOrder = [] }) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin === appOrigin) {
    const path = parsed.pathname;
    if (path.startsWith('/icons/')) return 'manifest icon';
    if (path === '/favicon.svg') return 'tab icon';
    if (route === TOUR_ROUTE && /^\/assets\/tour-end-[^/]*\.js$/.test(path)) {
      return 'likes and comments';
    }
    if (
      path === '/sw.js' ||
      /^\/(?:assets\/)?registerSW[^/]*\.js$/.test(path) ||
      /^\/(?:assets\/)?workbox[^/]*\.js$/.test(path) ||
      /^\/assets\/pwa-shell[^/]*$/.test(path)
    ) {
      return 'service worker';
    }
    return null;
  }
  const folder = storageFolder(url);
  if (folder === null) return null;
  const firstScreen = route === TOUR_ROUTE ? 1 : route === '/museos' ? 2 : Infinity;
  const position = imageOrder.indexOf(folder);
  return position >= firstScreen ? 'image below the first screen' : null;
}

/**
 * The requests of one Lighthouse run that finished before its observed largest paint although
 * the first screen does not need them. Network times count from the page's first request, a
 * few ms after the navigation's start that LCP counts from: a borderline request is flagged.
 */
export function finishedBeforeLcp(requests, lcpMs, options) {
  if (typeof lcpMs !== 'number') return null;
  return requests
    .filter((r) => typeof r.networkEndTime === 'number' && r.networkEndTime < lcpMs)
    .map((r) => ({ url: r.url, reason: notNeededBeforeLcp(r.url, options) }))
    .filter((r) => r.reason !== null);
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** The LCP element as Lighthouse names it: its selector, and whether it is an image or text. */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node ?? table?.node ?? null;
  if (!node) return null;
  const kind = /^<img\b/i.test(node.snippet ?? '') ? 'image' : 'text';
  return `${node.selector ?? node.nodeLabel ?? '?'} (${kind})`;
}

/**
 * One Lighthouse run reduced to what the table and the budgets need. `route` and `imageOrder`
 * are for notNeededBeforeLcp.
 */
export function summariseRun(lhr, { hosts, appOrigin, route, imageOrder = [] }) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const counts = { firestore: 0, storageMedia: 0, storageOther: 0 };
  for (const r of requests) {
    const kind = classifyBackendRequest(r.url, hosts);
    if (kind === 'firestore') counts.firestore += 1;
    else if (kind === 'storage-media') counts.storageMedia += 1;
    else if (kind === 'storage-other') counts.storageOther += 1;
  }
  const observedLcpMs = metrics.observedLargestContentfulPaint ?? null;
  const early = finishedBeforeLcp(requests, observedLcpMs, { route, appOrigin, imageOrder });
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    // Lighthouse's own CPU benchmark, run in the page's Chromium before it loads: higher is faster.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    observedLcpMs,
    lcpElement: lcpElement(lhr),
    notNeededBeforeLcp: early === null ? null : early.length,
    notNeededBeforeLcpUrls: early ?? [],
    firestore: counts.firestore,
    storageMedia: counts.storageMedia,
    storageListOrMetadata: counts.storageOther,
    // Audits below 100 % in the categories that must be perfect, for the log.
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1)
        .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`),
    ),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map(
      (item) =>
        `${item.source ?? ''}: ${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`,
    ),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

export const LIGHTHOUSE_FIELDS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'benchmarkIndex',
  'observedLcpMs',
  'notNeededBeforeLcp',
  'firestore',
  'storageMedia',
  'storageListOrMetadata',
  // The machine's floor beside the run (scripts/lib/bench/floor.mjs, lighthouseFromFloor).
  'cpuTaskMs',
  'cpuFactor',
  'cpuSlowdown',
  'calibrated',
  'performanceAtReference',
  'lcpAtReferenceMs',
  'tbtAtReferenceMs',
  'floorLcpMs',
  'floorPerformance',
  'lcpOverFloorMs',
];

/**
 * The fields of one throttled run (scripts/lib/bench/page-load.mjs): when the main image and the
 * heading were painted (ms from navigation start, null when not within the time limit), the
 * cold view's Firestore requests, round trips and documents, its bytes by source (KiB as
 * transferred, headers included), the warm repeat's Firestore requests, and the floor's.
 */
export const THROTTLED_FIELDS = [
  'mainImagePaintedMs',
  'firstTextPaintedMs',
  'firestoreRequests',
  'firestoreRounds',
  'firestoreDocuments',
  'appKiB',
  'firestoreKiB',
  'storageKiB',
  'totalKiB',
  'warmFirestoreRequests',
  'storageListOrMetadata',
  // The machine's floor beside the run (scripts/lib/bench/floor.mjs, throttledFromFloor).
  'cpuTaskMs',
  'cpuFactor',
  'cpuSlowdown',
  'calibrated',
  'floorMainImagePaintedMs',
  'mainImageOverFloorMs',
];

/** Medians and ranges of every field over the runs of one route. */
export function summariseRoute(runs, fields = LIGHTHOUSE_FIELDS) {
  const out = { runs: runs.length, median: {}, range: {} };
  for (const field of fields) {
    const values = runs.map((r) => r[field]);
    out.median[field] = median(values);
    out.range[field] = range(values);
  }
  out.failing = [...new Set(runs.flatMap((r) => r.failing ?? []))];
  // Runs where a value is missing (e.g. the main image never painted), per field.
  out.missing = Object.fromEntries(
    fields
      .map((field) => [field, runs.filter((r) => typeof r[field] !== 'number').length])
      .filter(([, n]) => n > 0),
  );
  // Every URL flagged by notNeededBeforeLcp, with the number of runs it was flagged in.
  const flagged = new Map();
  for (const run of runs) {
    for (const { url, reason } of run.notNeededBeforeLcpUrls ?? []) {
      const key = `${url} (${reason})`;
      flagged.set(key, (flagged.get(key) ?? 0) + 1);
    }
  }
  out.notNeededBeforeLcpUrls = [...flagged].map(([what, n]) => `${what} in ${n} of ${runs.length}`);
  const elements = runs.map((r) => r.lcpElement).filter(Boolean);
  out.lcpElement = mostCommon(elements);
  return out;
}

function mostCommon(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)) best = v;
  return best;
}

/**
 * Every budget missed, as sentences. `lighthouse` and `throttled` are route summaries (either
 * may be absent when that measure was skipped); `indexScriptsKiB` the index.html scripts' size.
 */
export function budgetFailures({ lighthouse = null, throttled = null, indexScriptsKiB = null }) {
  const failures = [];
  const at = (name, m, field, ok, limit, beside = '') => {
    const value = m[field];
    if (value === null || value === undefined || !ok(value)) {
      failures.push(`${name}: ${field} ${format(field, value)} (budget ${limit}${beside})`);
    }
  };
  // The absolute figures beside a budget set at the reference speed or on the floor.
  const cpu = (m) => `, CPU task ${format('cpuTaskMs', m.cpuTaskMs)} ms`;
  const noStorageListing = (name, summary) => {
    // Not a median: no run may list or read metadata.
    const worst = summary.range.storageListOrMetadata?.[1] ?? 0;
    if (worst > BUDGETS.storageListOrMetadata) {
      failures.push(`${name}: ${worst} Storage list/metadata requests (budget 0)`);
    }
  };
  if (indexScriptsKiB !== null && indexScriptsKiB > BUDGETS.indexScriptsKiB) {
    failures.push(
      `index.html: scripts ${indexScriptsKiB.toFixed(1)} KiB gz (budget <= ${BUDGETS.indexScriptsKiB} KiB)`,
    );
  }
  for (const [name, summary] of Object.entries(lighthouse ?? {})) {
    const m = summary.median;
    at(
      name,
      m,
      'performanceAtReference',
      (v) => v >= BUDGETS.performance,
      `>= ${BUDGETS.performance}`,
      `; as run ${format('performance', m.performance)}${cpu(m)}`,
    );
    at(name, m, 'accessibility', (v) => v >= BUDGETS.accessibility, '= 100');
    at(name, m, 'bestPractices', (v) => v >= BUDGETS.bestPractices, '= 100');
    at(name, m, 'seo', (v) => v >= BUDGETS.seo, '= 100');
    at(
      name,
      m,
      'lcpOverFloorMs',
      (v) => v <= BUDGETS.lcpOverFloorMs,
      `<= ${BUDGETS.lcpOverFloorMs} ms`,
      `; LCP ${format('lcpAtReferenceMs', m.lcpAtReferenceMs)} ms at the reference speed, ` +
        `${format('lcpMs', m.lcpMs)} ms as run, floor ${format('floorLcpMs', m.floorLcpMs)} ms${cpu(m)}`,
    );
    at(
      name,
      m,
      'tbtAtReferenceMs',
      (v) => v <= BUDGETS.tbtMs,
      `<= ${BUDGETS.tbtMs} ms`,
      `; as run ${format('tbtMs', m.tbtMs)} ms${cpu(m)}`,
    );
    at(name, m, 'cls', (v) => v <= BUDGETS.cls, `<= ${BUDGETS.cls}`);
    const early = m.notNeededBeforeLcp;
    if (early === null || early === undefined) {
      failures.push(`${name}: no observed LCP, so what finished before it is unknown`);
    } else if (early > BUDGETS.notNeededBeforeLcp) {
      failures.push(
        `${name}: ${format('notNeededBeforeLcp', early)} request(s) not needed for the first screen ` +
          `finished before the largest paint: ${summary.notNeededBeforeLcpUrls.join('; ')}`,
      );
    }
    noStorageListing(name, summary);
  }
  for (const [name, summary] of Object.entries(throttled ?? {})) {
    const m = summary.median;
    // A work's address scrolls past the marked main image to the work: no paint to budget.
    const notPainted = name === WORK_ROUTE ? 0 : (summary.missing?.mainImagePaintedMs ?? 0);
    if (notPainted > 0) {
      failures.push(
        `${name} throttled: the main image was not painted within 30 s in ${notPainted} of ${summary.runs} runs`,
      );
    }
    if (name !== WORK_ROUTE && notPainted < summary.runs) {
      at(
        `${name} throttled`,
        m,
        'mainImageOverFloorMs',
        (v) => v <= BUDGETS.mainImageOverFloorMs,
        `<= ${BUDGETS.mainImageOverFloorMs} ms`,
        `; painted at ${format('mainImagePaintedMs', m.mainImagePaintedMs)} ms, floor ` +
          `${format('floorMainImagePaintedMs', m.floorMainImagePaintedMs)} ms${cpu(m)}`,
      );
    }
    // A work's address reads the same data, but scrolled near the tour's end it also asks for
    // the museum's other tours, as the visitor reaching the end would: a second round trip that
    // is not the tour's data, so its round trips are reported, not budgeted.
    if (name === TOUR_ROUTE) {
      at(
        `${name} cold`,
        m,
        'firestoreRounds',
        (v) => v <= BUDGETS.tourColdRounds,
        `<= ${BUDGETS.tourColdRounds}`,
      );
    }
    at(
      `${name} warm`,
      m,
      'warmFirestoreRequests',
      (v) => v <= BUDGETS.warmFirestore,
      `${BUDGETS.warmFirestore}`,
    );
    noStorageListing(`${name} throttled`, summary);
  }
  return failures;
}

/** How far each route's medians are from AIM, one sentence per route. */
export function aimGaps(lighthouse) {
  return Object.entries(lighthouse).map(([name, summary]) => {
    const { lcpMs, performance } = summary.median;
    const lcp =
      lcpMs === null
        ? 'LCP –'
        : lcpMs <= AIM.lcpMs
          ? `LCP ${Math.round(lcpMs)} ms, within the aim of ${AIM.lcpMs} ms`
          : `LCP ${Math.round(lcpMs)} ms, ${Math.round(lcpMs - AIM.lcpMs)} ms above the aim of ${AIM.lcpMs} ms`;
    const perf =
      performance === null
        ? 'performance –'
        : performance >= AIM.performance
          ? `performance ${performance}, at the aim of ${AIM.performance}`
          : `performance ${performance}, ${AIM.performance - performance} below the aim of ${AIM.performance}`;
    return `\`${name}\`: ${lcp}; ${perf}.`;
  });
}

export function format(field, value) {
  if (value === null || value === undefined) return '–';
  if (field === 'cls') return value.toFixed(3);
  if (field.endsWith('KiB')) return value.toFixed(1);
  if (field.endsWith('Ms')) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

const cell = (field, summary) => {
  const m = format(field, summary.median[field]);
  const r = summary.range[field];
  const missing = summary.missing?.[field] ?? 0;
  const note = missing > 0 && summary.median[field] !== null ? ` [${missing} none]` : '';
  if (!r || r[0] === r[1]) return `${m}${note}`;
  return `${m} (${format(field, r[0])}–${format(field, r[1])})${note}`;
};

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((h, i) => (i === 0 || h === 'LCP element' ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

// "at ref.": the same load simulated at the reference machine's CPU speed; "floor": the floor
// page's (scripts/lib/bench/floor.mjs), at that speed too.
const LIGHTHOUSE_COLUMNS = [
  ['perf', 'performance'],
  ['perf at ref.', 'performanceAtReference'],
  ['LCP ms', 'lcpMs'],
  ['LCP at ref.', 'lcpAtReferenceMs'],
  ['floor LCP', 'floorLcpMs'],
  ['over floor', 'lcpOverFloorMs'],
  ['FCP ms', 'fcpMs'],
  ['TBT ms', 'tbtMs'],
  ['TBT at ref.', 'tbtAtReferenceMs'],
  ['CLS', 'cls'],
];

/** Lighthouse's table: one row per route, "median (min–max)" in each cell. */
export function lighthouseTable(routes) {
  const head = [
    'route',
    ...LIGHTHOUSE_COLUMNS.map(([label]) => label),
    'a11y/BP/SEO',
    'CPU task ms',
    'LCP element',
  ];
  const rows = Object.entries(routes).map(([name, summary]) => [
    `\`${name}\``,
    ...LIGHTHOUSE_COLUMNS.map(([, field]) => cell(field, summary)),
    ['accessibility', 'bestPractices', 'seo']
      .map((field) => format(field, summary.median[field]))
      .join('/'),
    cell('cpuTaskMs', summary),
    summary.lcpElement ? `\`${summary.lcpElement.replaceAll('|', '\\|')}\`` : '–',
  ]);
  return table(head, rows);
}

const THROTTLED_COLUMNS = [
  ['main image painted ms', 'mainImagePaintedMs'],
  ['floor', 'floorMainImagePaintedMs'],
  ['over floor', 'mainImageOverFloorMs'],
  ['first text painted ms', 'firstTextPaintedMs'],
  ['Firestore requests', 'firestoreRequests'],
  ['round trips', 'firestoreRounds'],
  ['documents', 'firestoreDocuments'],
  ['app KiB', 'appKiB'],
  ['Firestore KiB', 'firestoreKiB'],
  ['Storage KiB', 'storageKiB'],
  ['total KiB', 'totalKiB'],
  ['warm Firestore', 'warmFirestoreRequests'],
  ['Storage list/meta', 'storageListOrMetadata'],
  ['CPU task ms', 'cpuTaskMs'],
];

/** The throttled load's table: one row per route, "median (min–max)" in each cell. */
export function throttledTable(routes) {
  const head = ['route', ...THROTTLED_COLUMNS.map(([label]) => label)];
  const rows = Object.entries(routes).map(([name, summary]) => [
    `\`${name}\``,
    ...THROTTLED_COLUMNS.map(([, field]) => cell(field, summary)),
  ]);
  return table(head, rows);
}
