// One run of each measure reduced to its figures, and the runs of a route to their medians and
// ranges. Pure (requests.test.ts beside it).
import { classifyBackendRequest, finishedBeforeLcp } from './requests.mjs';

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

/**
 * The fields of one run of the tour's first sound (scripts/lib/bench/tour-measure.mjs): ms from
 * pressing play to the narration playing with its time advancing, and to its 'playing' event,
 * and the floor's (scripts/lib/bench/floor.mjs, firstSoundFromFloor).
 */
export const FIRST_SOUND_FIELDS = [
  'firstSoundMs',
  'playingMs',
  'cpuTaskMs',
  'cpuFactor',
  'cpuSlowdown',
  'calibrated',
  'floorFirstSoundMs',
  'firstSoundOverFloorMs',
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
