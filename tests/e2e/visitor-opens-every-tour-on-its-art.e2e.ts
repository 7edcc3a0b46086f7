// Every demo tour a visitor can play today, in both languages, opens on its art (the temporary
// exhibitions too, their dates above the title; the closed one's page is not a tour to play,
// and an upcoming one only when it may be played before it opens): on a 390x844 phone the first
// screen holds the tour's title, "Play the tour", and work 1's picture and title, whatever the
// first work's shape (the demo has a landscape, portraits and a 1:2 painting under the longest
// title). A capped picture is shown whole in the viewer.
import { describe, expect, it } from 'vitest';
import { works } from '../../seed/content.mjs';
import { playableTours } from '../support/demo-tours';
import { APP_URL, newVisitor, screenshot, useBrowser, VIEWPORTS } from './support/browser';

const browser = useBrowser();

const published = playableTours();
const firstWork = (tourId: string) =>
  works.filter((work) => work.expositionId === tourId).sort((a, b) => a.order - b.order)[0];

const PLAY = { es: 'Escuchar el recorrido', en: 'Play the tour' } as const;
const PHOTO = { es: 'Ver foto', en: 'View photo' } as const;

/** The smallest picture that still shows a work: a thumbnail under this says little. */
const SMALLEST_PICTURE = 140;

describe.each(['es', 'en'] as const)('in %s', (language) => {
  it.each(published.map((tour) => [tour.id, tour] as const))(
    '%s opens on its art on a phone, and shows work 1 whole in the viewer',
    async (id, tour) => {
      const work = firstWork(id);
      if (!work) throw new Error(`${id} has no works`);
      const { context, page, errors } = await newVisitor(browser(), 'phone', language);
      await page.goto(`${APP_URL}/muestra/${id}`);
      const title = page.getByRole('heading', { level: 1, name: tour.name[language] });
      await title.waitFor();
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('ol.works img')?.complete === true,
      );
      const { height } = VIEWPORTS.phone;
      const onFirstScreen = (what: string, box: { y: number; height: number } | null) => {
        expect(box, `${what} is on the page`).not.toBeNull();
        if (!box) return;
        expect(box.y, `${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${what} ends on the first screen`).toBeLessThanOrEqual(height);
      };
      onFirstScreen('the title', await title.boundingBox());
      onFirstScreen(
        'the play button',
        await page.getByRole('button', { name: PLAY[language] }).boundingBox(),
      );
      const picture = page.locator('ol.works .work__figure img').first();
      const shown = await picture.boundingBox();
      onFirstScreen("work 1's picture", shown);
      onFirstScreen("work 1's title", await page.locator(`#work-${work.id}`).boundingBox());
      onFirstScreen(
        "work 1's artist",
        await page.locator('.work').first().getByText(work.author, { exact: true }).boundingBox(),
      );
      expect(shown?.height ?? 0).toBeGreaterThanOrEqual(SMALLEST_PICTURE);
      // The picture is drawn whole in its box (never cropped), in its own shape.
      const drawn = await picture.evaluate((img: HTMLImageElement) => ({
        fit: getComputedStyle(img).objectFit,
        ratio: img.naturalWidth / img.naturalHeight,
      }));
      expect(drawn.fit).toBe('contain');
      await screenshot(page, `first-screen-${id}-phone-${language}`, { fullPage: false });

      // The viewer shows the whole picture, fitted to the screen.
      await page.getByRole('button', { name: PHOTO[language] }).first().click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      const full = dialog.locator('img.viewer__image.is-loaded');
      await full.waitFor();
      const box = await full.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(height + 1);
        expect(box.width / box.height).toBeCloseTo(drawn.ratio, 1);
        // Larger than on the page: the viewer is where a capped picture is seen whole.
        expect(box.height).toBeGreaterThanOrEqual(shown?.height ?? 0);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(published.map((tour) => [tour.id, tour] as const))(
    '%s shows its title and play button on a laptop first screen',
    async (id, tour) => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop', language);
      await page.goto(`${APP_URL}/muestra/${id}`);
      const title = page.getByRole('heading', { level: 1, name: tour.name[language] });
      await title.waitFor();
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('ol.works img')?.complete === true,
      );
      const { height } = VIEWPORTS.desktop;
      for (const box of [
        await title.boundingBox(),
        await page.getByRole('button', { name: PLAY[language] }).boundingBox(),
      ]) {
        expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true);
      }
      await screenshot(page, `first-screen-${id}-laptop-${language}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
