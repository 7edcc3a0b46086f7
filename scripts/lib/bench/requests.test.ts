import { describe, expect, it } from 'vitest';
import {
  byteSource,
  classifyBackendRequest,
  documentsInResponse,
  finishedBeforeLcp,
  indexScripts,
  indexScriptsKiB,
  notNeededBeforeLcp,
  roundTrips,
  storageFolder,
} from './requests.mjs';
import { SCALE_ROUTE_NAMES, selectRoutes } from './routes.mjs';
import { median } from './summaries.mjs';

const hosts = { firestore: '127.0.0.1:38080', storage: '127.0.0.1:39199' };
const appOrigin = 'http://127.0.0.1:34173';
const storage = 'http://127.0.0.1:39199/v0/b/demo.appspot.com/o';
const image = (folder: string, width = 640) =>
  `${storage}/${encodeURIComponent(`${folder}/mainImg-${String(width)}.webp`)}?alt=media`;

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
});
