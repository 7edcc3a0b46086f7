// A phone's menu is a sheet over the page: a backdrop, closed by a tap outside or Escape, focus
// kept inside it and given back to its button, the page under it not moved; it leads to the tours
// saved on this phone.
import { describe, expect, it } from 'vitest';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();

const L = {
  es: {
    menu: 'Menú',
    nav: 'Navegación principal',
    close: 'Cerrar el menú',
    saved: 'Mis recorridos guardados',
  },
  en: { menu: 'Menu', nav: 'Main navigation', close: 'Close the menu', saved: 'My saved tours' },
} as const;

describe.each(['es', 'en'] as const)('a visitor on a phone in %s', (language) => {
  const l = L[language];

  it('opens the menu over the page, keeps focus in it, and closes it by Escape and by a tap outside', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone', language);
    await page.goto(`${APP_URL}/museos`);
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    const before = await title.boundingBox();

    const button = page.getByRole('button', { name: l.menu, exact: true });
    await button.click();
    const nav = page.getByRole('navigation', { name: l.nav });
    await nav.getByRole('link', { name: l.saved }).waitFor();
    // Over the page: nothing under it moved.
    expect(await title.boundingBox()).toEqual(before);
    await expect(page.locator('.site-nav__backdrop').isVisible()).resolves.toBe(true);
    await screenshot(page, `menu-open-phone-${language}`, { fullPage: false });

    // Focus is in the sheet and stays there, however far the visitor tabs, either way.
    const focusInside = () =>
      page.evaluate(() => document.querySelector('.site-nav')?.contains(document.activeElement));
    await expect(focusInside()).resolves.toBe(true);
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      await expect(focusInside()).resolves.toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(focusInside()).resolves.toBe(true);
    }

    // Escape closes it and gives focus back to its button.
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: l.saved }).waitFor({ state: 'hidden' });
    await expect(button.evaluate((b) => b === document.activeElement)).resolves.toBe(true);

    // A tap on the page beside the sheet closes it, without following what lies under the tap.
    await button.click();
    await nav.getByRole('link', { name: l.saved }).waitFor();
    await page.touchscreen.tap(20, 500);
    await nav.getByRole('link', { name: l.saved }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/museos');

    // Its close button closes it too; and it leads to the saved tours.
    await button.click();
    await nav.getByRole('button', { name: l.close }).click();
    await nav.getByRole('link', { name: l.saved }).waitFor({ state: 'hidden' });
    await button.click();
    await nav.getByRole('link', { name: l.saved }).click();
    await page.getByRole('region', { name: l.saved }).waitFor();
    // Navigating closed it, and the page scrolls again.
    await expect(page.locator('.site-nav__backdrop').count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => document.documentElement.classList.contains('has-sheet')),
    ).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
