// Where there is room, nothing is cut: on a laptop the museum's cover is one picture (no seam at
// the text column's edges), a tour's description shows whole, and the player shows a work's whole
// title; on a 390 px phone "Go to number" stays on the row of its field, in both languages.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { museums, works } from '../../seed/content.mjs';
import { listedTours, playableTours } from '../support/demo-tours';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();

// The tours a visitor can play today, temporary exhibitions included (the player is what is
// measured); the museums with a tour on their page today, whatever kind.
const published = playableTours();
const withTours = museums.filter((m) => listedTours().some((t) => t.tematicId === m.id));

/** The average brightness (0–255) of a few pixels of a screenshot, around (x, y). */
function brightness(png: PNG, x: number, y: number) {
  let sum = 0;
  let count = 0;
  for (let dy = -2; dy <= 2; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const at = (png.width * (y + dy) + (x + dx)) << 2;
      sum += ((png.data[at] ?? 0) + (png.data[at + 1] ?? 0) + (png.data[at + 2] ?? 0)) / 3;
      count += 1;
    }
  }
  return sum / count;
}

describe.each(['es', 'en'] as const)('on a laptop in %s', (language) => {
  it.each(withTours.map((m) => [m.id] as const))(
    'the cover of %s is one picture, with no seam at the text column',
    async (id) => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop', language);
      await page.goto(`${APP_URL}/recorridos/${id}`);
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('.museum-hero__image')?.complete === true,
      );
      const column = await page.locator('.museum-hero__text').boundingBox();
      const hero = await page.locator('.museum-hero').boundingBox();
      if (!column || !hero) throw new Error('the museum page has no cover');
      expect(column.x).toBeGreaterThan(20); // a column narrower than the laptop's screen
      const png = PNG.sync.read(await page.screenshot());
      // Just outside and just inside each edge of the column, down the cover: a shade that stops
      // at the column jumps on every row; the picture's own edges (a tree, a column) on a few.
      for (const edge of [column.x, column.x + column.width]) {
        const step = edge === column.x ? 6 : -6;
        const jumps: number[] = [];
        for (let row = 0; row < 24; row += 1) {
          const y = Math.round(hero.y + hero.height * (0.1 + (0.85 * row) / 24));
          const x = Math.round(edge);
          jumps.push(Math.abs(brightness(png, x - step, y) - brightness(png, x + step, y)));
        }
        jumps.sort((a, b) => a - b);
        const median = jumps[jumps.length >> 1] ?? 0;
        expect(median, `the cover's brightness across x≈${String(edge)}`).toBeLessThan(6);
      }
      await screenshot(page, `museum-${id}-laptop-${language}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(published.map((t) => [t.id, t] as const))(
    '%s shows its whole description, and the player its work’s whole title',
    async (id, tour) => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop', language);
      await page.goto(`${APP_URL}/muestra/${id}`);
      const description = page.locator('.tour-hero .folded__text');
      await description.waitFor();
      await expect(description.textContent()).resolves.toBe(tour.description[language]);
      const clipped = await description.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
      expect(clipped).toBe(false);
      await expect(
        page
          .locator('.tour-hero')
          .getByRole('button', { name: /^(más|more)$/ })
          .count(),
      ).resolves.toBe(0);

      // The player's title, whole: not cut by an ellipsis nor by its box.
      const first = works.filter((w) => w.expositionId === id).sort((a, b) => a.order - b.order)[0];
      if (!first) throw new Error(`${id} has no works`);
      await page
        .getByRole('button', {
          name: language === 'es' ? 'Escuchar el recorrido' : 'Play the tour',
        })
        .click();
      const title = page.locator('.mini-player__title strong');
      await title.waitFor();
      await expect(title.textContent()).resolves.toBe(first.name[language]);
      const cut = await title.evaluate(
        (strong) =>
          strong.scrollWidth > strong.clientWidth + 1 ||
          strong.scrollHeight > strong.clientHeight + 1,
      );
      expect(cut).toBe(false);
      await page
        .getByRole('button', { name: language === 'es' ? 'Pausar el recorrido' : 'Pause the tour' })
        .click();
      await screenshot(page, `tour-${id}-laptop-${language}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe.each(['es', 'en'] as const)('on a 390 px phone in %s', (language) => {
  it.each(published.map((t) => [t.id] as const))(
    '%s keeps "Go to number" on the row of its field',
    async (id) => {
      const { context, page } = await newVisitor(browser(), 'phone', language);
      await page.goto(`${APP_URL}/muestra/${id}`);
      const label = page.locator('.lookup__label');
      await label.waitFor();
      const labelBox = await label.boundingBox();
      const fieldBox = await page.locator('.lookup__input').boundingBox();
      if (!labelBox || !fieldBox) throw new Error('no number box');
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      expect(Math.abs(middle(labelBox) - middle(fieldBox))).toBeLessThan(4);
      expect(labelBox.height).toBeLessThan(30); // one line
      await context.close();
    },
  );
});
