// A first visit opens in the device's language when it is one of ours, else in Spanish; a
// language chosen in the app is remembered over the device's.
import { describe, expect, it } from 'vitest';
import { APP_URL, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const browser = useBrowser();

describe('a first visit', () => {
  it.each<[string, 'es' | 'en']>([
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['es-AR', 'es'],
    ['pt-BR', 'es'],
  ])('on a phone set to %s opens in %s', async (locale, expected) => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.phone,
      locale,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/museos`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(expected);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      expected === 'en' ? 'Museums' : 'Museos',
    );
    if (locale === 'en-US')
      await screenshot(page, 'first-visit-english-phone', { fullPage: false });
    await context.close();
  });

  it('a language chosen in the app wins over the device’s on the next visit', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/museos`);
    await page.getByRole('heading', { level: 1, name: 'Museums' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Switch to Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Museos' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Museos' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await context.close();
  });
});
