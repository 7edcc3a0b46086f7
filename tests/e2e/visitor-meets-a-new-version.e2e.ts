import { describe, expect, it } from 'vitest';
import { navigationsStarted, recordNavigations } from '../support/navigations';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();

// After a deploy, a phone still running the old index.html asks for script files that
// no longer exist. The guide reloads once to get the new version, and never loops.
describe('a visitor whose page was deployed over', () => {
  it('gets one automatic reload, then a "new version" screen with a retry that works', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'desktop');
    await recordNavigations(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(APP_URL);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(documents).toHaveLength(1);

    // The museums page's script is gone from the server.
    const missing = /\/assets\/museums-[\w-]+\.js$/;
    let refused = 0;
    await page.route(missing, (route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Museos', exact: true })
      .first()
      .click();

    const screen = page.getByRole('alert').filter({ hasText: 'Hay una nueva versión' });
    await screen.waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Hay una nueva versión o se cortó la conexión',
    );
    // The header stays, so the visitor is never stranded.
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/museos');

    // Exactly one automatic reload: the first load plus one. The reloaded page was refused the
    // script too (and maybe its service worker was as well), and the screen is what it decided
    // then; once that screen's effects have run it has started no other navigation.
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(documents).toHaveLength(2);
    await expect(navigationsStarted(page)).resolves.toEqual([]);
    expect(documents).toHaveLength(2);
    await screenshot(page, 'new-version-screen-desktop');

    // The new version is in place: retry loads the page.
    await page.unroute(missing);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Museos' }).waitFor();
    expect(documents).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the same in English, and a failure on first load also ends on the screen', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'en');
    await recordNavigations(page);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.route(/\/assets\/museums-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }));
    await page.goto(`${APP_URL}/museos`);
    await page
      .getByRole('heading', { name: 'There is a new version, or the connection dropped' })
      .waitFor();
    // One reload, and the reloaded page, refused again, shows the screen and starts no other.
    expect(documents).toBe(2);
    await expect(navigationsStarted(page)).resolves.toEqual([]);
    expect(documents).toBe(2);
    await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Go home' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'new-version-screen-phone-en');
    await context.close();
  });
});
