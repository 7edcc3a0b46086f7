import { describe, expect, it } from 'vitest';
import {
  SCALE_ROUTE_NAMES,
  THROTTLED_FIELDS,
  aimGaps,
  budgetFailures,
  byteSource,
  classifyBackendRequest,
  documentsInResponse,
  finishedBeforeLcp,
  indexScripts,
  indexScriptsKiB,
  lighthouseTable,
  median,
  notNeededBeforeLcp,
  roundTrips,
  selectRoutes,
  storageFolder,
  summariseRoute,
  throttledTable,
} from './bench-report.mjs';

const hosts = { firestore: '127.0.0.1:38080', storage: '127.0.0.1:39199' };
const appOrigin = 'http://127.0.0.1:34173';
const storage = 'http://127.0.0.1:39199/v0/b/demo.appspot.com/o';
const image = (folder: string, width = 640) =>
  `${storage}/${encodeURIComponent(`${folder}/mainImg-${String(width)}.webp`)}?alt=media`;

/** A Lighthouse run summary that meets every budget, on a quiet reference machine. */
const goodLighthouse = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2200,
  tbtMs: 40,
  cls: 0.01,
  fcpMs: 1000,
  observedLcpMs: 900,
  notNeededBeforeLcp: 0,
  notNeededBeforeLcpUrls: [] as { url: string; reason: string }[],
  lcpElement: 'section.tour-hero > p (text)',
  firestore: 3,
  storageMedia: 4,
  storageListOrMetadata: 0,
  failing: [] as string[],
  cpuTaskMs: 100,
  cpuFactor: 1,
  cpuSlowdown: 4,
  calibrated: 1,
  performanceAtReference: 97,
  lcpAtReferenceMs: 2200,
  tbtAtReferenceMs: 40,
  floorLcpMs: 800,
  floorPerformance: 100,
  lcpOverFloorMs: 1400,
};

/**
 * The same page on a machine twice as slow: what it did as run misses the absolute budgets the
 * bench used to have, what it did at the reference speed and beyond its floor meets them.
 */
const loadedLighthouse = {
  ...goodLighthouse,
  performance: 91,
  lcpMs: 2700,
  tbtMs: 233,
  cpuTaskMs: 200,
  cpuFactor: 2,
  cpuSlowdown: 2,
  lcpAtReferenceMs: 2450,
  floorLcpMs: 950,
  lcpOverFloorMs: 1500,
  tbtAtReferenceMs: 30,
  performanceAtReference: 96,
};

/** A throttled run that meets every budget. */
const goodThrottled = {
  mainImagePaintedMs: 2100 as number | null,
  firstTextPaintedMs: 1500,
  firestoreRequests: 3,
  firestoreRounds: 1,
  firestoreDocuments: 12,
  appKiB: 150,
  firestoreKiB: 30,
  storageKiB: 60,
  totalKiB: 240,
  warmFirestoreRequests: 0,
  storageListOrMetadata: 0,
  cpuTaskMs: 100,
  cpuFactor: 1,
  cpuSlowdown: 4,
  calibrated: 1,
  floorMainImagePaintedMs: 450 as number | null,
  mainImageOverFloorMs: 1650 as number | null,
};
const throttled = (runs: (typeof goodThrottled)[]) => summariseRoute(runs, THROTTLED_FIELDS);

describe('bench report', () => {
  it('takes the median of the runs, ignoring missing values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, null, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('tells Firestore, Storage files and Storage list/metadata requests apart', () => {
    expect(
      classifyBackendRequest(
        'http://127.0.0.1:38080/v1/projects/p/databases/(default)/documents:runQuery',
        hosts,
      ),
    ).toBe('firestore');
    expect(classifyBackendRequest(`${storage}/mnba%2FmainImg-1200.webp?alt=media`, hosts)).toBe(
      'storage-media',
    );
    expect(classifyBackendRequest(`${storage}/mnba%2FmainImg-1200.webp`, hosts)).toBe(
      'storage-other',
    );
    expect(classifyBackendRequest(`${storage}?prefix=mnba%2F`, hosts)).toBe('storage-other');
    expect(classifyBackendRequest(`${appOrigin}/assets/index.js`, hosts)).toBeNull();
  });

  it('splits bytes between the app, Firestore, Storage and anything else', () => {
    const options = { appOrigin, hosts };
    expect(byteSource(`${appOrigin}/assets/index.js`, options)).toBe('app');
    expect(byteSource('http://127.0.0.1:38080/v1/projects/p/x', options)).toBe('firestore');
    expect(byteSource(image('mnba'), options)).toBe('storage');
    expect(byteSource(`${storage}?prefix=mnba%2F`, options)).toBe('storage');
    expect(byteSource('https://fonts.example/x.woff2', options)).toBe('other');
  });

  it('counts parallel requests as one round trip and chained ones as more', () => {
    expect(
      roundTrips([
        { start: 0, end: 50 },
        { start: 2, end: 40 },
        { start: 3, end: 60 },
      ]),
    ).toBe(1);
    expect(
      roundTrips([
        { start: 0, end: 50 },
        { start: 51, end: 90 },
      ]),
    ).toBe(2);
  });

  it('counts the documents of every Firestore REST response shape', () => {
    const doc = (id: string) => ({
      name: `projects/p/databases/(default)/documents/obras/${id}`,
      fields: { order: { integerValue: '1' } },
      createTime: '2026-01-01T00:00:00Z',
      updateTime: '2026-01-01T00:00:00Z',
    });
    // A document GET.
    expect(documentsInResponse(doc('a'))).toBe(1);
    // A list GET, and an empty one (the REST API leaves `documents` out).
    expect(documentsInResponse({ documents: [doc('a'), doc('b')], nextPageToken: 'x' })).toBe(2);
    expect(documentsInResponse({})).toBe(0);
    // runQuery: one entry per document, plus a bare readTime when there are none or at the end.
    expect(
      documentsInResponse([
        { document: doc('a'), readTime: 't' },
        { document: doc('b'), readTime: 't' },
        { readTime: 't' },
      ]),
    ).toBe(2);
    expect(documentsInResponse([{ readTime: 't' }])).toBe(0);
    // batchGet (the SDK's getDoc): found documents count, missing ones do not.
    expect(
      documentsInResponse([
        { found: doc('a'), readTime: 't' },
        { missing: 'projects/p/databases/(default)/documents/obras/z', readTime: 't' },
      ]),
    ).toBe(1);
    // An aggregation and an error carry no documents; a body that is not JSON is unknown.
    expect(documentsInResponse([{ result: { aggregateFields: {} }, readTime: 't' }])).toBe(0);
    expect(documentsInResponse({ error: { code: 404, status: 'NOT_FOUND' } })).toBe(0);
    expect(documentsInResponse(null)).toBeNull();
  });

  it('finds the scripts index.html loads and adds up their gzipped sizes', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-AAA.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-BBB.js">
      <link rel=modulepreload href='/assets/chunk-CCC.js'>
      <link rel="stylesheet" crossorigin href="/assets/index-DDD.css">
      <link rel="icon" href="/favicon.svg">
      <script src="/boot-data.js" async></script>
      <script type="application/json" id="boot">{"src": "/not-a-script.js"}</script>
      <script>window.inline = true;</script>
    </head><body></body></html>`;
    expect(indexScripts(html)).toEqual([
      '/assets/index-AAA.js',
      '/boot-data.js',
      '/assets/jsx-runtime-BBB.js',
      '/assets/chunk-CCC.js',
    ]);
    const sizes: Record<string, number> = {
      '/assets/index-AAA.js': 75 * 1024,
      '/boot-data.js': 2 * 1024,
      '/assets/jsx-runtime-BBB.js': 20 * 1024,
      '/assets/chunk-CCC.js': 14 * 1024,
    };
    const measured = indexScriptsKiB(html, (path: string) => sizes[path] ?? null);
    expect(measured.kib).toBe(111);
    expect(measured.missing).toEqual([]);
    expect(indexScriptsKiB(html, () => null).missing).toHaveLength(4);
  });

  it('picks routes by table name, path or first segment, in the table order', () => {
    expect(selectRoutes(undefined)).toEqual([
      '/',
      '/museos',
      '/recorridos/{museum}',
      '/muestra/{tour}',
    ]);
    expect(selectRoutes('/muestra/mnba-realismo-social,museos')).toEqual([
      '/museos',
      '/muestra/{tour}',
    ]);
    expect(selectRoutes('/recorridos/{museum}, home')).toEqual(['/', '/recorridos/{museum}']);
    expect(selectRoutes('/')).toEqual(['/']);
    expect(() => selectRoutes('muestras')).toThrow(/muestras/);
    // With a work's address among them (the scale bench's), a tour's path and a work's differ
    // by their number of segments; the first segment alone is the tour page.
    expect(selectRoutes('/muestra/mnba-realismo-social/3', SCALE_ROUTE_NAMES)).toEqual([
      '/muestra/{tour}/{number}',
    ]);
    expect(selectRoutes('muestra,/muestra/x', SCALE_ROUTE_NAMES)).toEqual(['/muestra/{tour}']);
    expect(() => selectRoutes('/muestra/x/3')).toThrow(/muestra\/x\/3/);
  });

  it('names the Storage folder of an image whatever its width', () => {
    expect(storageFolder(image('obra-3', 640))).toBe('obra-3');
    expect(storageFolder(image('obra-3', 1600))).toBe('obra-3');
    expect(storageFolder(`${appOrigin}/covers/a-800.webp`)).toBeNull();
  });

  it('flags what the first screen does not need when it finished before the largest paint', () => {
    const tourImages = ['obra-1', 'obra-2', 'obra-3'];
    const requests = [
      { url: `${appOrigin}/muestra/t`, networkEndTime: 100 },
      { url: `${appOrigin}/assets/index-AAA.js`, networkEndTime: 300 },
      { url: `${appOrigin}/assets/tour-B.js`, networkEndTime: 320 },
      { url: `${appOrigin}/favicon.svg`, networkEndTime: 350 },
      { url: `${appOrigin}/assets/tour-end-C.js`, networkEndTime: 360 },
      { url: `${appOrigin}/icons/icon-192.png`, networkEndTime: 400 },
      { url: `${appOrigin}/assets/pwa-shell-XYZ.js`, networkEndTime: 500 },
      { url: `${appOrigin}/assets/workbox-window.prod.es5-Q.js`, networkEndTime: 510 },
      { url: `${appOrigin}/sw.js`, networkEndTime: 520 },
      { url: image('obra-1'), networkEndTime: 600 },
      { url: image('obra-2'), networkEndTime: 700 },
      // After the largest paint: allowed whatever it is.
      { url: image('obra-3'), networkEndTime: 1200 },
      { url: `${appOrigin}/icons/icon-512.png`, networkEndTime: 1300 },
      // Never finished.
      { url: `${appOrigin}/icons/icon-maskable-512.png` },
    ];
    const options = { route: '/muestra/{tour}', appOrigin, imageOrder: tourImages };
    expect(finishedBeforeLcp(requests, 1000, options)).toEqual([
      { url: `${appOrigin}/favicon.svg`, reason: 'tab icon' },
      { url: `${appOrigin}/assets/tour-end-C.js`, reason: 'likes and comments' },
      { url: `${appOrigin}/icons/icon-192.png`, reason: 'manifest icon' },
      { url: `${appOrigin}/assets/pwa-shell-XYZ.js`, reason: 'service worker' },
      { url: `${appOrigin}/assets/workbox-window.prod.es5-Q.js`, reason: 'service worker' },
      { url: `${appOrigin}/sw.js`, reason: 'service worker' },
      { url: image('obra-2'), reason: 'image below the first screen' },
    ]);
    expect(finishedBeforeLcp(requests, null, options)).toBeNull();

    // /museos: the first two cards' images are on the first screen, the third is not.
    const museums = { route: '/museos', appOrigin, imageOrder: ['mnba', 'malba', 'moderno'] };
    expect(notNeededBeforeLcp(image('malba', 1600), museums)).toBeNull();
    expect(notNeededBeforeLcp(image('moderno'), museums)).toBe('image below the first screen');
    // Other routes have no rule for images; an image the page did not list is not flagged.
    expect(notNeededBeforeLcp(image('moderno'), { ...museums, route: '/' })).toBeNull();
    expect(notNeededBeforeLcp(image('elsewhere'), options)).toBeNull();
    expect(notNeededBeforeLcp(`${appOrigin}/assets/registerSW.js`, options)).toBe('service worker');
  });

  it('reports nothing when every budget is met, and one bad run of three does not fail', () => {
    const lighthouse = {
      '/': summariseRoute([goodLighthouse, goodLighthouse, goodLighthouse]),
      '/muestra/{tour}': summariseRoute([
        goodLighthouse,
        {
          ...goodLighthouse,
          tbtAtReferenceMs: 300,
          lcpOverFloorMs: 2000,
          performanceAtReference: 80,
        },
        goodLighthouse,
      ]),
      // A loaded machine: the figures as run miss, at the reference speed and floor they meet.
      '/museos': summariseRoute([loadedLighthouse, loadedLighthouse, loadedLighthouse]),
    };
    const slowOnce = throttled([
      goodThrottled,
      { ...goodThrottled, mainImageOverFloorMs: 3500, firestoreRounds: 2 },
      goodThrottled,
    ]);
    // Painted late because the floor was late too: the emulators answered slowly.
    const slowFloor = throttled([
      {
        ...goodThrottled,
        mainImagePaintedMs: 2900,
        floorMainImagePaintedMs: 900,
        mainImageOverFloorMs: 2000,
      },
    ]);
    expect(
      budgetFailures({
        lighthouse,
        throttled: {
          '/': throttled([goodThrottled]),
          '/museos': slowFloor,
          '/muestra/{tour}': slowOnce,
        },
        indexScriptsKiB: 108.2,
      }),
    ).toEqual([]);
    // A measure that was skipped checks nothing.
    expect(budgetFailures({})).toEqual([]);
  });

  it('reports each Lighthouse budget missed', () => {
    const bad = {
      ...goodLighthouse,
      performance: 94,
      performanceAtReference: 94,
      accessibility: 98,
      bestPractices: 96,
      seo: 92,
      lcpMs: 2750,
      lcpAtReferenceMs: 2700,
      lcpOverFloorMs: 1900,
      tbtMs: 120,
      tbtAtReferenceMs: 110,
      cls: 0.05,
      storageListOrMetadata: 1,
      notNeededBeforeLcp: 1,
      notNeededBeforeLcpUrls: [{ url: `${appOrigin}/icons/icon-192.png`, reason: 'manifest icon' }],
    };
    expect(budgetFailures({ lighthouse: { '/': summariseRoute([bad]) } })).toEqual([
      '/: performanceAtReference 94 (budget >= 95; as run 94, CPU task 100 ms)',
      '/: accessibility 98 (budget = 100)',
      '/: bestPractices 96 (budget = 100)',
      '/: seo 92 (budget = 100)',
      '/: lcpOverFloorMs 1900 (budget <= 1850 ms; LCP 2700 ms at the reference speed, 2750 ms as run, floor 800 ms, CPU task 100 ms)',
      '/: tbtAtReferenceMs 110 (budget <= 100 ms; as run 120 ms, CPU task 100 ms)',
      '/: cls 0.050 (budget <= 0.02)',
      `/: 1 request(s) not needed for the first screen finished before the largest paint: ${appOrigin}/icons/icon-192.png (manifest icon) in 1 of 1`,
      '/: 1 Storage list/metadata requests (budget 0)',
    ]);
    const noLcp = { ...goodLighthouse, observedLcpMs: null, notNeededBeforeLcp: null };
    expect(budgetFailures({ lighthouse: { '/': summariseRoute([noLcp]) } })).toEqual([
      '/: no observed LCP, so what finished before it is unknown',
    ]);
  });

  it('reports the index scripts, paint, round-trip, warm and Storage budgets missed', () => {
    expect(budgetFailures({ indexScriptsKiB: 110.4 })).toEqual([
      'index.html: scripts 110.4 KiB gz (budget <= 110 KiB)',
    ]);
    const tour = throttled([
      {
        ...goodThrottled,
        mainImagePaintedMs: 2600,
        mainImageOverFloorMs: 2150,
        firestoreRounds: 2,
        warmFirestoreRequests: 3,
      },
      {
        ...goodThrottled,
        mainImagePaintedMs: 2700,
        mainImageOverFloorMs: 2250,
        firestoreRounds: 2,
        warmFirestoreRequests: 3,
        storageListOrMetadata: 1,
      },
      { ...goodThrottled, mainImagePaintedMs: null, mainImageOverFloorMs: null },
    ]);
    expect(budgetFailures({ throttled: { '/muestra/{tour}': tour } })).toEqual([
      '/muestra/{tour} throttled: the main image was not painted within 30 s in 1 of 3 runs',
      '/muestra/{tour} throttled: mainImageOverFloorMs 2200 (budget <= 2050 ms; painted at 2650 ms, floor 450 ms, CPU task 100 ms)',
      '/muestra/{tour} cold: firestoreRounds 2 (budget <= 1)',
      '/muestra/{tour} warm: warmFirestoreRequests 3 (budget 0)',
      '/muestra/{tour} throttled: 1 Storage list/metadata requests (budget 0)',
    ]);
    // Round trips are the tour pages' budget only; no route may read again when warm.
    const museums = throttled([{ ...goodThrottled, firestoreRounds: 3, warmFirestoreRequests: 2 }]);
    expect(budgetFailures({ throttled: { '/museos': museums } })).toEqual([
      '/museos warm: warmFirestoreRequests 2 (budget 0)',
    ]);
    // A work's address scrolls past the marked main image, to near the tour's end: no paint to
    // wait for, and the museum's other tours in a second round trip. Warm, it reads nothing.
    const work = throttled([
      {
        ...goodThrottled,
        firestoreRounds: 2,
        mainImagePaintedMs: null,
        mainImageOverFloorMs: null,
      },
    ]);
    expect(budgetFailures({ throttled: { '/muestra/{tour}/{number}': work } })).toEqual([]);
    const warmWork = throttled([{ ...goodThrottled, warmFirestoreRequests: 1 }]);
    expect(budgetFailures({ throttled: { '/muestra/{tour}/{number}': warmWork } })).toEqual([
      '/muestra/{tour}/{number} warm: warmFirestoreRequests 1 (budget 0)',
    ]);
    // Never painted at all: one sentence, not a second one about a missing median.
    const never = throttled([{ ...goodThrottled, mainImagePaintedMs: null }]);
    expect(budgetFailures({ throttled: { '/': never } })).toEqual([
      '/ throttled: the main image was not painted within 30 s in 1 of 1 runs',
    ]);
  });

  it('says how far each route is from the long-term aim', () => {
    const routes = {
      '/': summariseRoute([{ ...goodLighthouse, lcpMs: 2155, performance: 96 }]),
      '/museos': summariseRoute([{ ...goodLighthouse, lcpMs: 1700, performance: 99 }]),
    };
    expect(aimGaps(routes)).toEqual([
      '`/`: LCP 2155 ms, 355 ms above the aim of 1800 ms; performance 96, 2 below the aim of 98.',
      '`/museos`: LCP 1700 ms, within the aim of 1800 ms; performance 99, at the aim of 98.',
    ]);
  });

  it('prints one Markdown table per measure, medians with their range', () => {
    const lighthouse = lighthouseTable({
      '/': summariseRoute([goodLighthouse, { ...goodLighthouse, lcpMs: 2400 }]),
    }).split('\n');
    expect(lighthouse[0]).toBe(
      '| route | perf | perf at ref. | LCP ms | LCP at ref. | floor LCP | over floor | FCP ms | TBT ms | TBT at ref. | CLS | a11y/BP/SEO | CPU task ms | LCP element |',
    );
    expect(lighthouse[2]).toBe(
      '| `/` | 97 | 97 | 2300 (2200–2400) | 2200 | 800 | 1400 | 1000 | 40 | 40 | 0.010 | 100/100/100 | 100 | `section.tour-hero > p (text)` |',
    );
    const table = throttledTable({
      '/': throttled([goodThrottled, { ...goodThrottled, mainImagePaintedMs: null }]),
    }).split('\n');
    expect(table[0]).toBe(
      '| route | main image painted ms | floor | over floor | first text painted ms | Firestore requests | round trips | documents | app KiB | Firestore KiB | Storage KiB | total KiB | warm Firestore | Storage list/meta | CPU task ms |',
    );
    expect(table[2]).toBe(
      '| `/` | 2100 [1 none] | 450 | 1650 | 1500 | 3 | 1 | 12 | 150.0 | 30.0 | 60.0 | 240.0 | 0 | 0 | 100 |',
    );
  });
});
