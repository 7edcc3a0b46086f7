// With no connection nobody is stranded: the home page and /museos show first the tours saved
// on this phone, with links that open them; a tour that is not saved says so and leads to the
// saved ones; the menu leads to them too. And a tour is called saved only once it would open
// offline: the service worker in control, every file on the device.
import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import {
  APP_URL,
  newVisitor,
  screenshot,
  tourComplete,
  useBrowser,
  VIEWPORTS,
  EVERY_SCREEN_AND_LANGUAGE,
} from './support/browser';

const browser = useBrowser();

const published = tours.filter((t) => t.state === 'published');
const [saved, unsaved] = published;
if (!saved || !unsaved) throw new Error('the seed needs two published tours');
const museum = museums.find((m) => m.id === saved.tematicId);
if (!museum) throw new Error("the saved tour's museum is missing");

const L = {
  es: {
    download: /^Descargar para usar sin conexión/,
    sheet: 'Guardar para usar sin conexión',
    save: /^Guardar recorrido \(/,
    badge: 'Disponible sin conexión',
    title: 'Mis recorridos guardados',
    showingSaved: /^Estás viendo la copia guardada en este dispositivo/,
    offline: /^Sin conexión/,
    offlineSection: 'Esta sección aparece cuando vuelve la conexión.',
    notSaved: {
      phone: 'Este recorrido no está guardado en este teléfono',
      desktop: 'Este recorrido no está guardado en este dispositivo',
    },
    couldNotLoad: 'No pudimos cargar esta sección',
    menu: 'Menú',
    size: /\d+(,\d)? MB/,
  },
  en: {
    download: /^Download for offline use/,
    sheet: 'Save for offline use',
    save: /^Save tour \(/,
    badge: 'Available offline',
    title: 'My saved tours',
    showingSaved: /^You are seeing the copy saved on this device/,
    offline: /^You are offline/,
    offlineSection: 'This section will appear when you are back online.',
    notSaved: {
      phone: 'This tour is not saved on this phone',
      desktop: 'This tour is not saved on this device',
    },
    couldNotLoad: 'We could not load this section',
    menu: 'Menu',
    size: /\d+(\.\d)? MB/,
  },
} as const;

describe.each(EVERY_SCREEN_AND_LANGUAGE)(
  'a visitor on a %s in %s with no connection',
  (viewport, language) => {
    const l = L[language];
    it('finds the tours saved on this device first, opens one, and is told which ones are not', async () => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      await page.goto(`${APP_URL}/muestra/${saved.id}`);
      await page.getByRole('heading', { level: 1, name: saved.name[language] }).waitFor();

      // Saved at once, on a first visit, before the service worker has taken over: "Guardado"
      // must wait for it, or going offline then would open nothing.
      await page.getByRole('button', { name: l.download }).click();
      const sheet = page.getByRole('dialog', { name: l.sheet });
      await sheet.getByRole('button', { name: l.save }).click();
      await sheet.getByText(l.badge).waitFor({ timeout: 60_000 });
      await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(
        true,
      );
      await page.keyboard.press('Escape');

      await context.setOffline(true);
      await page.goto(`${APP_URL}/`);
      const list = page.getByRole('region', { name: l.title });
      await list.waitFor();
      // The region can be drawn a moment before the list read from the device fills it.
      const link = list.getByRole('link', { name: saved.name[language] });
      await link.waitFor();
      await expect(list.textContent()).resolves.toContain(museum.name[language]);
      await expect(list.textContent()).resolves.toMatch(l.size);
      // First on the page: above the cover and the highlights that cannot load.
      const listBox = await list.boundingBox();
      expect(listBox && listBox.y < VIEWPORTS[viewport].height).toBe(true);
      const cover = await page.locator('section.hero.cover').boundingBox();
      expect(cover).not.toBeNull();
      if (cover && listBox) expect(listBox.y).toBeLessThan(cover.y);
      // The cover is a picture offline too (kept by the service worker), not its alt text.
      await page.waitForFunction(
        () =>
          (document.querySelector<HTMLImageElement>('section.hero.cover img')?.naturalWidth ?? 0) >
          0,
      );
      // What needs the connection waits for it calmly: no error box, no button that cannot work.
      await page.getByText(l.offlineSection).waitFor();
      await expect(page.getByText(l.couldNotLoad).count()).resolves.toBe(0);
      await screenshot(page, `offline-home-${viewport}-${language}`, { fullPage: false });

      // The link opens the saved tour with no connection.
      await link.click();
      await page.getByRole('heading', { level: 1, name: saved.name[language] }).waitFor();
      await page.getByText(l.showingSaved).waitFor();
      // One notice says the device is offline: the layout's; the tour's says what is shown.
      await expect(page.getByText(l.offline).count()).resolves.toBe(1);
      await tourComplete(page);

      // /museos: the saved tours before the list that needs a connection.
      await page.goto(`${APP_URL}/museos`);
      await page.getByRole('region', { name: l.title }).waitFor();
      await page.getByText(l.offlineSection).waitFor();
      await expect(page.getByText(l.couldNotLoad).count()).resolves.toBe(0);
      await screenshot(page, `offline-museums-${viewport}-${language}`, { fullPage: false });

      // A tour not saved says why, and leads to the saved ones.
      await page.goto(`${APP_URL}/muestra/${unsaved.id}`);
      await page.getByRole('heading', { level: 1, name: l.notSaved[viewport] }).waitFor();
      await expect(
        page
          .getByRole('region', { name: l.title })
          .getByRole('link', { name: saved.name[language] })
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByText(l.couldNotLoad).count()).resolves.toBe(0);
      await screenshot(page, `offline-tour-not-saved-${viewport}-${language}`, { fullPage: false });

      // The menu leads to them from anywhere.
      if (viewport === 'phone') {
        await page.getByRole('button', { name: l.menu, exact: true }).click();
      }
      await page.getByRole('navigation').getByRole('link', { name: l.title }).click();
      await page
        .getByRole('region', { name: l.title })
        .getByRole('link', { name: saved.name[language] })
        .waitFor();
      expect(new URL(page.url()).hash).toBe('#saved');
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

describe('a visitor who saved nothing', () => {
  it('on a laptop in English, the saved tours say when nothing is saved yet', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'desktop', 'en');
    await page.goto(`${APP_URL}/`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My saved tours' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'My saved tours' }).waitFor();
    await page.getByText(/You have not saved any tour on this (phone|device) yet/).waitFor();
    await screenshot(page, 'saved-empty-laptop-en', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
