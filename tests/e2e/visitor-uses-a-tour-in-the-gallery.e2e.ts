import { describe, expect, it } from 'vitest';
import {
  APP_URL,
  newVisitor,
  playing,
  screenshot,
  tourComplete,
  useBrowser,
} from './support/browser';
import { highlightedTour, worksOf } from './support/seed-content';
import { signInFromLogIn } from './support/seed-content';

const browser = useBrowser();

const tour = highlightedTour();
const tourWorks = worksOf(tour, 3);
const [first, second, third] = tourWorks;

describe('a visitor in the gallery', () => {
  it('saves a tour, loses the signal, reloads, and still listens and seeks', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'en');
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await page.getByRole('heading', { level: 1, name: tour.name.en }).waitFor();
    // The service worker registers after load and takes over this page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // The download size is shown on the tour's first screen, before anything is downloaded.
    const chip = page.getByRole('button', { name: /^Download for offline use · \d+(\.\d)? MB$/ });
    await chip.click();
    const sheet = page.getByRole('dialog', { name: 'Save for offline use' });
    const save = sheet.getByRole('button', { name: /^Save tour \(/ });
    await expect(save.textContent()).resolves.toMatch(/Save tour \(\d+(\.\d)? MB\)/);
    await screenshot(page, 'gallery-save-tour-phone-en', { fullPage: false });
    await save.click();
    await sheet.getByText('Available offline').waitFor({ timeout: 60_000 });
    await sheet.getByRole('button', { name: 'Remove from this phone' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: tour.name.en }).waitFor();
    await page.getByText('You are offline.').waitFor();
    await page.getByText(/^You are seeing the copy saved on this device/).waitFor();
    await tourComplete(page);
    await expect(page.locator('.work__title').count()).resolves.toBe(tourWorks.length);
    await screenshot(page, 'gallery-offline-phone-en', { fullPage: false });

    // The tour plays from the device through the same player, and seeking works (Range
    // requests answered from the cache).
    await page.getByRole('button', { name: 'Play the tour' }).click();
    await playing(page, `${first.id}/audio-en.mp3`);
    const player = page.getByRole('region', { name: 'Tour player' });
    await player.getByRole('button', { name: '+15 s: forward 15 seconds' }).click();
    await page.waitForFunction(
      () => {
        const audio = document.querySelector('audio');
        return audio !== null && audio.currentTime >= 15 && audio.readyState >= 2;
      },
      undefined,
      { timeout: 20_000 },
    );
    // The seek bar moves without dragging: keyboard on the native range.
    const seek = player.getByRole('slider', { name: 'Audio position' });
    await seek.focus();
    await page.keyboard.press('Home');
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 99) < 3);
    await expect(seek.getAttribute('aria-valuetext')).resolves.toMatch(/^0:0\d of \d+:\d\d$/);

    // Next work from the player: its narration plays from the device too.
    await player.getByRole('button', { name: `Next: Work 2: ${second.name.en}` }).click();
    await playing(page, `${second.id}/audio-en.mp3`);

    // Back online, the saved tour can be removed.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Saved' }).click();
    await sheet.getByRole('button', { name: 'Remove from this phone' }).click();
    await sheet.getByRole('button', { name: /^Save tour \(/ }).waitFor();
    await context.close();
  });

  it('saves a tour while it plays: the narration already half-heard is saved whole', async () => {
    // Playing leaves part of the narration in the browser's HTTP cache: a save that took that
    // part (206) could not store it, and said the phone was out of space.
    const { context, page } = await newVisitor(browser(), 'phone', 'en');
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await page.getByRole('heading', { level: 1, name: tour.name.en }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Play the tour' }).click();
    await playing(page, `${first.id}/audio-en.mp3`);
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 1);

    await page.getByRole('button', { name: /^Download for offline use · / }).click();
    const sheet = page.getByRole('dialog', { name: 'Save for offline use' });
    await sheet.getByRole('button', { name: /^Save tour \(/ }).click();
    await sheet.getByText('Available offline').waitFor({ timeout: 60_000 });
    await expect(sheet.getByText(/not enough space/i).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^You are seeing the copy saved on this device/).waitFor();
    await page.getByRole('button', { name: 'Play the tour' }).click();
    await playing(page, `${first.id}/audio-en.mp3`);
    // The whole file is on the phone: its end can be reached with no connection.
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      if (audio) audio.currentTime = audio.duration - 2;
    });
    await page.waitForFunction(
      () => {
        const audio = document.querySelector('audio');
        return audio !== null && audio.currentTime > audio.duration - 2 && audio.readyState >= 2;
      },
      undefined,
      { timeout: 20_000 },
    );
    await context.close();
  });

  it('reaches a work by its number, from the URL and from the box', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'es');
    await page.goto(`${APP_URL}/muestra/${tour.id}/3`);
    const heading = page.locator(`#work-${third.id}`);
    await page.waitForFunction((id) => document.activeElement?.id === `work-${id}`, third.id);
    await expect(heading.isVisible()).resolves.toBe(true);

    const box = page.getByRole('textbox', { name: 'Ir al número' });
    await box.fill('2');
    await page.getByRole('button', { name: 'Ir', exact: true }).click();
    await page.waitForURL(`${APP_URL}/muestra/${tour.id}/2`);
    await page.waitForFunction((id) => document.activeElement?.id === `work-${id}`, second.id);
    // As a gallery's keypad: the work's narration starts with the tap.
    await playing(page, `${second.id}/audio-es.mp3`);

    // A number the tour does not have is said over the page: nothing under it moves.
    const work = page.locator(`#work-${second.id}`);
    const onThePage = () => work.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await onThePage();
    await box.fill('99');
    await page.getByRole('button', { name: 'Ir', exact: true }).click();
    await page
      .getByText(
        `Este recorrido no tiene la obra número 99: los números van del 1 al ${tourWorks.length}.`,
      )
      .waitFor();
    expect(await onThePage()).toBe(before);
    // The message on screen follows a language switch; what was typed stays.
    await page.getByRole('banner').getByRole('button', { name: 'Cambiar a English' }).click();
    await page
      .getByText(`This tour has no work number 99: numbers go from 1 to ${tourWorks.length}.`)
      .waitFor();
    await expect(page.getByText(/Este recorrido no tiene/).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'Go to number' }).inputValue()).resolves.toBe(
      '99',
    );
    await screenshot(page, 'lookup-error-after-switch-phone-en', { fullPage: false });
    await page.getByRole('banner').getByRole('button', { name: 'Switch to Español' }).click();

    await box.fill('tres');
    await page.getByRole('button', { name: 'Ir', exact: true }).click();
    await page.getByText('Escribí solo el número de la etiqueta, por ejemplo 3.').waitFor();
    expect(page.url()).toBe(`${APP_URL}/muestra/${tour.id}/2`);
    await context.close();
  });

  it('an admin prints a sheet with one QR code per work, each linking to its number', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop', 'es');
    await signInFromLogIn(page);
    // Signed in (an admin lands in the back-office), then the sheet, as from the cpanel's list.
    await page.waitForURL(`${APP_URL}/cpanel/tematics`);
    await page.goto(`${APP_URL}/cpanel/qr/${tour.id}`);
    await page.getByRole('heading', { level: 1, name: `Códigos QR: ${tour.name.es}` }).waitFor();
    const codes = page.getByRole('img', { name: /^Código QR de la obra \d+/ });
    await expect(codes.count()).resolves.toBe(tourWorks.length);
    await expect(
      page.getByText(`${APP_URL}/muestra/${tour.id}/${tourWorks.length}`, { exact: true }).count(),
    ).resolves.toBe(1);
    await screenshot(page, 'cpanel-qr-desktop-es');
    await context.close();
  });

  it('a visitor cannot open the QR sheet', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'es');
    await page.goto(`${APP_URL}/cpanel/qr/${tour.id}`);
    await page.waitForURL(`${APP_URL}/`);
    await expect(page.getByRole('img', { name: /^Código QR/ }).count()).resolves.toBe(0);
    await context.close();
  });
});
