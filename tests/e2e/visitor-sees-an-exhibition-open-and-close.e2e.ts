// Temporary exhibitions open and close by themselves, at midnight in Buenos Aires, with no write
// anywhere: the phone's clock, set a few minutes either side of a demo exhibition's midnights,
// is all that changes. Before its closing midnight an exhibition in its last days is on its
// museum's page and the home page and plays; after it, it is on neither, and its address (a
// printed QR code) says when it closed and offers the museum's tours of today. An exhibition to
// come is under "coming soon" until its opening midnight, and among the open ones after it.
// (The server's clock stays today: the rules let a phone list from its own later day.)
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDays } from '../../scripts/lib/seed-days.mjs';
import { addDays, dayParts, startOfDay, today, type Day } from '@/lib/days';
import { formatDay } from '@/lib/format';
import { demoExhibition } from '../support/demo-tours';
import { localeTexts } from '../support/locale-texts';
import { violations } from './support/axe';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();
const MINUTES_5 = 5 * 60_000;

const lastDays = demoExhibition('lastDays');
const upcoming = demoExhibition('upcoming');
const openNow = demoExhibition('open');
const daysOf = (tour: typeof lastDays) => {
  const days = seedDays(tour, today());
  if (!days) throw new Error(`${tour.id} has no days`);
  return days;
};
const closing = daysOf(lastDays);
const opening = daysOf(upcoming);

const TEXT = {
  es: {
    exhibitions: 'Muestras temporarias',
    upcoming: 'Próximamente',
    play: 'Escuchar el recorrido',
    lastDays: (date: string) => `Últimos días · hasta el ${date}`,
    until: (date: string) => `Hasta el ${date}`,
    from: (date: string) => `Desde el ${date}`,
    closed: (date: string) => `Esta muestra terminó el ${date}`,
    closedShort: (date: string) => `Terminó el ${date}`,
    closedSaved: (date: string) =>
      `Esta muestra terminó el ${date}: estás viendo la copia guardada en este dispositivo.`,
    download: /^Descargar para usar sin conexión/,
    sheet: 'Guardar para usar sin conexión',
    save: /^Guardar recorrido \(/,
    badge: 'Disponible sin conexión',
    saved: 'Mis recorridos guardados',
  },
  en: {
    exhibitions: 'Temporary exhibitions',
    upcoming: 'Coming soon',
    play: 'Play the tour',
    lastDays: (date: string) => `Last days · until ${date}`,
    until: (date: string) => `Until ${date}`,
    from: (date: string) => `Opens ${date}`,
    closed: (date: string) => `This exhibition closed on ${date}`,
    closedShort: (date: string) => `Closed on ${date}`,
    closedSaved: (date: string) =>
      `This exhibition closed on ${date}: you are seeing the copy saved on this device.`,
    download: /^Download for offline use/,
    sheet: 'Save for offline use',
    save: /^Save tour \(/,
    badge: 'Available offline',
    saved: 'My saved tours',
  },
} as const;

let t: { es: TFunction; en: TFunction };
beforeAll(async () => {
  t = await localeTexts();
});

/** A day as the page writes it on `on`: with its year when the year is another. */
const said = (day: Day, on: Day, language: 'es' | 'en') =>
  formatDay(day, t[language], dayParts(on).year);

/** The list of cards under a heading of the museum's page (none: null). */
const cardsUnder = (page: Page, heading: string) => page.getByRole('list', { name: heading });

describe.each(['es', 'en'] as const)('a visitor in %s', (language) => {
  const text = TEXT[language];

  it('sees an exhibition in its last days, and the next morning sees it closed', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone', language);
    try {
      const midnight = startOfDay(addDays(closing.closesOn, 1));
      const lastDay = closing.closesOn;
      const name = lastDays.name[language];
      await page.clock.install({ time: midnight - MINUTES_5 });

      await page.goto(`${APP_URL}/recorridos/${lastDays.tematicId}`);
      const open = cardsUnder(page, text.exhibitions);
      await open.getByRole('link', { name }).waitFor();
      await open.getByText(text.lastDays(said(closing.closesOn, lastDay, language))).waitFor();

      await page.goto(APP_URL);
      const home = page.getByRole('region', { name: text.exhibitions });
      await home.getByRole('link', { name }).waitFor();

      await page.goto(`${APP_URL}/muestra/${lastDays.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: text.play }).waitFor();

      // Past midnight: the same pages, read again.
      await page.clock.setSystemTime(midnight + MINUTES_5);
      const nextDay = addDays(lastDay, 1);
      await page.goto(`${APP_URL}/muestra/${lastDays.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page
        .getByText(text.closed(said(closing.closesOn, nextDay, language)), { exact: true })
        .waitFor();
      await expect(page.getByRole('button', { name: text.play }).count()).resolves.toBe(0);
      // Its museum's tours of today, to go on with.
      await page.locator('.card').first().waitFor();
      await screenshot(page, `exhibition-closed-phone-${language}`);
      expect(await violations(page)).toEqual([]);

      await page.goto(`${APP_URL}/recorridos/${lastDays.tematicId}`);
      await page.locator('.card').first().waitFor();
      await expect(page.getByRole('link', { name }).count()).resolves.toBe(0);

      // The home page's exhibitions: the one still open, and not this one.
      await page.goto(APP_URL);
      const stillOpen = page.getByRole('region', { name: text.exhibitions });
      await stillOpen.getByRole('link', { name: openNow.name[language] }).waitFor();
      await expect(stillOpen.getByRole('link', { name }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sees an exhibition to come, and on its opening day sees it open', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone', language);
    try {
      const midnight = startOfDay(opening.opensOn);
      const name = upcoming.name[language];
      await page.clock.install({ time: midnight - MINUTES_5 });
      await page.goto(`${APP_URL}/recorridos/${upcoming.tematicId}`);
      const coming = cardsUnder(page, text.upcoming);
      await coming.getByRole('link', { name }).waitFor();
      const dayBefore = addDays(opening.opensOn, -1);
      await coming.getByText(text.from(said(opening.opensOn, dayBefore, language))).waitFor();
      await screenshot(page, `exhibition-upcoming-museum-phone-${language}`);
      expect(await violations(page)).toEqual([]);

      await page.clock.setSystemTime(midnight + MINUTES_5);
      await page.reload();
      const open = cardsUnder(page, text.exhibitions);
      await open.getByRole('link', { name }).waitFor();
      await open.getByText(text.until(said(opening.closesOn, opening.opensOn, language))).waitFor();
      await expect(cardsUnder(page, text.upcoming).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saved on the phone in its last days, it still plays offline after it closes, and says so', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone', language);
    try {
      const midnight = startOfDay(addDays(closing.closesOn, 1));
      const name = lastDays.name[language];
      await page.clock.install({ time: midnight - MINUTES_5 });
      await page.goto(`${APP_URL}/muestra/${lastDays.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: text.download }).click();
      const sheet = page.getByRole('dialog', { name: text.sheet });
      await sheet.getByRole('button', { name: text.save }).click();
      await sheet.getByText(text.badge).waitFor({ timeout: 60_000 });
      await page.keyboard.press('Escape');

      // The next morning, in the gallery with no signal.
      await page.clock.setSystemTime(midnight + MINUTES_5);
      await context.setOffline(true);
      const date = said(closing.closesOn, addDays(closing.closesOn, 1), language);
      await page.goto(`${APP_URL}/`);
      const list = page.getByRole('region', { name: text.saved });
      await list.getByRole('link', { name }).waitFor();
      await list.getByText(text.closedShort(date), { exact: true }).waitFor();

      await list.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText(text.closedSaved(date), { exact: true }).waitFor();
      await page.getByRole('button', { name: text.play }).waitFor();
      await screenshot(page, `exhibition-closed-saved-phone-${language}`, { fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
