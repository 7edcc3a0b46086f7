// What the bench reads from the requests a page made: who served each one, the Firestore
// documents and round trips, the scripts index.html loads, and what finished before the largest
// paint although the first screen does not need it. Pure (requests.test.ts beside it).
import { TOUR_ROUTE } from './routes.mjs';

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
