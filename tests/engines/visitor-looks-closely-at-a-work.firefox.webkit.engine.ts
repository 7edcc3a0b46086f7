import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/locales/es/global.json';
import {
  ENGINE,
  pictureDrawn,
  useEngine,
  VIEWPORTS,
  type Box,
  type EnginePage,
} from './support/engine';
import { highlightedTour, tourComplete } from './support/tour';

const engine = useEngine();
const { tour, works: tourWorks, first, second } = highlightedTour();
const titleOf = (n: number, title: string) =>
  `${es.tour.workNumber.replace('{{n}}', String(n))} ${title}`;

const onScreen = (box: Box) =>
  box.x >= 0 &&
  box.y >= 0 &&
  box.x + box.width <= VIEWPORTS.phone.width + 0.5 &&
  box.y + box.height <= VIEWPORTS.phone.height + 0.5;

/** Waits until the viewer says it is at `level`. */
function zoomIs(page: EnginePage, level: string) {
  return page.waitFor(
    (expected) => document.querySelector('dialog[open] .viewer__level')?.textContent === expected,
    { what: `the zoom at ${level}` },
    level,
  );
}

/** The viewer's picture once it has come to rest: zooming is animated. */
async function pictureAtRest(page: EnginePage): Promise<Box> {
  const picture = { css: 'dialog[open] img' };
  const started = Date.now();
  let box = await page.box(picture);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await page.box(picture);
    if (JSON.stringify(now) === JSON.stringify(box)) return now;
    if (Date.now() - started > 5000) throw new Error("the viewer's picture never came to rest");
    box = now;
  }
}

describe(`a visitor on a phone in ${ENGINE} looks closely at a work`, () => {
  it('opens the photo full screen, moves to the next work, zooms in and out, and closes it', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/muestra/${tour.id}`);
    await tourComplete(page);

    const photo = { role: 'button', name: es.tour.viewPhoto } as const;
    await page.click(photo);
    const dialog = { role: 'dialog', name: titleOf(1, first.name.es) } as const;
    await page.find(dialog);
    await pictureDrawn(page, 'dialog[open] img', "the viewer's picture");
    await page.waitFor(
      () =>
        getComputedStyle(document.querySelector('dialog[open] img') ?? document.body).opacity ===
        '1',
      { what: "the viewer's picture shown" },
    );

    // The picture fits the screen along one side at least, with the close button on screen.
    const image = await page.box({ css: 'dialog[open] img' });
    const stage = await page.box({ css: 'dialog[open] .viewer__stage' });
    expect(onScreen(image)).toBe(true);
    const fills =
      Math.abs(image.width - stage.width) < 2 || Math.abs(image.height - stage.height) < 2;
    expect(fills, `picture ${JSON.stringify(image)} in stage ${JSON.stringify(stage)}`).toBe(true);
    const close = { role: 'button', name: es.viewer.close, within: dialog } as const;
    const closeBox = await page.box(close);
    expect(onScreen(closeBox)).toBe(true);
    expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
    await page.find({ text: first.author, within: dialog });
    await page.screenshot('viewer-photo-phone-es');

    // The next work with the arrow key: its title names the dialog, and the counter follows.
    await page.press('ArrowRight');
    const next = { role: 'dialog', name: titleOf(2, second.name.es) } as const;
    await page.find(next);
    const counter = es.viewer.counter
      .replace('{{current}}', '2')
      .replace('{{total}}', String(tourWorks.length));
    await page.find({ text: counter, within: next });

    // Zoom: "100%" is fitted; + and the zoom button zoom in, 0 fits again.
    const level = { role: 'status', name: es.viewer.zoomLevel, within: next } as const;
    await expect(page.text(level)).resolves.toBe('100%');
    const fitted = await pictureAtRest(page);
    await page.press('+');
    await zoomIs(page, '150%');
    await page.click({ role: 'button', name: es.viewer.zoomIn, within: next });
    await zoomIs(page, '225%');
    const zoomed = await pictureAtRest(page);
    expect(zoomed.width / fitted.width).toBeCloseTo(2.25, 1);
    await page.screenshot('viewer-zoomed-phone-es');
    await page.press('0');
    await zoomIs(page, '100%');

    // Escape closes, and focus goes back to the button that opened the viewer.
    await page.press('Escape');
    await page.gone({ role: 'dialog' });
    await expect(
      page.evaluate(() => document.activeElement?.textContent.trim() ?? ''),
    ).resolves.toBe(es.tour.viewPhoto);
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
