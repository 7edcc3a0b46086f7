// An admin saves a work with a narration on a slow uplink and moves on at once: the upload goes
// on, the back-office's upload tray follows it from page to page until it is done, and the tour
// ends with exactly one new work, with its narration. A reload cuts an upload short: the tray
// says so afterwards, no work points at missing files, and the draft saves the same work once.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { speechLike } from '@/test/audio-signals';
import { writeWav } from '@/features/cpanel/audio/wav';
import { documentIds, readDocument, storagePaths, removeWorks } from '../support/inspect';
import { violations } from './support/axe';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';
import { fieldLabel, seedTour, signInThenOpen } from './support/seed-content';

const browser = useBrowser();

/** A draft tour: the works added here are seen by no visitor, and removed afterwards. */
const tour = seedTour('malba-lo-fantastico', 'draft');

/** Uploads crawl at `kbPerSecond` (Chromium's own throttling); downloads are left alone. */
async function slowUplink(context: BrowserContext, page: Page, kbPerSecond: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: kbPerSecond * 1024,
  });
  return cdp;
}

/** The uplink at full speed again: what was to be seen mid-upload has been seen. */
async function fullUplink(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** A PNG the browser draws: `width` × `height` pixels of colour noise, so it does not compress. */
async function photo(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ w, h }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const pixels = context.createImageData(w, h);
      let state = 11;
      for (let index = 0; index < pixels.data.length; index += 1) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        pixels.data[index] = index % 4 === 3 ? 255 : state >>> 24;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { w: width, h: height },
  );
  return Buffer.from(base64, 'base64');
}

async function fillWork(page: Page, title: { es: string; en: string }, english = false) {
  const [titleEs, titleEn, artist, descEs, descEn] = english
    ? [
        'Title (Spanish)',
        'Title (English)',
        'Artist',
        'Description (Spanish)',
        'Description (English)',
      ]
    : [
        'Título (español)',
        'Título (inglés)',
        'Artista',
        'Descripción (español)',
        'Descripción (inglés)',
      ];
  await page.getByLabel(fieldLabel(titleEs)).fill(title.es);
  await page.getByLabel(fieldLabel(titleEn)).fill(title.en);
  await page.getByLabel(fieldLabel(artist)).fill('Nadie');
  await page.getByLabel(fieldLabel(descEs)).fill('Texto');
  await page.getByLabel(fieldLabel(descEn)).fill('Text');
}

const created = new Set<string>();
afterAll(async () => {
  // Leave the demo content as it was for the journeys that follow.
  await removeWorks(created);
});

/** The works of the tour added since `before`, by id. */
async function addedSince(before: string[]) {
  const ids = (await documentIds('obras')).filter((id) => !before.includes(id));
  ids.forEach((id) => created.add(id));
  return ids;
}

describe('an admin leaves while files upload', () => {
  it(
    'saves a work with a narration, goes to the tours list, watches the tray finish, and finds one work',
    { timeout: 300_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop');
      try {
        await signInThenOpen(page, `/cpanel/art-form?expositionId=${tour.id}`);
        await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
        const before = await documentIds('obras');
        await fillWork(page, { es: 'Obra en segundo plano', en: 'Background work' });
        // A minute and a half of voice: about 540 KB once it is a 48 kbit/s MP3.
        const wav = Buffer.from(writeWav([speechLike(90, 48_000, 0.06, 5)], 48_000));
        await page
          .getByLabel('Audio en español')
          .setInputFiles({ name: 'voz.wav', mimeType: 'audio/wav', buffer: wav });
        await page.getByText(/^Así se guardará: /).waitFor({ timeout: 180_000 });

        // About 20 s to send it: long enough to leave and watch.
        const uplink = await slowUplink(context, page, 25);
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await page
          .getByText(/^«Obra en segundo plano» se está guardando\. Podés salir de esta página/)
          .waitFor();

        // Leaving asks nothing: what was typed is on its way.
        await page
          .getByRole('navigation', { name: 'Administración' })
          .getByRole('link', { name: 'Recorridos' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Recorridos' }).waitFor();
        await expect(page.getByRole('dialog').count()).resolves.toBe(0);

        const tray = page.getByRole('region', { name: 'Subidas en curso: 1' });
        await tray.waitFor();
        await tray.getByText('Obra «Obra en segundo plano»', { exact: true }).waitFor();
        await tray.getByText(`en «${tour.name.es}»`).waitFor();
        const bar = tray.getByRole('progressbar', {
          name: 'Subida de Obra «Obra en segundo plano»',
        });
        await expect
          .poll(async () => Number(await bar.getAttribute('value')), { timeout: 30_000 })
          .toBeGreaterThan(0);
        expect(Number(await bar.getAttribute('value'))).toBeLessThan(100);
        await screenshot(page, 'cpanel-upload-tray-desktop-es', { fullPage: false });
        expect(await violations(page)).toEqual([]);
        // Nothing is written until every byte is up: no half-made work meanwhile.
        expect(await addedSince(before)).toEqual([]);
        await fullUplink(uplink);

        const done = page.getByRole('region', { name: 'Subidas' });
        await done.getByText('Obra guardada', { exact: true }).waitFor({ timeout: 120_000 });
        await screenshot(page, 'cpanel-upload-tray-done-desktop-es', { fullPage: false });
        // The admin stayed where they went.
        await page.getByRole('heading', { level: 1, name: 'Recorridos' }).waitFor();
        // The tray, still saying the work was saved, lies over nothing: it comes before the
        // page's heading and rows, in its flow.
        const trayBox = await done.boundingBox();
        const firstRow = await page.locator('.cpanel-row').first().boundingBox();
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(trayBox && heading && trayBox.y + trayBox.height <= heading.y).toBe(true);
        expect(firstRow && heading && firstRow.y > heading.y).toBe(true);
        await expect(done.evaluate((tray) => getComputedStyle(tray).position)).resolves.toBe(
          'static',
        );

        // Back to the tour's works: one new work, with its narration.
        await page.goto(`${APP_URL}/cpanel/my-works-of-art/${tour.id}`);
        await page.locator('ol.admin-list:not([aria-busy="true"])').waitFor();
        await expect(
          page.locator('.cpanel-row').filter({ hasText: 'Obra en segundo plano' }).count(),
        ).resolves.toBe(1);
        const added = await addedSince(before);
        expect(added).toHaveLength(1);
        const [id = ''] = added;
        const stored = await readDocument(`obras/${id}`);
        const media = (stored?.media ?? {}) as Record<string, Record<string, unknown>>;
        expect(media['audio-es']).toMatchObject({ path: `${id}/audio-es.mp3` });
        expect(await storagePaths(`${id}/`)).toEqual([`${id}/audio-es.mp3`]);

        // And the form it was saved from offers no draft of it: it is saved.
        await page.goto(`${APP_URL}/cpanel/art-form?expositionId=${tour.id}`);
        await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
        await expect(page.getByRole('button', { name: 'Recuperar' }).count()).resolves.toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'on a phone, in English: the tray follows a picture to the end, and is read out',
    {
      timeout: 180_000,
    },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'phone', 'en');
      try {
        await signInThenOpen(page, `/cpanel/art-form?expositionId=${tour.id}`, { language: 'en' });
        await page.getByRole('heading', { name: 'New work' }).waitFor();
        const before = await documentIds('obras');
        await fillWork(page, { es: 'Foto en segundo plano', en: 'Background photo' }, true);
        await page.getByLabel('Image of the work').setInputFiles({
          name: 'foto.png',
          mimeType: 'image/png',
          buffer: await photo(page, 1600, 1200),
        });
        const uplink = await slowUplink(context, page, 20);
        await page.getByRole('button', { name: 'Add work' }).click();
        await page
          .getByText(/^“Background photo” is being saved\. You can leave this page/)
          .waitFor();
        await page
          .getByRole('navigation', { name: 'Back office' })
          .getByRole('link', { name: 'Tours' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Tours' }).waitFor();
        const tray = page.getByRole('region', { name: 'Uploads in progress: 1' });
        await tray.getByText('Work “Background photo”', { exact: true }).waitFor();
        // A strip along the bottom, not a card over a quarter of the phone; the tour it belongs
        // to is still read out.
        const strip = await tray.boundingBox();
        expect(strip?.height).toBeLessThanOrEqual(844 * 0.2);
        await expect(tray.getByText(`in “${tour.name.en}”`).count()).resolves.toBe(1);
        await screenshot(page, 'cpanel-upload-tray-phone-en', { fullPage: false });
        await fullUplink(uplink);
        await page
          .getByRole('region', { name: 'Uploads' })
          .getByText('Work saved', { exact: true })
          .waitFor({
            timeout: 120_000,
          });
        await expect(
          page.getByRole('status').filter({ hasText: 'Work saved' }).count(),
        ).resolves.toBe(1);
        await screenshot(page, 'cpanel-upload-tray-done-phone-en', { fullPage: false });
        // The tray follows a language switch, like every message on screen.
        await page.getByRole('button', { name: /^ES, / }).click();
        await page
          .getByRole('region', { name: 'Subidas' })
          .getByText('Obra guardada', { exact: true })
          .waitFor();
        await screenshot(page, 'cpanel-upload-tray-done-phone-es', { fullPage: false });
        expect(await addedSince(before)).toHaveLength(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'after a reload mid-upload, says it was cut short; the draft then saves the same work, once',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop');
      try {
        await signInThenOpen(page, `/cpanel/art-form?expositionId=${tour.id}`);
        await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
        const before = await documentIds('obras');
        await fillWork(page, { es: 'Obra recargada', en: 'Reloaded work' });
        const picture = await photo(page, 1600, 1200);
        await page
          .getByLabel('Imagen de la obra')
          .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: picture });
        const recordId = await page.evaluate(() => {
          const raw = localStorage.getItem(
            Object.keys(localStorage).find((key) => key.startsWith('museo.draft.works:new:')) ?? '',
          );
          return raw ? (JSON.parse(raw) as { values: { recordId: string } }).values.recordId : '';
        });
        expect(recordId).toMatch(/^[A-Za-z0-9]{20}$/);
        created.add(recordId);

        const cdp = await slowUplink(context, page, 4);
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await page.getByText(/^«Obra recargada» se está guardando\./).waitFor();
        // The browser asks before a reload would end the upload; the admin reloads all the same.
        const asked = new Promise<string>((resolve) => {
          page.once('dialog', (dialog) => {
            resolve(dialog.type());
            void dialog.accept();
          });
        });
        await page.reload();
        await expect(asked).resolves.toBe('beforeunload');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });

        const tray = page.getByRole('region', { name: 'Subidas' });
        await tray
          .getByText(/^La página se recargó durante la subida: no se guardó\./)
          .waitFor({ timeout: 30_000 });
        await screenshot(page, 'cpanel-upload-tray-interrupted-desktop-es', { fullPage: false });
        // No work points at files that never arrived.
        expect(await addedSince(before)).toEqual([]);

        await tray.getByRole('link', { name: /^Ir al formulario/ }).click();
        await page
          .getByText(/^La subida de «Obra recargada» se cortó al recargar la página/)
          .waitFor();
        await page.getByRole('button', { name: 'Recuperar' }).click();
        await page
          .getByLabel('Imagen de la obra')
          .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: picture });
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await page.locator('.Toastify').getByText('Obra agregada', { exact: true }).waitFor();
        // The work the first save meant, once: the id its draft kept.
        expect(await addedSince(before)).toEqual([recordId]);
        const paths = await storagePaths(`${recordId}/`);
        const stored = await readDocument(`obras/${recordId}`);
        const media = (stored?.media ?? {}) as Record<string, Record<string, unknown>>;
        expect(paths).toContain(String(media.mainImg?.path));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
