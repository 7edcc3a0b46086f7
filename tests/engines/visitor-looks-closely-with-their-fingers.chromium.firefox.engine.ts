// Chromium and Firefox: WebKitGTK's WebDriver moves one touch pointer at a time, so a pinch of
// two fingers never reaches the page as one.
import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/locales/es/global.json';
import { ENGINE, pictureDrawn, useEngine, type Point } from './support/engine';
import { highlightedTour, tourComplete } from './support/tour';

const engine = useEngine();
const { tour, first, second } = highlightedTour();

describe(`a visitor on a phone in ${ENGINE} looks closely with their fingers`, () => {
  it('swipes to the next work, pinches to zoom in and double-taps back to fit', async () => {
    const page = await engine().newPage({ viewport: 'phone' });
    await page.goto(`/muestra/${tour.id}`);
    await tourComplete(page);
    await page.click({ role: 'button', name: es.tour.viewPhoto });
    await page.find({ role: 'dialog', name: new RegExp(first.name.es) });
    await pictureDrawn(page, 'dialog[open] img', "the viewer's picture");
    const stage = await page.box({ css: 'dialog[open] .viewer__stage' });
    const x = stage.x + stage.width / 2;
    const y = stage.y + stage.height / 2;
    const steps = (count: number, at: (step: number) => Point[]) =>
      Array.from({ length: count + 1 }, (_, step) => at(step));

    // One finger from right to left: the next work.
    await page.touch(steps(8, (step) => [{ x: x + 100 - step * 25, y }]));
    const next = { role: 'dialog', name: new RegExp(second.name.es) } as const;
    await page.find(next);

    // Two fingers from 40 px apart to 160 px: four times closer.
    const level = { role: 'status', name: es.viewer.zoomLevel, within: next } as const;
    await page.touch(
      steps(6, (step) => [
        { x: x - 20 - step * 10, y },
        { x: x + 20 + step * 10, y },
      ]),
    );
    await expect(page.text(level)).resolves.toBe('400%');
    // Two taps: back to fitted.
    await page.touch([[{ x, y }]]);
    await page.touch([[{ x, y }]]);
    await page.waitFor(
      (expected) => document.querySelector('dialog[open] .viewer__level')?.textContent === expected,
      { what: 'the zoom back at 100%' },
      '100%',
    );
    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
