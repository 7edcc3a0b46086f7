import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { violations } from './support/axe';
import {
  APP_URL,
  newVisitor,
  screenshot,
  useBrowser,
  EVERY_SCREEN_AND_LANGUAGE,
} from './support/browser';

const browser = useBrowser();

const tour = tours.find((t) => t.state === 'published' && t.highlight);
const museum = museums.find((m) => m.id === tour?.tematicId);
if (!tour || !museum) throw new Error('the seed needs a published, highlighted tour');

const ROUTES: [string, string, string][] = [
  ['home', '/', 'main h1, main h2'],
  ['museums', '/museos', 'main h1'],
  ['museum', `/recorridos/${museum.id}`, 'main h1'],
  ['log in', '/log-in', 'main h1'],
  ['forgot password', '/forgot-password', 'main h1'],
  ['privacy', '/privacidad', 'main h1'],
];

// The tour page, with its player and pop-ups, is tests/engines/tour-page-passes-axe.engine.ts's,
// in every engine.
describe.each(EVERY_SCREEN_AND_LANGUAGE)('axe on %s in %s', (viewport, language) => {
  it('finds no WCAG A/AA violation on any other public page', async () => {
    const { context, page } = await newVisitor(browser(), viewport, language);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const report: Record<string, string[]> = {};
    for (const [name, path, ready] of ROUTES) {
      await page.goto(`${APP_URL}${path}`);
      await page.locator(ready).first().waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
      report[name] = await violations(page);
    }
    const failing = Object.fromEntries(Object.entries(report).filter(([, v]) => v.length > 0));
    expect(failing).toEqual({});
    await context.close();
  });
});

describe('keyboard, motion and text size', () => {
  it('a keyboard-only visitor reaches the player, plays, opens and closes the photo, with focus always visible', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop', 'en');
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await page.locator('.work__title').first().waitFor();
    const stops: string[] = [];
    let reached = false;
    for (let i = 0; i < 80 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return {
          name: el.getAttribute('aria-label') ?? (el.textContent.trim().slice(0, 40) || el.tagName),
          visibleFocus: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
          onScreen: rect.bottom > 0 && rect.top < window.innerHeight,
        };
      });
      if (!focus) continue;
      stops.push(focus.name);
      expect(focus.visibleFocus, `focus indicator on ${focus.name}`).toBe(true);
      expect(focus.onScreen, `${focus.name} scrolled into view`).toBe(true);
      reached = focus.name === 'Play the tour';
    }
    expect(reached, `Tab stops: ${stops.join(' | ')}`).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === false);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('audio')?.paused === true);

    // On to the photo button, open it, Escape, focus back on the button.
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'View photo') break;
    }
    await page.keyboard.press('Enter');
    await page.locator('dialog[open]').waitFor();
    await expect(
      page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement)),
    ).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.textContent === 'View photo');
    await context.close();
  });

  it('respects reduced motion and keeps every page usable at 200% text size on a phone', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'es');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [name, path, ready] of ROUTES) {
      await page.goto(`${APP_URL}${path}`);
      await page.locator(ready).first().waitFor();
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${name} scrolls sideways at 200%`).toBeLessThanOrEqual(0);
      await screenshot(page, `zoom-200-${name.replace(/\s+/g, '-')}-phone-es`, { fullPage: false });
    }
    // No smooth scrolling or animation left running under reduced motion.
    const moving = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running').length,
    );
    expect(moving).toBe(0);
    await context.close();
  });
});
