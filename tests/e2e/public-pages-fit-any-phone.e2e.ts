import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { APP_URL, newVisitor, useBrowser } from './support/browser';

const browser = useBrowser();
const museum = museums[0];
const tour = tours.find((t) => t.state === 'published' && t.tematicId === museum?.id);
if (!museum || !tour) throw new Error('the seed needs a museum with a published tour');

const PAGES = [
  ['home', '/'],
  ['museums', '/museos'],
  ['museum', `/recorridos/${museum.id}`],
  ['tour', `/muestra/${tour.id}`],
  ['log-in', '/log-in'],
  ['forgot-password', '/forgot-password'],
  ['privacy', '/privacidad'],
] as const;

const DOCS = join(process.cwd(), 'test-results', 'docs-screenshots');

describe.each(['es', 'en'] as const)('every public page in %s', (language) => {
  it.each(PAGES)(
    '%s fits a 320 px screen and looks right on a 390 px phone',
    async (name, path) => {
      const { context, page, errors } = await newVisitor(browser(), 'phone', language);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      // Against the width set, not window.innerWidth: a mobile browser widens its viewport to
      // whatever overflows, which would hide the very sideways scroll this looks for.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(320);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);

      // Touch targets: every visible control is at least 44 x 44 CSS px.
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, input, textarea, select, summary')]
          .filter((element) => element.offsetParent !== null)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { what: element.outerHTML.slice(0, 80), width: box.width, height: box.height };
          })
          .filter((box) => box.width < 44 || box.height < 44),
      );
      expect(small).toEqual([]);

      // The documentation's screenshots (docs/screenshots/ holds a reviewed copy).
      await page.setViewportSize({ width: 390, height: 844 });
      // Lazy images load when scrolled to; visit the bottom so the full-page shot shows them.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.waitForLoadState('networkidle');
      // Everything shown by now (sections laid out only near the screen included): still no
      // sideways scroll on the phone the guide is designed for.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
      await page.evaluate(() => window.scrollTo(0, 0));
      mkdirSync(DOCS, { recursive: true });
      await page.screenshot({
        path: join(DOCS, `${name}-phone-${language}.jpg`),
        fullPage: true,
        type: 'jpeg',
        quality: 70,
      });
      // What a visitor sees first, on a phone and on a laptop.
      await page.screenshot({
        path: join(DOCS, `${name}-first-screen-phone-${language}.jpg`),
        type: 'jpeg',
        quality: 80,
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(DOCS, `${name}-first-screen-desktop-${language}.jpg`),
        type: 'jpeg',
        quality: 80,
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
