import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/global.json';
import es from '../../src/i18n/locales/es/global.json';
import { violations } from './support/axe';
import { ENGINE, screensFor, useEngine, type EnginePage } from './support/engine';
import { highlightedTour, playing, tourComplete } from './support/tour';

const engine = useEngine();
const { tour, first } = highlightedTour();
const TEXTS = { es, en };

/** Closes the open pop-up with Escape, as a visitor would, and waits until it is gone. */
async function closePopUp(page: EnginePage) {
  await page.press('Escape');
  await page.waitFor(() => document.querySelector('dialog[open]') === null, {
    what: 'the pop-up to close',
  });
}

// The tour page, its player and its pop-ups in every engine; the other public pages are
// tests/e2e/every-page-passes-axe.e2e.ts's.
for (const [viewport, language] of screensFor()) {
  const T = TEXTS[language];
  describe(`the tour page in ${ENGINE}, on a ${viewport} in ${language}`, () => {
    it('passes axe (WCAG 2.2 A and AA), with its player playing and each pop-up open', async () => {
      const page = await engine().newPage({ viewport });
      // The visitor chose the language on an earlier visit (remembered once the page has set
      // itself up in the device's language, which would write over it).
      await page.goto(`/muestra/${tour.id}`);
      await page.find({ role: 'heading', level: 1, name: tour.name.es });
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.reload();
      await page.find({ role: 'heading', level: 1, name: tour.name[language] });
      const report: Record<string, string[]> = {};
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
      await tourComplete(page);
      report.tour = await violations(page);

      await page.click({ role: 'button', name: T.player.playTour });
      await playing(page, `${first.id}/audio-${language}.mp3`);
      report['tour player'] = await violations(page, '.mini-player');

      await page.click({ css: 'button.chip[aria-haspopup="dialog"]' });
      await page.find({ css: 'dialog[open]' });
      report['offline sheet'] = await violations(page);
      await closePopUp(page);

      await page.click({ role: 'button', name: T.tour.viewPhoto });
      await page.find({ css: 'dialog[open]' });
      report['photo pop-up'] = await violations(page);
      await closePopUp(page);

      await page.click({ role: 'button', name: T.tour.viewMap });
      await page.find({ css: 'dialog[open]' });
      report['map pop-up'] = await violations(page);
      await closePopUp(page);

      // Opened at a work's number, as a printed label does: that work, scrolled to. (The whole
      // page is checked above; here the works above it sit under the sticky header, which axe's
      // target-size rule counts as covering them.)
      await page.goto(`/muestra/${tour.id}/2`);
      await page.find({ css: 'ol.works > li:nth-child(2) .work__title' });
      report['tour by number'] = await violations(page, 'ol.works > li:nth-child(2)');

      const failing = Object.fromEntries(Object.entries(report).filter(([, v]) => v.length > 0));
      expect(failing).toEqual({});
      expect(await page.errors()).toEqual([]);
      await page.close();
    });
  });
}
