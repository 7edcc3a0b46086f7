// Pure parts of `npm run bench`: reading a Lighthouse result, medians, budgets, the table.
// Kept free of I/O so that scripts/lib/bench-report.test.ts can check them.

/** The budgets of issue 8, every public route, on medians. */
export const BUDGETS = {
  performance: 98, // Lighthouse mobile score, at least
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800, // at most
  tbtMs: 50,
  cls: 0.02,
  firstPaintJsKiB: 130, // gzipped JS requested before first paint, at most
  storageListOrMetadata: 0, // Storage list or metadata requests, on every route
  tourColdFirestore: 3, // Firestore requests of a cold tour page, in one round trip
  tourColdRounds: 1,
  tourWarmFirestore: 0, // within the TTL cache
};

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

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/**
 * One Lighthouse run reduced to what the table shows. `gzipSizeOf(url)` gives the gzipped
 * size in bytes of one of our own files (null for anything else).
 */
export function summariseRun(lhr, { hosts, gzipSizeOf }) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const firstPaint = metrics.observedFirstContentfulPaint ?? metrics.observedFirstPaint ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  let jsBytes = 0;
  let cssBytes = 0;
  let jsBytesAll = 0;
  const firstPaintFiles = [];
  const counts = { firestore: 0, storageMedia: 0, storageOther: 0 };
  for (const r of requests) {
    const kind = classifyBackendRequest(r.url, hosts);
    if (kind === 'firestore') counts.firestore += 1;
    else if (kind === 'storage-media') counts.storageMedia += 1;
    else if (kind === 'storage-other') counts.storageOther += 1;
    if (r.resourceType !== 'Script' && r.resourceType !== 'Stylesheet') continue;
    const size = gzipSizeOf(r.url);
    if (size === null) continue;
    if (r.resourceType === 'Script') jsBytesAll += size;
    // Loaded before first paint: the response had fully arrived before the observed first
    // contentful paint (a chunk requested just as the frame was being presented is not).
    if (firstPaint === null || r.networkEndTime >= firstPaint) continue;
    firstPaintFiles.push(new URL(r.url).pathname);
    if (r.resourceType === 'Script') jsBytes += size;
    else cssBytes += size;
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    firstPaintJsKiB: jsBytes / 1024,
    firstPaintCssKiB: cssBytes / 1024,
    allJsKiB: jsBytesAll / 1024,
    firstPaintFiles,
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

export const FIELDS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'firstPaintJsKiB',
  'firstPaintCssKiB',
  'allJsKiB',
  'firestore',
  'storageMedia',
  'storageListOrMetadata',
];

/** Medians and ranges of every field over the runs of one route. */
export function summariseRoute(runs) {
  const out = { runs: runs.length, median: {}, range: {} };
  for (const field of FIELDS) {
    const values = runs.map((r) => r[field]);
    out.median[field] = median(values);
    out.range[field] = range(values);
  }
  out.failing = [...new Set(runs.flatMap((r) => r.failing))];
  return out;
}

/** Every budget a route misses, as sentences. `tour` holds the tour page's request counts. */
export function budgetFailures(routes, tour) {
  const failures = [];
  const at = (name, m, field, ok, limit) => {
    const value = m[field];
    if (value === null || !ok(value)) {
      failures.push(`${name}: ${field} ${format(field, value)} (budget ${limit})`);
    }
  };
  for (const [name, summary] of Object.entries(routes)) {
    const m = summary.median;
    at(name, m, 'performance', (v) => v >= BUDGETS.performance, `>= ${BUDGETS.performance}`);
    at(name, m, 'accessibility', (v) => v >= BUDGETS.accessibility, '= 100');
    at(name, m, 'bestPractices', (v) => v >= BUDGETS.bestPractices, '= 100');
    at(name, m, 'seo', (v) => v >= BUDGETS.seo, '= 100');
    at(name, m, 'lcpMs', (v) => v <= BUDGETS.lcpMs, `<= ${BUDGETS.lcpMs} ms`);
    at(name, m, 'tbtMs', (v) => v <= BUDGETS.tbtMs, `<= ${BUDGETS.tbtMs} ms`);
    at(name, m, 'cls', (v) => v <= BUDGETS.cls, `<= ${BUDGETS.cls}`);
    at(
      name,
      m,
      'firstPaintJsKiB',
      (v) => v <= BUDGETS.firstPaintJsKiB,
      `<= ${BUDGETS.firstPaintJsKiB} KiB`,
    );
    // Not a median: no run may list or read metadata.
    const worst = summary.range.storageListOrMetadata?.[1] ?? 0;
    if (worst > BUDGETS.storageListOrMetadata) {
      failures.push(`${name}: ${worst} Storage list/metadata requests (budget 0)`);
    }
  }
  if (!tour) {
    failures.push('tour page: the cold/warm request count did not run');
  } else {
    if (tour.cold.firestore > BUDGETS.tourColdFirestore || tour.cold.firestore === 0) {
      failures.push(
        `tour page cold: ${tour.cold.firestore} Firestore requests (budget 1 to ${BUDGETS.tourColdFirestore})`,
      );
    }
    if (tour.cold.rounds > BUDGETS.tourColdRounds) {
      failures.push(`tour page cold: ${tour.cold.rounds} round trips (budget 1)`);
    }
    if (tour.warm.firestore > BUDGETS.tourWarmFirestore) {
      failures.push(`tour page warm: ${tour.warm.firestore} Firestore requests (budget 0)`);
    }
    const listOrMetadata = tour.cold.storageListOrMetadata + tour.warm.storageListOrMetadata;
    if (listOrMetadata > 0) {
      failures.push(`tour page: ${listOrMetadata} Storage list/metadata requests (budget 0)`);
    }
  }
  return failures;
}

export function format(field, value) {
  if (value === null || value === undefined) return '–';
  if (field === 'cls') return value.toFixed(3);
  if (field.endsWith('KiB')) return value.toFixed(1);
  if (field.endsWith('Ms')) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

const COLUMNS = [
  ['perf', 'performance'],
  ['a11y', 'accessibility'],
  ['BP', 'bestPractices'],
  ['SEO', 'seo'],
  ['LCP ms', 'lcpMs'],
  ['TBT ms', 'tbtMs'],
  ['CLS', 'cls'],
  ['FCP ms', 'fcpMs'],
  ['JS KiB gz', 'firstPaintJsKiB'],
  ['CSS KiB gz', 'firstPaintCssKiB'],
  ['Firestore', 'firestore'],
  ['Storage files', 'storageMedia'],
  ['Storage list/meta', 'storageListOrMetadata'],
];

const cell = (field, summary) => {
  const m = format(field, summary.median[field]);
  const r = summary.range[field];
  if (!r || r[0] === r[1]) return m;
  return `${m} (${format(field, r[0])}–${format(field, r[1])})`;
};

/** A Markdown table: one row per route, "median (min–max)" in each cell. */
export function markdownTable(routes) {
  const head = ['route', ...COLUMNS.map(([label]) => label)];
  const rows = Object.entries(routes).map(([name, summary]) => [
    `\`${name}\``,
    ...COLUMNS.map(([, field]) => cell(field, summary)),
  ]);
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
