import { existsSync, renameSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navigationsStarted, recordNavigations } from '../support/navigations';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();

// The app is served by Firebase's own Hosting emulator from firebase.json (scripts/lib/
// hosting-config.mjs), so what these tests see is what Hosting does with our configuration.

async function head(path: string) {
  const response = await fetch(`${APP_URL}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    csp: response.headers.get('content-security-policy') ?? '',
    body: await response.text(),
  };
}

/** A script file index.html names, by its path. */
async function hashedScript() {
  const { body } = await head('/');
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
  if (!src) throw new Error('index.html names no script under /assets/');
  return src;
}

describe('Hosting, as firebase.json configures it', () => {
  it('revalidates every page a visitor or a printed QR code opens', async () => {
    for (const path of [
      '/',
      '/museos',
      '/muestra/mnba-realismo-social',
      '/muestra/mnba-realismo-social/2',
    ]) {
      const response = await head(path);
      expect(response.status, path).toBe(200);
      expect(response.type, path).toMatch(/^text\/html/);
      expect(response.body, path).toContain('<div id="root">');
      expect(response.cacheControl, path).toBe('no-cache');
      expect(response.csp, path).toContain("script-src 'self'");
    }
  });

  it('keeps the build’s hashed files for good, and revalidates the service worker', async () => {
    const script = await head(await hashedScript());
    expect(script.status).toBe(200);
    expect(script.type).toMatch(/javascript/);
    expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
    const worker = await head('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.cacheControl).toBe('no-cache');
    const manifest = await head('/manifest.webmanifest');
    expect(manifest.cacheControl).toBe('no-cache');
  });

  it('answers a file the deployment does not have with a 404 that is neither the app nor kept', async () => {
    const missing = await head('/assets/gone-1234abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    expect(missing.cacheControl).not.toMatch(/immutable|max-age=[1-9]/);
    expect(missing.csp).toContain("default-src 'self'");
  });
});

describe('a visitor whose page was opened before a new deployment', () => {
  it('moves to another page, reloads once onto the new deployment and carries on', async () => {
    const served = process.env.E2E_APP_DIR;
    const next = process.env.E2E_NEXT_APP_DIR;
    if (!served || !next || !existsSync(next)) {
      throw new Error(
        'E2E_APP_DIR and E2E_NEXT_APP_DIR name the two builds: run through `npm test`.',
      );
    }
    const { context, page, errors } = await newVisitor(browser(), 'desktop');
    await recordNavigations(page);
    // As on a first visit, before the service worker answers: what the server has is what counts.
    await context.route('**/sw.js', (route) => route.fulfill({ status: 404 }));
    const documents: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(APP_URL);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The home page has everything it asks for (its highlights come once it is idle): the
    // deployment lands between two pages, not in the middle of one.
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.endsWith('-next.js'))).toBe(false);

    // The deployment: the served folder now holds a build whose scripts have other names.
    renameSync(served, `${served}.before`);
    renameSync(next, served);
    try {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: 'Museos', exact: true })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: 'Museos' }).waitFor({ timeout: 20_000 });
      // One automatic reload, onto the new deployment's own scripts, and no loop after it: the
      // page has its code and its data (the museums' links), the last things that could fail
      // and reload it, and once their effects have run it has started no other navigation.
      await page.getByRole('list', { name: 'Museos' }).getByRole('link').first().waitFor();
      await expect(navigationsStarted(page)).resolves.toEqual([]);
      expect(documents).toHaveLength(2);
      expect(new URL(page.url()).pathname).toBe('/museos');
      expect(scripts.some((path) => path.endsWith('-next.js'))).toBe(true);
      await expect(page.getByText('Hay una nueva versión').count()).resolves.toBe(0);
      await screenshot(page, 'deployed-over-recovered-desktop-es');
      expect(errors).toEqual([]);
    } finally {
      renameSync(served, next);
      renameSync(`${served}.before`, served);
      await context.close();
    }
  });
});
