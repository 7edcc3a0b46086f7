import type { Page } from 'playwright-core';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  APP_URL,
  newVisitor,
  screenshot,
  useBrowser,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';

const browser = useBrowser();

// What the build under test was configured with (.env.emulators sets neither: the demo has no
// blog or founder page).
const env = loadEnv('emulators', process.cwd(), 'VITE_');
const blogUrl = env.VITE_BLOG_URL?.trim() ?? '';
const founderUrl = env.VITE_FOUNDER_URL?.trim() ?? '';

const TEXT = {
  es: {
    footerNav: 'Enlaces del pie de página',
    contact: 'Contacto',
    founder: 'Sobre la fundadora',
    rights: 'Museo Guía. Todos los derechos reservados.',
    switchOther: 'EN, Cambiar a English',
  },
  en: {
    footerNav: 'Footer links',
    contact: 'Contact',
    founder: 'About the founder',
    rights: 'Museo Guía. All rights reserved.',
    switchOther: 'ES, Switch to Español',
  },
} as const;

/** The alpha of an element's computed background colour ("rgb(...)" is opaque). */
function backgroundAlpha(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const color = getComputedStyle(element).backgroundColor;
    const parts =
      /rgba?\(([^)]+)\)/
        .exec(color)?.[1]
        ?.split(/[\s,/]+/)
        .filter(Boolean) ?? [];
    if (parts.length < 3) throw new Error(`unexpected background colour "${color}"`);
    return parts.length === 3 ? 1 : Number(parts[3]);
  });
}

describe.each<[ViewportName, 'es' | 'en']>([
  ['phone', 'es'],
  ['desktop', 'en'],
])('a visitor on %s in %s', (viewport, language) => {
  const text = TEXT[language];

  it('reads nothing through the sticky header while the page scrolls under it', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    await page.goto(`${APP_URL}/museos`);
    await page.locator('ul.card-grid > li').first().waitFor();
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
    // Still on screen at the top, and fully opaque.
    await expect(
      page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().top),
    ).resolves.toBe(0);
    await expect(backgroundAlpha(page, '.site-header')).resolves.toBe(1);
    await screenshot(page, `header-over-content-${viewport}-${language}`, { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds this year, contact and the language at the end of the page', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    await page.goto(`${APP_URL}/museos`);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    // The year the visitor's own clock says, not one written into the code.
    const year = await page.evaluate(() => new Date().getFullYear());
    await footer.getByText(`© ${String(year)} ${text.rights}`).waitFor();

    const nav = footer.getByRole('navigation', { name: text.footerNav });
    // Links to the founder's page and the blog only when configured: never to a stand-in.
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/#contact', ...[founderUrl, blogUrl].filter(Boolean)]);
    await expect(nav.getByRole('link', { name: text.contact, exact: true }).count()).resolves.toBe(
      1,
    );
    await expect(nav.getByRole('link', { name: new RegExp(text.founder) }).count()).resolves.toBe(
      founderUrl ? 1 : 0,
    );
    // Header (its phone menu is closed, so not by role) and footer.
    await expect(page.locator('a').filter({ hasText: /^Blog/ }).count()).resolves.toBe(
      blogUrl ? 2 : 0,
    );
    await screenshot(page, `footer-${viewport}-${language}`, { fullPage: false });

    await nav.getByRole('link', { name: text.contact, exact: true }).click();
    await page.waitForURL(`${APP_URL}/#contact`);
    const contact = page.locator('#contact h2');
    await contact.waitFor();
    await expect
      .poll(() => contact.evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(VIEWPORTS[viewport].height);

    // The footer's language switch changes the whole page, as the header's does.
    const other = language === 'es' ? 'en' : 'es';
    await page.getByRole('contentinfo').getByRole('button', { name: text.switchOther }).click();
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: TEXT[other].footerNav })
      .waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(other);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the first paint, before any script', () => {
  it('draws the same opaque header from index.html', async () => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/museos`);
    await expect(page.locator('.site-header .brand').textContent()).resolves.toContain(
      'Museo Guía',
    );
    await expect(backgroundAlpha(page, '.site-header')).resolves.toBe(1);
    await context.close();
  });
});
