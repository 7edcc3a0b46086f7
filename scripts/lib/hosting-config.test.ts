import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { missingAppCheckSources } from './app-check-csp.mjs';
import { emulatorCsp, hostingFor, type FirebaseJson, type HeaderRule } from './hosting-config.mjs';

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;

/** A build's folder with two hashed files. */
function build() {
  const dir = mkdtempSync(join(tmpdir(), 'museo-hosting-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'tour-Ab1_x-9.js'), '');
  writeFileSync(join(dir, 'assets', 'index-C3d.css'), '');
  return dir;
}

// The matcher of the Hosting emulator itself (superstatic, inside firebase-tools): globs and
// regular expressions are read as Hosting reads them.
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns.js') as {
  configMatcher: (path: string, rule: { source?: string; regex?: string }) => boolean;
};

/** The headers Hosting sends for `path`: every matching rule in order, the last one winning. */
function headersFor(rules: HeaderRule[], path: string) {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (configMatcher(path, rule)) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

describe('the Hosting configuration made from firebase.json', () => {
  it('marks the build’s own hashed files immutable, and a missing one revalidated', () => {
    const { headers } = hostingFor({ publicDir: build(), firebaseJson });
    expect(headersFor(headers, '/assets/tour-Ab1_x-9.js')['Cache-Control']).toMatch(/immutable/);
    expect(headersFor(headers, '/assets/index-C3d.css')['Cache-Control']).toMatch(/immutable/);
    // A file an older deployment had: the 404 must not be kept for a year.
    expect(headersFor(headers, '/assets/gone-1234abcd.js')['Cache-Control']).toBe('no-cache');
    // The dot is a dot: a look-alike name is not one of the build's files.
    expect(headersFor(headers, '/assets/tour-Ab1_x-9xjs')['Cache-Control']).toBe('no-cache');
  });

  it('revalidates every page, deep link and the service worker, and sends the CSP everywhere', () => {
    const { headers } = hostingFor({ publicDir: build(), firebaseJson });
    for (const path of [
      '/',
      '/index.html',
      '/muestra/t1',
      '/muestra/t1/2',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(headersFor(headers, path)['Cache-Control'], path).toBe('no-cache');
    }
    for (const path of ['/', '/assets/tour-Ab1_x-9.js', '/assets/gone.js', '/covers/a.webp']) {
      expect(headersFor(headers, path)['Content-Security-Policy'], path).toContain(
        "default-src 'self'",
      );
      expect(headersFor(headers, path)['X-Frame-Options'], path).toBe('DENY');
    }
  });

  it('answers every address with the app except the build’s files', () => {
    const { rewrites } = hostingFor({ publicDir: build(), firebaseJson });
    const rewritten = (path: string) => rewrites.some((r) => configMatcher(path, r));
    expect(rewritten('/')).toBe(true);
    expect(rewritten('/muestra/t1/2')).toBe(true);
    expect(rewritten('/cpanel/expositions')).toBe(true);
    expect(rewritten('/assets/gone-1234abcd.js')).toBe(false);
  });

  it('serves from the build’s folder, relative to the project', () => {
    const dir = join(process.cwd(), '.cache', 'hosting-config-test');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    expect(hostingFor({ publicDir: dir, firebaseJson }).public).toBe('.cache/hosting-config-test');
  });

  it('keeps production’s CSP for a deploy, and points it at the emulators locally', () => {
    const csp = (rules: HeaderRule[]) => headersFor(rules, '/')['Content-Security-Policy'];
    const deployed = csp(hostingFor({ publicDir: build(), firebaseJson }).headers);
    const local = csp(hostingFor({ publicDir: build(), emulators: true, firebaseJson }).headers);
    expect(deployed).toContain('https://firestore.googleapis.com');
    expect(deployed).toContain('upgrade-insecure-requests');
    expect(local).not.toContain('googleapis.com');
    expect(local).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(local).not.toContain('upgrade-insecure-requests');
  });

  it('lets the CSP load reCAPTCHA and reach App Check only for a build with a site key', () => {
    const csp = (appCheck: boolean) =>
      headersFor(hostingFor({ publicDir: build(), appCheck, firebaseJson }).headers, '/')[
        'Content-Security-Policy'
      ] ?? '';
    const directive = (policy: string, name: string) =>
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1);
    const withKey = csp(true);
    expect(directive(withKey, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(withKey, 'frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directive(withKey, 'connect-src')).toContain(
      'https://content-firebaseappcheck.googleapis.com',
    );
    expect(missingAppCheckSources(withKey)).toEqual([]);
    // Nothing else moves: the rest of the policy is production's own.
    expect(directive(withKey, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(withKey, 'img-src')).toEqual(directive(csp(false), 'img-src'));

    const without = csp(false);
    expect(without).not.toMatch(/recaptcha|firebaseappcheck/);
    expect(directive(without, 'frame-src')).toEqual(["'none'"]);
    expect(missingAppCheckSources(without)).toHaveLength(5);
  });

  it('refuses a firebase.json without its immutable rule, and a folder with no build', () => {
    const without = structuredClone(firebaseJson);
    without.hosting.headers = without.hosting.headers.filter((r) => r.source !== '/assets/**');
    expect(() => hostingFor({ publicDir: build(), firebaseJson: without })).toThrow(
      /exactly one header rule for "\/assets\/\*\*"/,
    );
    const empty = mkdtempSync(join(tmpdir(), 'museo-hosting-'));
    expect(() => hostingFor({ publicDir: empty, firebaseJson })).toThrow(/build the app first/);
  });
});

describe('emulatorCsp', () => {
  it('maps each Google origin once and drops the https upgrade', () => {
    const csp = emulatorCsp(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; upgrade-insecure-requests",
    );
    expect(csp).toMatch(/^connect-src 'self' http:\/\/127\.0\.0\.1:\d+$/);
  });
});
