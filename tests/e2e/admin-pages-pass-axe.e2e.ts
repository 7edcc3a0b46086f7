import { describe, expect, it } from 'vitest';
import { tours, works } from '../../seed/content.mjs';
import { violations } from './support/axe';
import { APP_URL, newVisitor, useBrowser, type ViewportName } from './support/browser';
import { signInTo } from './support/seed-content';

const browser = useBrowser();
const tour = tours.find((t) => t.state === 'published');
const work = works.find((w) => w.expositionId === tour?.id);
if (!tour || !work) throw new Error('the seed needs a tour and its works');

const PAGES: [string, string][] = [
  ['museums', '/cpanel/tematics'],
  ['museums, filtered', '/cpanel/tematics?q=bellas'],
  ['add museum', '/cpanel/add-tematic-form'],
  ['edit museum', `/cpanel/edit-tematic/${tour.tematicId}`],
  ['tours', '/cpanel/expositions'],
  ['tours, filtered to nothing', '/cpanel/expositions?state=draft&q=zzzz'],
  ['add tour', '/cpanel/add-exposition-form'],
  ['edit tour', `/cpanel/edit-exposition/${tour.id}`],
  ['works', `/cpanel/my-works-of-art/${tour.id}`],
  ['add work', `/cpanel/art-form?expositionId=${tour.id}`],
  ['edit work', `/cpanel/edit-obra/${work.id}`],
  ['preview', `/cpanel/preview/${tour.id}`],
  ['messages', '/cpanel/messages'],
  ['comments', '/cpanel/comments'],
  ['comments, filtered', `/cpanel/comments?tour=${tour.id}&state=hidden`],
  ['QR sheet', `/cpanel/qr/${tour.id}`],
  ['trash', '/cpanel/trash'],
];

// Axe on every route, the back-office included, with a dialog open.
describe.each<[ViewportName, 'es' | 'en']>([
  ['phone', 'es'],
  ['desktop', 'en'],
])('axe on the back-office, %s in %s', (viewport, language) => {
  it('finds no WCAG A/AA violation on any back-office page, nor in a confirm dialog', async () => {
    const { context, page } = await newVisitor(browser(), viewport, language);
    await signInTo(page, '/cpanel/tematics', { language });
    const report: Record<string, string[]> = {};
    for (const [name, path] of PAGES) {
      await page.goto(`${APP_URL}${path}`);
      await page.locator('main h1, h1').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.status--loading'));
      report[name] = await violations(page);
    }
    await page.goto(`${APP_URL}/cpanel/expositions`);
    await page.locator('.cpanel-row').first().waitFor();
    // A row's menu, open, then its delete confirmation.
    await page
      .locator('.cpanel-row')
      .first()
      .getByRole('button', { name: language === 'es' ? /^Más acciones/ : /^More actions/ })
      .click();
    await page.getByRole('menu').waitFor();
    report['row menu'] = await violations(page);
    await page
      .getByRole('menuitem', { name: language === 'es' ? 'Eliminar' : 'Delete', exact: true })
      .click();
    await page.locator('dialog[open]').waitFor();
    report['confirm dialog'] = await violations(page);
    // The comments page's dialog asking why a comment is hidden.
    await page.goto(`${APP_URL}/cpanel/comments`);
    await page
      .locator('li.moderation')
      .getByRole('button', { name: language === 'es' ? /^Ocultar/ : /^Hide/ })
      .first()
      .click();
    await page.locator('dialog[open]').waitFor();
    report['hide dialog'] = await violations(page);
    const found = Object.fromEntries(Object.entries(report).filter(([, list]) => list.length > 0));
    expect(found).toEqual({});
    await context.close();
  });
});
