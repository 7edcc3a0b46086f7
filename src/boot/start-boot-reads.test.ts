import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheSet } from '@/lib/cache';
import { addDays, today } from '@/lib/days';
import type { RestValue } from '@/lib/firebase/rest';
import { startBootReads } from './start-boot-reads';

/** A JS value as the REST API writes it (strings, numbers, booleans, arrays and maps). */
function encode(value: unknown): RestValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (value && typeof value === 'object') {
    return {
      mapValue: {
        fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)])),
      },
    };
  }
  return { nullValue: null };
}

const restDoc = (path: string, data: Record<string, unknown>) => ({
  name: `projects/demo/databases/(default)/documents/${path}`,
  fields: encode(data).mapValue?.fields ?? {},
});

const image = (folder: string) => ({
  url: `http://127.0.0.1:9199/v0/b/demo/o/${encodeURIComponent(`${folder}/mainImg-1600.webp`)}?alt=media&token=t`,
  path: `${folder}/mainImg-1600.webp`,
});

/** A fake Firestore: answers by the request's path or query collection. */
function firestore(answers: Record<string, unknown>) {
  return vi.fn((url: string, init?: RequestInit) => {
    const key =
      init?.method === 'POST'
        ? (
            JSON.parse(init.body as string) as {
              structuredQuery: { from: { collectionId: string }[] };
            }
          ).structuredQuery.from[0]?.collectionId
        : url.split('/documents/')[1];
    const body = answers[key ?? ''];
    return Promise.resolve(
      body === undefined
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify(body), { status: 200 }),
    );
  });
}

const environment = (pathname: string, fetch: (url: string, init?: RequestInit) => unknown) => ({
  pathname,
  firestoreOrigin: 'http://127.0.0.1:8080',
  projectId: 'demo',
  fetch: fetch as typeof globalThis.fetch,
  online: true,
  appCheck: false,
});

/** Every read of a boot handoff, settled. */
const settled = (handoff: ReturnType<typeof startBootReads>) =>
  Promise.all(handoff ? [...handoff.reads.values()] : []);

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the boot script', () => {
  it('starts the tour page’s three reads at once and preloads work 1’s picture', async () => {
    const fetch = firestore({
      'exposition/t1': restDoc('exposition/t1', { state: 'published' }),
      obras: [
        { document: restDoc('obras/w1', { media: { mainImg: image('w1') } }) },
        { document: restDoc('obras/w2', { media: { mainImg: image('w2') } }) },
      ],
      comments: [{ readTime: '2026-11-20T10:00:00Z' }],
    });
    const handoff = startBootReads(environment('/muestra/t1', fetch));
    expect(fetch).toHaveBeenCalledTimes(3); // all before any answer: one round trip
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'http://127.0.0.1:8080/v1/projects/demo/databases/(default)/documents/exposition/t1',
    );
    for (const [url, init] of fetch.mock.calls.slice(1)) {
      expect(url).toMatch(/documents:runQuery$/);
      // As the SDK sends it: a simple request, so no CORS preflight round trip.
      expect(init?.headers).toEqual({ 'Content-Type': 'text/plain' });
    }
    expect([...(handoff?.reads.keys() ?? [])]).toEqual([
      'TOURS|get:t1',
      'WORKS|works:t1',
      'COMMENTS|comments:t1',
    ]);
    await settled(handoff);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toContain(encodeURIComponent('w1/mainImg-640.webp'));
  });

  it('reads a numbered work’s address as its tour', () => {
    const fetch = firestore({});
    startBootReads(environment('/muestra/t1/3', fetch));
    expect(fetch.mock.calls[0]?.[0]).toMatch(/documents\/exposition\/t1$/);
  });

  it('makes no request for what the cache holds, and none at all when it holds everything', () => {
    cacheSet('TOURS', 'get:t1', { id: 't1' });
    cacheSet('WORKS', 'works:t1', []);
    const fetch = firestore({});
    const handoff = startBootReads(environment('/muestra/t1', fetch));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect([...(handoff?.reads.keys() ?? [])]).toEqual(['COMMENTS|comments:t1']);

    cacheSet('COMMENTS', 'comments:t1', []);
    const warm = firestore({});
    expect(startBootReads(environment('/muestra/t1', warm))).toBeNull();
    expect(warm).not.toHaveBeenCalled();
  });

  it('reads again once the cache has expired', () => {
    const now = Date.now();
    for (const [key, slot] of [
      ['TOURS', 'get:t1'],
      ['WORKS', 'works:t1'],
      ['COMMENTS', 'comments:t1'],
    ] as const) {
      cacheSet(key, slot, [], now - 1_200_000);
    }
    const fetch = firestore({});
    startBootReads(environment('/muestra/t1', fetch));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('preloads the first museum card’s picture on /museos: the first museum with a tour', async () => {
    const fetch = firestore({
      tematics: [
        { document: restDoc('tematics/a', { image: image('a'), publishedTours: 0 }) },
        { document: restDoc('tematics/b', { image: image('b'), publishedTours: 2 }) },
      ],
    });
    const handoff = startBootReads(environment('/museos', fetch));
    expect(fetch).toHaveBeenCalledTimes(1);
    await settled(handoff);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toContain(encodeURIComponent('b/mainImg-640.webp'));
  });

  it('on /museos, takes a museum whose only tour is an exhibition open today, as the page does', async () => {
    const day = today();
    const fetch = firestore({
      tematics: [
        {
          document: restDoc('tematics/a', {
            image: image('a'),
            publishedTours: 0,
            exhibitions: { past: [addDays(day, -30), addDays(day, -1)] },
          }),
        },
        {
          document: restDoc('tematics/b', {
            image: image('b'),
            publishedTours: 0,
            exhibitions: { now: [addDays(day, -3), addDays(day, 20)] },
          }),
        },
      ],
    });
    await settled(startBootReads(environment('/museos', fetch)));
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toContain(encodeURIComponent('b/mainImg-640.webp'));
  });

  it('on /museos, takes a museum not counted yet for one with tours, as the page shows it', async () => {
    const fetch = firestore({
      tematics: [
        { document: restDoc('tematics/a', { image: image('a'), publishedTours: 0 }) },
        { document: restDoc('tematics/old', { image: image('old') }) },
      ],
    });
    await settled(startBootReads(environment('/museos', fetch)));
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toContain(encodeURIComponent('old/mainImg-640.webp'));
  });

  it('preloads the museum page’s picture', async () => {
    const fetch = firestore({ 'tematics/m1': restDoc('tematics/m1', { image: image('m1') }) });
    const handoff = startBootReads(environment('/recorridos/m1', fetch));
    // The museum, its permanent tours and its exhibitions, at once: one round trip.
    expect(fetch).toHaveBeenCalledTimes(3);
    await settled(handoff);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
  });

  it('leaves a failed read as null, for the app to read the normal way', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const handoff = startBootReads(environment('/muestra/t1', fetch));
    const results = await settled(handoff);
    expect(results).toEqual([null, null, null]);
    const missing = startBootReads(environment('/muestra/nope', firestore({})));
    expect(await missing?.reads.get('TOURS|get:nope')).toBeNull();
  });

  it('preloads the home page’s first cover, and reads nothing there', () => {
    const fetch = firestore({});
    expect(startBootReads(environment('/', fetch))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads()).toEqual(['/covers/mnba-800.webp 800w, /covers/mnba-1600.webp 1600w']);
  });

  it('reads nothing with App Check on: requests without its token would be refused', () => {
    const fetch = firestore({ 'exposition/t1': restDoc('exposition/t1', {}) });
    for (const path of ['/muestra/t1', '/museos', '/recorridos/m1']) {
      expect(startBootReads({ ...environment(path, fetch), appCheck: true })).toBeNull();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does nothing offline, in the back-office or on a malformed address', () => {
    const fetch = firestore({});
    expect(startBootReads({ ...environment('/muestra/t1', fetch), online: false })).toBeNull();
    for (const path of ['/cpanel/expositions', '/log-in', '/muestra/%E0%A4%A', '/x/y']) {
      expect(startBootReads(environment(path, fetch))).toBeNull();
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
