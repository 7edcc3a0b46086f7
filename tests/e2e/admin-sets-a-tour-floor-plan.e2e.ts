// An admin sets a tour's floor plan once, seeing the picked plan before saving, and adds a work
// without a map of its own (its picture shown before saving too): the work form says it uses the
// tour's plan, a visitor's "View location" opens that plan, and the tour saved for offline use
// holds it, once. Removed (after asking), the plan and its files go.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { works } from '../../seed/content.mjs';
import {
  documentIds,
  readDocument,
  storagePaths,
  writeDocument,
  removeWorks,
  deleteFile,
} from '../support/inspect';
import { violations } from './support/axe';
import { APP_URL, newVisitor, screenshot, tourComplete, useBrowser } from './support/browser';
import { fieldLabel, seedTour, signInThenOpen } from './support/seed-content';

const browser = useBrowser();

/** A published tour whose works each have their own map, as every demo work does. */
const tour = seedTour('mnba-mirar-y-ser-mirados', 'published');
const tourWorks = works.filter((w) => w.expositionId === tour.id);
/** A real floor plan of the demo content, picked from disk as an admin would. */
const PLAN = join(process.cwd(), 'seed', 'media', 'maps', 'pueyrredon-el-bano-900.webp');
const NEW_WORK = { es: 'Obra sin plano propio', en: 'Work without a plan of its own' };

/** A picked picture's preview, decoded: its pixel width as the browser sees it. */
async function previewWidth(page: Page, name: string) {
  const preview = page.getByRole('img', { name });
  await preview.waitFor();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  return preview.evaluate((image: HTMLImageElement) => image.naturalWidth);
}

/** The tour's page on a visitor's phone, whole, and the card of the work added without a map. */
async function openNewWork(page: Page) {
  await page.goto(`${APP_URL}/muestra/${tour.id}`);
  await page.getByRole('heading', { level: 1, name: tour.name.es }).waitFor();
  await tourComplete(page);
  return page.getByRole('article', { name: new RegExp(NEW_WORK.es) });
}

const created: string[] = [];
afterAll(async () => {
  // Leave the demo content as it was: the work and the plan go, the tour loses its map.
  await removeWorks(created);
  for (const path of await storagePaths(`${tour.id}/`)) {
    if (path.startsWith(`${tour.id}/map`)) await deleteFile(path);
  }
  await writeDocument(`exposition/${tour.id}`, {}, { only: ['map'] });
});

describe("an admin sets a tour's floor plan", () => {
  it(
    'once for the tour: a work without its own shows it to visitors, and offline',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop');
      try {
        await signInThenOpen(page, `/cpanel/edit-exposition/${tour.id}`);
        await page.getByRole('heading', { name: 'Editar recorrido' }).waitFor();
        const plan = page.getByLabel('Plano del recorrido', { exact: true });
        await expect(plan.getAttribute('required')).resolves.toBeNull();
        await plan.setInputFiles(PLAN);
        // The plan as picked, with its size, before anything is sent.
        expect(
          await previewWidth(
            page,
            'Plano del recorrido: pueyrredon-el-bano-900.webp, tal como la elegiste',
          ),
        ).toBe(900);
        await page
          .getByText(/^Elegido: pueyrredon-el-bano-900\.webp \([\d,]+ MB\) · 900 × 1200 px$/)
          .waitFor();
        await screenshot(page, 'cpanel-tour-floor-plan-desktop-es');
        expect(await violations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await expect
          .poll(async () => (await readDocument(`exposition/${tour.id}`))?.map, { timeout: 60_000 })
          .toMatchObject({ path: `${tour.id}/map-900.webp`, width: 900, height: 1200 });

        // A new work, no map of its own: the form says it will show the tour's plan.
        await page.goto(`${APP_URL}/cpanel/art-form?expositionId=${tour.id}`);
        await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
        await page
          .getByText('Sin mapa propio, esta obra muestra el plano del recorrido.')
          .waitFor();
        const before = await documentIds('obras');
        await page.getByLabel(fieldLabel('Título (español)')).fill(NEW_WORK.es);
        await page.getByLabel(fieldLabel('Título (inglés)')).fill(NEW_WORK.en);
        await page.getByLabel(fieldLabel('Artista')).fill('Prilidiano Pueyrredón');
        await page.getByLabel(fieldLabel('Descripción (español)')).fill('Texto');
        await page.getByLabel(fieldLabel('Descripción (inglés)')).fill('Text');
        await page
          .getByLabel('Imagen de la obra')
          .setInputFiles(
            join(process.cwd(), 'seed', 'media', 'works', 'pueyrredon-el-bano-960.webp'),
          );
        // The picture is shown before saving.
        expect(
          await previewWidth(
            page,
            'Imagen de la obra: pueyrredon-el-bano-960.webp, tal como la elegiste',
          ),
        ).toBeGreaterThan(0);
        await screenshot(page, 'cpanel-work-uses-tour-plan-desktop-es');
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await page.locator('.Toastify').getByText('Obra agregada', { exact: true }).waitFor();
        const added = (await documentIds('obras')).filter((id) => !before.includes(id));
        created.push(...added);
        expect(added).toHaveLength(1);
        const stored = await readDocument(`obras/${added[0] ?? ''}`);
        expect(stored?.media).not.toHaveProperty('map');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }

      // A visitor, on a phone: the new work's "View location" opens the tour's plan.
      const visitor = await newVisitor(browser(), 'phone');
      try {
        const { page } = visitor;
        const card = await openNewWork(page);
        await card.getByRole('button', { name: 'Ver ubicación' }).click();
        const viewer = page.getByRole('dialog', {
          name: new RegExp(`Dónde está «${NEW_WORK.es}»`),
        });
        await viewer.waitFor();
        const image = viewer.getByRole('img', {
          name: `Plano de las salas del recorrido, donde está «${NEW_WORK.es}»`,
        });
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
          .toMatch(new RegExp(`${tour.id}%2Fmap-(900|640)\\.webp`));
        await screenshot(page, 'viewer-tour-plan-phone-es', { fullPage: false });
        await page.keyboard.press('Escape');
        await viewer.waitFor({ state: 'hidden' });
        // The works with their own map still show theirs.
        const first = tourWorks.find((w) => w.order === 1);
        if (!first) throw new Error('the tour needs a first work');
        await page
          .getByRole('article', { name: new RegExp(first.name.es) })
          .getByRole('button', { name: 'Ver ubicación' })
          .click();
        const own = page.getByRole('dialog', { name: new RegExp(`Dónde está «${first.name.es}»`) });
        await expect
          .poll(() => own.getByRole('img').evaluate((img: HTMLImageElement) => img.currentSrc))
          .toMatch(new RegExp(`${first.id}%2Fmap`));
        await page.keyboard.press('Escape');

        // Saved for offline use: the tour's plan is in it, once (with its small copy).
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 30_000,
        });
        await page.getByRole('button', { name: /^Descargar para usar sin conexión · / }).click();
        const sheet = page.getByRole('dialog', { name: 'Guardar para usar sin conexión' });
        await sheet.getByRole('button', { name: /^Guardar recorrido \(/ }).click();
        await sheet.getByText(/^Guardado en este teléfono/).waitFor({ timeout: 90_000 });
        const cached = await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            for (const request of await cache.keys()) urls.push(request.url);
          }
          return urls;
        });
        const plans = cached.filter((url) => url.includes(`${tour.id}%2Fmap-`));
        expect(plans.map((url) => /map-(\d+)\.webp/.exec(url)?.[1]).sort()).toEqual(['640', '900']);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    },
  );

  it(
    'in English, on a phone: the tour form’s plan field and its preview',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'phone', 'en');
      try {
        await signInThenOpen(page, `/cpanel/edit-exposition/${tour.id}`, { language: 'en' });
        await page.getByRole('heading', { name: 'Edit tour' }).waitFor();
        const plan = page.getByLabel('Tour floor plan');
        await plan.scrollIntoViewIfNeeded();
        await page
          .getByText(/Optional: works without a map of their own show this one\./)
          .waitFor();
        await plan.setInputFiles(PLAN);
        expect(
          await previewWidth(page, 'Tour floor plan: pueyrredon-el-bano-900.webp, as you chose it'),
        ).toBe(900);
        await page
          .getByText(/^Chosen: pueyrredon-el-bano-900\.webp \([\d.]+ MB\) · 900 × 1200 px$/)
          .waitFor();
        await page.getByRole('img', { name: /as you chose it$/ }).scrollIntoViewIfNeeded();
        await screenshot(page, 'cpanel-tour-floor-plan-phone-en', { fullPage: false });
        expect(await violations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'is removed after asking: the plan and its files go, and the work without a map shows none',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop');
      try {
        await signInThenOpen(page, `/cpanel/edit-exposition/${tour.id}`);
        await page.getByRole('heading', { name: 'Editar recorrido' }).waitFor();
        await page.getByRole('button', { name: 'Quitar el plano' }).click();
        const dialog = page.getByRole('dialog', { name: '¿Quitar el plano del recorrido?' });
        await dialog.getByText(/^Las obras sin mapa propio dejarán de mostrar un plano/).waitFor();
        await screenshot(page, 'cpanel-tour-floor-plan-remove-desktop-es', { fullPage: false });
        expect(await violations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Quitar plano' }).click();
        await page
          .locator('.Toastify')
          .getByText('Plano del recorrido quitado', { exact: true })
          .waitFor();
        await page.getByRole('button', { name: 'Quitar el plano' }).waitFor({ state: 'detached' });
        expect((await readDocument(`exposition/${tour.id}`))?.map).toBeNull();
        const plans = (await storagePaths(`${tour.id}/`)).filter((path) =>
          path.startsWith(`${tour.id}/map`),
        );
        expect(plans).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }

      // The work without a map of its own has no location to show now; the others keep theirs.
      const visitor = await newVisitor(browser(), 'phone');
      try {
        const { page } = visitor;
        const card = await openNewWork(page);
        await card.waitFor();
        await expect(card.getByRole('button', { name: 'Ver ubicación' }).count()).resolves.toBe(0);
        const first = tourWorks.find((w) => w.order === 1);
        await expect(
          page
            .getByRole('article', { name: new RegExp(first?.name.es ?? '') })
            .getByRole('button', { name: 'Ver ubicación' })
            .count(),
        ).resolves.toBe(1);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    },
  );
});
