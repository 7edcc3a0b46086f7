import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import es from '../../src/i18n/locales/es/global.json';
import { listedTours } from '../support/demo-tours';
import {
  APP_URL,
  ENGINE,
  pictureDrawn,
  useEngine,
  VIEWPORTS,
  type EnginePage,
} from './support/engine';

const engine = useEngine();

// What a museum's page lists today: its permanent tours and its exhibitions not closed.
const listed = (museumId: string) => listedTours().filter((t) => t.tematicId === museumId);
const museum = museums.find((m) => listed(m.id).length > 0);
if (!museum) throw new Error('the seed needs a museum with published tours');
const museumTours = listed(museum.id);
// Never on it: its drafts and its closed exhibitions.
const unlisted = tours.filter(
  (t) => t.tematicId === museum.id && !museumTours.some((shown) => shown.id === t.id),
);
const [tour] = museumTours;
if (!tour) throw new Error('the museum needs a published tour');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { height, width } = VIEWPORTS.phone;
const inFirstScreen = (box: { x: number; y: number; width: number; height: number }) =>
  box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width + 0.5;

/** Nothing wider than the phone: no sideways scrolling. */
async function fitsTheWidth(page: EnginePage) {
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).resolves.toBe(true);
}

describe(`a visitor on a phone in ${ENGINE} browses from the home page to a tour`, () => {
  it('sees each first screen whole: the home page, the museums, a museum and a tour', async () => {
    const page = await engine().newPage({ viewport: 'phone' });

    // Home: the covers, the first one's picture drawn, and the way to the museums.
    await page.goto('/');
    const covers = { role: 'region', name: 'Imágenes de portada' } as const;
    await page.find(covers);
    await pictureDrawn(page, '.cover img', 'the first cover');
    expect(inFirstScreen(await page.box({ css: '.cover img' }))).toBe(true);
    await fitsTheWidth(page);
    await page.screenshot('home-first-screen-phone-es');

    // The museums: every museum listed, the one with tours leading to it.
    await page.click({ role: 'link', name: 'Ver los museos' });
    await page.waitFor((url) => location.href === url, { what: '/museos' }, `${APP_URL}/museos`);
    const list = { role: 'list', name: es.header.museums } as const;
    await page.find(list);
    await expect(page.count({ role: 'listitem', within: list })).resolves.toBe(museums.length);
    await fitsTheWidth(page);
    await page.screenshot('museums-first-screen-phone-es');

    // A museum: the tours it has on (in a list of each kind), never its drafts nor what closed.
    await page.click({ role: 'link', name: museum.name.es, within: list });
    await page.find({ role: 'heading', level: 1, name: museum.name.es });
    await page.find({ css: 'ul.card-grid' });
    // An exhibition's card may say its days beside its name: the name is searched for.
    for (const shown of museumTours) {
      await page.find({ role: 'link', name: new RegExp(escapeRegExp(shown.name.es)) });
    }
    await expect(page.count({ css: 'ul.card-grid > li' })).resolves.toBe(museumTours.length);
    for (const hidden of unlisted) {
      await expect(page.count({ text: hidden.name.es })).resolves.toBe(0);
    }
    await fitsTheWidth(page);
    await pictureDrawn(page, 'main img', "the museum's picture");
    await page.screenshot('museum-first-screen-phone-es');

    // A tour: its title, its main action and work 1's picture on the first screen.
    await page.click({ role: 'link', name: tour.name.es });
    const title = { role: 'heading', level: 1, name: tour.name.es } as const;
    await page.find(title);
    await pictureDrawn(page, 'ol.works .work__figure img', "work 1's picture");
    // Once the page has settled: arriving from the museum's page, WebKit may paint a frame at the
    // old scroll position before the app puts the new page at its top.
    await expect
      .poll(async () => inFirstScreen(await page.box(title)), { timeout: 5000 })
      .toBe(true);
    await expect
      .poll(
        async () => inFirstScreen(await page.box({ role: 'button', name: es.player.playTour })),
        {
          timeout: 5000,
        },
      )
      .toBe(true);
    const picture = await page.box({ css: 'ol.works .work__figure img' });
    expect(picture.y, "work 1's picture starts on the first screen").toBeLessThan(height);
    await fitsTheWidth(page);
    await page.screenshot('tour-first-screen-phone-es');

    expect(await page.errors()).toEqual([]);
    await page.close();
  });
});
