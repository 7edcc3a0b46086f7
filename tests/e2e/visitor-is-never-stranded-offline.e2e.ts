// With no connection nobody is stranded: the home page and /museos show first the tours saved
// on this phone, with links that open them; a tour that is not saved says so and leads to the
// saved ones; the menu leads to them too. And a tour is called saved only once it would open
// offline: the service worker in control, every file on the device.
import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { APP_URL, newVisitor, screenshot, tourComplete, useBrowser } from './support/browser';

const browser = useBrowser();

const published = tours.filter((t) => t.state === 'published');
const [saved, unsaved] = published;
if (!saved || !unsaved) throw new Error('the seed needs two published tours');
const museum = museums.find((m) => m.id === saved.tematicId);
if (!museum) throw new Error("the saved tour's museum is missing");

describe('a visitor with no connection', () => {
  it('finds the tours saved on this phone first, opens one, and is told which ones are not', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/muestra/${saved.id}`);
    await page.getByRole('heading', { level: 1, name: saved.name.es }).waitFor();

    // Saved at once, on a first visit, before the service worker has taken over: "Guardado"
    // must wait for it, or going offline then would open nothing.
    await page.getByRole('button', { name: /^Descargar para usar sin conexión/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Guardar para usar sin conexión' });
    await sheet.getByRole('button', { name: /^Guardar recorrido \(/ }).click();
    await sheet.getByText('Disponible sin conexión').waitFor({ timeout: 60_000 });
    await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.goto(`${APP_URL}/`);
    const list = page.getByRole('region', { name: 'Mis recorridos guardados' });
    await list.waitFor();
    const link = list.getByRole('link', { name: saved.name.es });
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(list.textContent()).resolves.toContain(museum.name.es);
    await expect(list.textContent()).resolves.toMatch(/\d+(,\d)? MB/);
    // First on the page: above the cover and the highlights that cannot load.
    const listBox = await list.boundingBox();
    expect(listBox && listBox.y < 844).toBe(true);
    const cover = await page.locator('section.hero.cover').boundingBox();
    expect(cover).not.toBeNull();
    if (cover && listBox) expect(listBox.y).toBeLessThan(cover.y);
    await screenshot(page, 'offline-home-phone-es', { fullPage: false });

    // The link opens the saved tour with no connection.
    await link.click();
    await page.getByRole('heading', { level: 1, name: saved.name.es }).waitFor();
    await page
      .getByText('Sin conexión: estás viendo la copia guardada de este recorrido.')
      .waitFor();
    await tourComplete(page);

    // /museos: the saved tours before the list that needs a connection.
    await page.goto(`${APP_URL}/museos`);
    await page.getByRole('region', { name: 'Mis recorridos guardados' }).waitFor();
    await screenshot(page, 'offline-museums-phone-es', { fullPage: false });

    // A tour not saved says why, and leads to the saved ones.
    await page.goto(`${APP_URL}/muestra/${unsaved.id}`);
    await page
      .getByRole('heading', { level: 1, name: 'Este recorrido no está guardado en este teléfono' })
      .waitFor();
    await expect(
      page
        .getByRole('region', { name: 'Mis recorridos guardados' })
        .getByRole('link', { name: saved.name.es })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText('No pudimos cargar esta sección').count()).resolves.toBe(0);
    await screenshot(page, 'offline-tour-not-saved-phone-es', { fullPage: false });

    // The menu leads to them from anywhere.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'Mis recorridos guardados' }).click();
    await page
      .getByRole('region', { name: 'Mis recorridos guardados' })
      .getByRole('link', { name: saved.name.es })
      .waitFor();
    expect(new URL(page.url()).hash).toBe('#saved');
    expect(errors).toEqual([]);
    await context.close();
  });

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
