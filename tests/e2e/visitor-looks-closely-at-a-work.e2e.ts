import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/global.json';
import es from '../../src/i18n/locales/es/global.json';
import { violations } from './support/axe';
import {
  APP_URL,
  newVisitor,
  screenshot,
  tourComplete,
  useBrowser,
  EVERY_SCREEN_AND_LANGUAGE,
} from './support/browser';
import { highlightedTour, worksOf } from './support/seed-content';

const browser = useBrowser();

const tour = highlightedTour();
const tourWorks = worksOf(tour, 2);
const [first, second] = tourWorks;

/** Fails unless the element's box lies wholly on screen. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or viewport');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  return box;
}

/** The viewer's image once its file has arrived and it is shown. */
async function shownImage(page: Page, dialog: Locator) {
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('dialog[open] img');
    return image?.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === '1';
  });
  return dialog.getByRole('img');
}

/** The image fills the room it has along one side at least: fitted, not left at its own size. */
async function expectFitted(page: Page, dialog: Locator) {
  const image = await expectOnScreen(page, await shownImage(page, dialog));
  const stage = await dialog.locator('.viewer__stage').boundingBox();
  if (!stage) throw new Error('no stage');
  const fillsWidth = Math.abs(image.width - stage.width) < 2;
  const fillsHeight = Math.abs(image.height - stage.height) < 2;
  expect(fillsWidth || fillsHeight).toBe(true);
  // The stage gets most of the screen, with the caption open.
  expect(stage.height).toBeGreaterThan((page.viewportSize()?.height ?? 0) * 0.45);
}

describe.each(EVERY_SCREEN_AND_LANGUAGE)(
  'a visitor on %s in %s looks closely at a work',
  (viewport, language) => {
    const T = language === 'es' ? es : en;
    const L = {
      photo: T.tour.viewPhoto,
      map: T.tour.viewMap,
      titleOf: (n: number, title: string) =>
        `${T.tour.workNumber.replace('{{n}}', String(n))} ${title}`,
      mapTitleOf: (title: string) => T.tour.mapTitle.replace('{{title}}', title),
    };

    it('opens the photo full screen, zooms, pans, moves to the next work, and the map fits too', async () => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      // Transitions off, so that boxes are measured where the image comes to rest.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${APP_URL}/muestra/${tour.id}`);
      await tourComplete(page);

      const photoButton = page.getByRole('button', { name: L.photo }).first();
      await photoButton.click();
      const dialog = page.getByRole('dialog', { name: L.titleOf(1, first.name[language]) });
      await dialog.waitFor();
      await expectFitted(page, dialog);
      const close = dialog.getByRole('button', { name: T.viewer.close });
      await expect(close.isVisible()).resolves.toBe(true);
      const closeBox = await expectOnScreen(page, close);
      expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
      await expect(close.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
      await expect(dialog.getByText(first.author).first().isVisible()).resolves.toBe(true);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await screenshot(page, `viewer-photo-${viewport}-${language}`, { fullPage: false });
      expect(await violations(page)).toEqual([]);

      // The next work with the arrow key: its title names the dialog, and the counter follows.
      await page.keyboard.press('ArrowRight');
      const next = page.getByRole('dialog', { name: L.titleOf(2, second.name[language]) });
      await next.waitFor();
      const counter = T.viewer.counter
        .replace('{{current}}', '2')
        .replace('{{total}}', String(tourWorks.length));
      await expect(next.getByText(counter).isVisible()).resolves.toBe(true);
      await expectFitted(page, next);

      // Zoom: "100%" is fitted; +, the zoom button and a double click zoom, 0 fits again.
      const level = next.getByRole('status', { name: T.viewer.zoomLevel });
      await expect(level.textContent()).resolves.toBe('100%');
      await page.keyboard.press('+');
      await expect(level.textContent()).resolves.toBe('150%');
      await next.getByRole('button', { name: T.viewer.zoomIn }).click();
      await expect(level.textContent()).resolves.toBe('225%');
      await page.keyboard.press('0');
      await expect(level.textContent()).resolves.toBe('100%');
      const image = next.getByRole('img');
      await image.dblclick();
      await expect(level.textContent()).resolves.toBe('250%');
      // Zoomed in, the largest file replaces the display file (the seed's largest is the display file).
      await page.waitForFunction(
        () => !document.querySelector('dialog[open] img')?.hasAttribute('srcset'),
      );
      const displayWidth = /-(\d+)\.webp$/.exec(second.files.mainImg)?.[1] ?? '?';
      await expect(image.evaluate((i: HTMLImageElement) => i.currentSrc)).resolves.toContain(
        encodeURIComponent(`${second.id}/mainImg-${displayWidth}.webp`),
      );

      // Dragging far pans no further than the image's edge: no empty band inside the stage.
      const stage = await next.locator('.viewer__stage').boundingBox();
      if (!stage) throw new Error('no stage');
      const centre = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 2000, centre.y + 2000, { steps: 8 });
      await page.mouse.up();
      const panned = await image.boundingBox();
      if (!panned) throw new Error('no image box');
      expect(panned.x).toBeLessThanOrEqual(stage.x + 0.5);
      expect(panned.y).toBeLessThanOrEqual(stage.y + 0.5);
      expect(panned.x).toBeGreaterThan(stage.x - panned.width / 2);
      await screenshot(page, `viewer-zoomed-${viewport}-${language}`, { fullPage: false });
      await page.keyboard.press('0');
      await expect(level.textContent()).resolves.toBe('100%');

      // Back to the first work by dragging the fitted image to the right (a swipe).
      await page.mouse.move(centre.x - 100, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 100, centre.y, { steps: 8 });
      await page.mouse.up();
      await dialog.waitFor();

      // Escape closes, and focus goes back to the button that opened the viewer.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect(photoButton.evaluate((b) => b === document.activeElement)).resolves.toBe(true);

      // The map opens in the same viewer, fitted as well.
      await page.getByRole('button', { name: L.map }).first().click();
      const map = page.getByRole('dialog', {
        name: L.titleOf(1, L.mapTitleOf(first.name[language])),
      });
      await map.waitFor();
      await expectFitted(page, map);
      await expectOnScreen(page, map.getByRole('button', { name: T.viewer.close }));
      await screenshot(page, `viewer-map-${viewport}-${language}`, { fullPage: false });

      // Without the caption the image takes its room back.
      const before = await map.locator('.viewer__stage').boundingBox();
      await map.getByRole('button', { name: T.viewer.hideInfo }).click();
      const after = await map.locator('.viewer__stage').boundingBox();
      expect((after?.height ?? 0) + (after?.width ?? 0)).toBeGreaterThan(
        (before?.height ?? 0) + (before?.width ?? 0),
      );
      await expectFitted(page, map);
      await screenshot(page, `viewer-map-no-info-${viewport}-${language}`, { fullPage: false });
      await map.getByRole('button', { name: T.viewer.close }).click();
      await map.waitFor({ state: 'hidden' });

      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

describe('a visitor on a phone looks closely with their fingers', () => {
  it('swipes to the next work, pinches to zoom in and double-taps back to fit', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone', 'en');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    await page.getByRole('button', { name: en.tour.viewPhoto }).first().click();
    const dialog = page.getByRole('dialog', { name: new RegExp(first.name.en) });
    await shownImage(page, dialog);
    const stage = await dialog.locator('.viewer__stage').boundingBox();
    if (!stage) throw new Error('no stage');
    const x = stage.x + stage.width / 2;
    const y = stage.y + stage.height / 2;
    // Real touch input, as a phone's screen sends it.
    const cdp = await context.newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map((point, id) => ({ ...point, id })),
      });
    const tap = async () => {
      await touch('touchStart', [{ x, y }]);
      await touch('touchEnd', []);
    };

    await touch('touchStart', [{ x: x + 100, y }]);
    for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x: x + 100 - step * 25, y }]);
    await touch('touchEnd', []);
    const next = page.getByRole('dialog', { name: new RegExp(second.name.en) });
    await next.waitFor();

    const level = next.getByRole('status', { name: en.viewer.zoomLevel });
    await touch('touchStart', [
      { x: x - 20, y },
      { x: x + 20, y },
    ]);
    for (let step = 1; step <= 6; step++) {
      await touch('touchMove', [
        { x: x - 20 - step * 10, y },
        { x: x + 20 + step * 10, y },
      ]);
    }
    await touch('touchEnd', []);
    // The fingers went from 40 px apart to 160 px: four times closer.
    await expect(level.textContent()).resolves.toBe('400%');
    await tap();
    await tap();
    await expect(level.textContent()).resolves.toBe('100%');
    expect(errors).toEqual([]);
    await context.close();
  });
});
