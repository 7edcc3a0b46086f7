// A visitor sees on a museum's page whether it is open now, in Buenos Aires' time whatever the
// phone's zone, and the line changes by itself when the museum closes; its address opens the
// visitor's own map app. An admin sets a museum's hours in its form and visitors see them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { museums } from '../../seed/content.mjs';
import { writeDocument } from '../support/inspect';
import { violations } from './support/axe';
import {
  APP_URL,
  EVERY_SCREEN_AND_LANGUAGE,
  VIEWPORTS,
  newVisitor,
  screenshot,
  useBrowser,
} from './support/browser';
import { fieldLabel, signInThenOpen } from './support/seed-content';

const browser = useBrowser();

const bellasArtes = museums.find((museum) => museum.id === 'mnba');
const sivori = museums.find((museum) => museum.id === 'sivori');
if (!bellasArtes?.address || !sivori || sivori.hours) {
  throw new Error('the seed needs the Bellas Artes with its address, and the Sívori without hours');
}
const DOOR = bellasArtes.address;
const SIVORI = sivori.id;
const ADDRESS = encodeURIComponent(DOOR);
/** A name that starts with `text`, taken literally. */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Wednesday 2 December 2026, half a minute before the Bellas Artes closes at 20 (UTC−3). */
const BEFORE_CLOSING = new Date('2026-12-02T19:59:30-03:00');

const TEXT = {
  es: {
    open: 'Abierto ahora · cierra a las 20',
    closed: 'Cerrado · abre mañana a las 11',
    today: 'Miércoles (hoy)',
    visit: 'Cómo visitarlo',
  },
  en: {
    open: 'Open now · closes at 8 pm',
    closed: 'Closed · opens tomorrow at 11 am',
    today: 'Wednesday (today)',
    visit: 'Plan your visit',
  },
} as const;

/**
 * Every image of the page shown, for its screenshot: the tour cards' images load as they near the
 * screen, which a screenshot of the whole page does not scroll to, and were caught half-loaded.
 */
async function imagesLoaded(page: Page) {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
}

/** The museum's page with the page's clock set to `time`, and the line saying if it is open. */
async function openAt(page: Page, museumId: string, time: Date) {
  await page.clock.install({ time });
  await page.goto(`${APP_URL}/recorridos/${museumId}`);
  return page.locator('.museum-hero').getByRole('status');
}

describe.each(EVERY_SCREEN_AND_LANGUAGE)('a visitor on %s in %s', (viewport, language) => {
  const text = TEXT[language];

  it('sees the museum open, then closed at its closing time without a reload', async () => {
    const { context, page, errors } = await newVisitor(browser(), viewport, language);
    try {
      const line = await openAt(page, bellasArtes.id, BEFORE_CLOSING);
      await expect.poll(() => line.textContent()).toBe(text.open);
      const visit = page.getByRole('region', { name: text.visit });
      await expect(
        visit.getByRole('row', { name: startingWith(text.today) }).getAttribute('aria-current'),
      ).resolves.toBe('date');
      // Chromium on Linux is neither Android nor an Apple device: OpenStreetMap's search.
      await expect(
        visit.getByRole('link', { name: startingWith(DOOR) }).getAttribute('href'),
      ).resolves.toBe(`https://www.openstreetmap.org/search?query=${ADDRESS}`);
      await imagesLoaded(page);
      await screenshot(page, `museum-visit-${viewport}-${language}`);
      expect(await violations(page)).toEqual([]);
      // The same document all along: the line follows the clock by itself.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.clock.fastForward(60_000);
      await expect.poll(() => line.textContent()).toBe(text.closed);
      await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** A phone of its own kind, in Buenos Aires unless `timezoneId` says otherwise. */
async function phoneWith(
  browser: Browser,
  userAgent: string,
  timezoneId = 'America/Argentina/Buenos_Aires',
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    locale: 'es-AR',
    timezoneId,
    userAgent,
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

describe("a visitor's own phone", () => {
  it("opens the address in the phone's map app, in Buenos Aires' time in any zone", async () => {
    const android = await phoneWith(
      browser(),
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Asia/Tokyo',
    );
    const iphone = await phoneWith(
      browser(),
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    );
    try {
      // Thursday 08:59 in Tokyo is still Wednesday evening in Buenos Aires: open till 20.
      const line = await openAt(android.page, bellasArtes.id, BEFORE_CLOSING);
      await expect.poll(() => line.textContent()).toBe(TEXT.es.open);
      await expect(android.page.evaluate(() => new Date().getDate())).resolves.toBe(3);
      const link = (page: Page) =>
        page.getByRole('link', { name: startingWith(DOOR) }).getAttribute('href');
      await expect(link(android.page)).resolves.toBe(`geo:0,0?q=${ADDRESS}`);
      await iphone.page.goto(`${APP_URL}/recorridos/${bellasArtes.id}`);
      await expect(link(iphone.page)).resolves.toBe(`https://maps.apple.com/?q=${ADDRESS}`);
    } finally {
      await android.context.close();
      await iphone.context.close();
    }
  });
});

afterAll(async () => {
  // Leave the demo content as it was: the Sívori has no visit.
  await writeDocument(
    `tematics/${sivori.id}`,
    {},
    {
      only: [
        'address',
        'hours',
        'exceptions',
        'exceptionNotes',
        'website',
        'phone',
        'accessibility',
      ],
    },
  );
});

describe("an admin sets a museum's hours", () => {
  it('in its form, and visitors see them on its page', { timeout: 180_000 }, async () => {
    const admin = await newVisitor(browser(), 'desktop');
    const visitor = await newVisitor(browser(), 'phone');
    try {
      const { page } = admin;
      await signInThenOpen(page, `/cpanel/edit-tematic/${sivori.id}`);
      await page.getByRole('heading', { name: 'Editar museo' }).waitFor();
      await page.getByLabel(fieldLabel('Dirección del museo')).fill('Av. Infanta Isabel 555, CABA');
      await page.getByLabel('Mostrar el horario en la página del museo').check();
      const wednesday = page.getByRole('group', { name: 'Miércoles' });
      await wednesday.getByLabel('Abre').fill('12:00');
      await wednesday.getByLabel('Cierra').fill('21:00');
      await page.getByLabel(fieldLabel('Accesibilidad (español)')).fill('Entrada sin escalones.');
      await page.getByLabel(fieldLabel('Accesibilidad (inglés)')).fill('Step-free entrance.');
      await page.getByRole('button', { name: 'Agregar una fecha' }).click();
      const holiday = page.getByRole('group', { name: 'Fecha especial 1' });
      await holiday.getByLabel('Fecha').fill('2026-12-08');
      await holiday.getByLabel('Motivo (español)').fill('Feriado');
      await holiday.getByLabel('Motivo (inglés)').fill('Public holiday');
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.locator('.Toastify').getByText('Modificación exitosa', { exact: true }).waitFor();
      await formScreens(page);

      // Wednesday at half past eight: open till nine, the new hours in the week.
      const line = await openAt(visitor.page, sivori.id, new Date('2026-12-02T20:30:00-03:00'));
      await expect.poll(() => line.textContent()).toBe('Abierto ahora · cierra a las 21');
      const visit = visitor.page.getByRole('region', { name: 'Cómo visitarlo' });
      await expect(visit.getByRole('row', { name: /^Miércoles/ }).textContent()).resolves.toBe(
        'Miércoles (hoy)12 a 21 h',
      );
      await visit.getByText('Martes 8 de diciembre: Cerrado (Feriado)').waitFor();
      await visit.getByText('Entrada sin escalones.').waitFor();
      expect([...admin.errors, ...visitor.errors]).toEqual([]);
    } finally {
      await admin.context.close();
      await visitor.context.close();
    }
  });
});

/** The museum form with its hours, on a phone and a laptop, in each language. */
async function formScreens(page: Page) {
  for (const [viewport, language] of EVERY_SCREEN_AND_LANGUAGE) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    // Saved, the form went back to the list: the museum's form again, with its hours.
    await page.goto(`${APP_URL}/cpanel/edit-tematic/${SIVORI}`);
    await page
      .getByRole('group', { name: language === 'es' ? 'Miércoles' : 'Wednesday' })
      .waitFor();
    await screenshot(page, `cpanel-museum-hours-${viewport}-${language}`);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
}
