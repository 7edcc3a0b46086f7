import { describe, expect, it } from 'vitest';
import {
  corsAllows,
  corsRefusal,
  headersNeedingPreflight,
  siteOrigins,
  storageCors,
  type CorsEntry,
} from './storage-cors.mjs';

const SITE = { projectId: 'museo-guia-prod', customDomain: 'guia.example.org' };
const ORIGINS = [
  'https://museo-guia-prod.web.app',
  'https://museo-guia-prod.firebaseapp.com',
  'https://guia.example.org',
];

describe('the Storage CORS configuration', () => {
  it('allows the Hosting domains and the custom domain to GET and HEAD, with Range', () => {
    expect(storageCors(SITE)).toEqual([
      {
        origin: ORIGINS,
        method: ['GET', 'HEAD'],
        responseHeader: [
          'Content-Type',
          'Content-Length',
          'Content-Range',
          'Accept-Ranges',
          'Range',
        ],
        maxAgeSeconds: 3600,
      },
    ]);
  });

  it('has only the Hosting domains without a custom domain', () => {
    expect(siteOrigins({ projectId: 'museo-guia-prod' })).toEqual(ORIGINS.slice(0, 2));
    expect(siteOrigins({ projectId: 'museo-guia-prod', customDomain: '  ' })).toEqual(
      ORIGINS.slice(0, 2),
    );
    expect(siteOrigins({ projectId: 'museo-guia-prod', customDomain: 'Guia.Example.org' })).toEqual(
      ORIGINS,
    );
  });

  it('refuses a custom domain that is not a host name', () => {
    for (const bad of ['https://guia.example.org', 'guia.example.org/tours', 'guia', 'a b.org']) {
      expect(() => storageCors({ projectId: 'p-123456', customDomain: bad })).toThrow(
        /SITE_CUSTOM_DOMAIN must be a host name/,
      );
    }
  });
});

describe('corsAllows', () => {
  const cors = storageCors(SITE);
  const [entry] = cors;
  if (!entry) throw new Error('the configuration has no entry');

  it("allows the app's offline download (fetch, mode cors, no headers) from every site origin", () => {
    for (const origin of ORIGINS) {
      expect(corsAllows(cors, { origin, method: 'GET', requestHeaders: {} })).toBe(true);
      expect(corsAllows(cors, { origin, method: 'HEAD' })).toBe(true);
    }
  });

  it('refuses another origin, and the local origin the tests browse from', () => {
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:4173',
      'http://guia.example.org',
    ]) {
      expect(corsRefusal(cors, { origin, method: 'GET' })).toBe(
        `no CORS entry allows GET from ${origin}`,
      );
    }
  });

  it('refuses methods that change files', () => {
    for (const method of ['PUT', 'POST', 'DELETE', 'patch']) {
      expect(corsAllows(cors, { origin: ORIGINS[0] ?? '', method })).toBe(false);
    }
  });

  it('allows a Range request (it needs a preflight) because Range is in responseHeader', () => {
    const request = {
      origin: ORIGINS[2] ?? '',
      method: 'GET',
      requestHeaders: { Range: 'bytes=0-' },
    };
    expect(corsAllows(cors, request)).toBe(true);
    const withoutRange: CorsEntry[] = [
      { ...entry, responseHeader: ['Content-Type', 'Content-Length'] },
    ];
    expect(corsRefusal(withoutRange, request)).toBe(
      `the preflight for GET from ${ORIGINS[2] ?? ''} would not allow the header(s) range`,
    );
  });

  it('refuses a header the configuration does not name', () => {
    expect(
      corsAllows(cors, {
        origin: ORIGINS[0] ?? '',
        method: 'GET',
        requestHeaders: { 'X-Firebase-Storage-Version': 'webjs/12' },
      }),
    ).toBe(false);
    expect(
      corsAllows(cors, {
        origin: ORIGINS[0] ?? '',
        method: 'GET',
        requestHeaders: ['Authorization'],
      }),
    ).toBe(false);
  });

  it('needs no preflight for safelisted headers or headers only the browser sets', () => {
    const browserOnly = {
      accept: 'image/avif,image/webp,*/*',
      'accept-language': 'es-AR,es;q=0.9',
      'accept-encoding': 'identity;q=1, *;q=0',
      referer: 'https://guia.example.org/muestra/t1',
      'user-agent': 'Mozilla/5.0',
      origin: 'https://guia.example.org',
      'sec-fetch-mode': 'cors',
      'sec-ch-ua-mobile': '?1',
      'content-type': 'text/plain;charset=UTF-8',
    };
    expect(headersNeedingPreflight(browserOnly)).toEqual([]);
    const strict: CorsEntry[] = [{ ...entry, responseHeader: [] }];
    expect(
      corsAllows(strict, { origin: ORIGINS[0] ?? '', method: 'GET', requestHeaders: browserOnly }),
    ).toBe(true);
  });

  it('judges a header by its value where the standard does, and by its name alone as unsafe', () => {
    expect(headersNeedingPreflight({ 'content-type': 'application/json' })).toEqual([
      'content-type',
    ]);
    expect(headersNeedingPreflight({ accept: 'text/(html)' })).toEqual(['accept']);
    expect(headersNeedingPreflight({ accept: 'x'.repeat(129) })).toEqual(['accept']);
    expect(headersNeedingPreflight(['Accept', 'Range', 'range'])).toEqual(['accept', 'range']);
  });

  it('uses the first entry matching the origin and method, as Cloud Storage does', () => {
    const origin = ORIGINS[0] ?? '';
    const request = { origin, method: 'GET', requestHeaders: { range: 'bytes=0-99' } };
    const firstWithoutRange: CorsEntry[] = [
      { origin: [origin], method: ['GET'], responseHeader: ['Content-Type'], maxAgeSeconds: 60 },
      { origin: [origin], method: ['GET'], responseHeader: ['Range'], maxAgeSeconds: 60 },
    ];
    expect(corsAllows(firstWithoutRange, request)).toBe(false);
    expect(corsAllows([...firstWithoutRange].reverse(), request)).toBe(true);
  });

  it('understands the wildcards', () => {
    const open: CorsEntry[] = [
      { origin: ['*'], method: ['*'], responseHeader: ['*'], maxAgeSeconds: 60 },
    ];
    expect(
      corsAllows(open, {
        origin: 'https://any.example',
        method: 'DELETE',
        requestHeaders: ['x-a'],
      }),
    ).toBe(true);
    expect(
      corsAllows(open, {
        origin: 'https://any.example',
        method: 'GET',
        requestHeaders: ['authorization'],
      }),
    ).toBe(false);
  });
});
