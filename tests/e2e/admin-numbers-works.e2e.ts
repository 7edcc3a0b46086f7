// An admin numbers a tour's works: a new work given a place another work has takes it, the
// others move down one and the works page says which changed place (their labels and QR codes
// stay as printed); deleting one (to the trash) closes the gap. A tour stored with repeated and missing numbers says
// which, and is renumbered 1..n with one click. On a laptop in Spanish, on a phone in English.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteDocument,
  documentIds,
  readDocument,
  StoredTime,
  writeDocuments,
  removeWorks,
} from '../support/inspect';
import { APP_URL, newVisitor, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { fieldLabel, signInTo } from './support/seed-content';

const browser = useBrowser();

const AT = new StoredTime('2026-01-01T12:00:00.000000Z');
const TOUR = 'e2e-numbers';
const MESSY = 'e2e-numbers-messy';
const WORKS = [
  { id: 'e2e-numbers-1', es: 'Uno', en: 'One' },
  { id: 'e2e-numbers-2', es: 'Dos', en: 'Two' },
  { id: 'e2e-numbers-3', es: 'Tres', en: 'Three' },
] as const;
/** Stored numbers 1, 2, 2, 5: 2 twice, 3 and 4 missing. */
const MESSY_WORKS = [
  { id: 'e2e-messy-a', order: 1, en: 'Alpha' },
  { id: 'e2e-messy-b', order: 2, en: 'Bravo' },
  { id: 'e2e-messy-c', order: 2, en: 'Charlie' },
  { id: 'e2e-messy-d', order: 5, en: 'Delta' },
] as const;

const bilingual = (es: string, en = es) => ({ es, en });
const tourData = (name: string) => ({
  tematicId: 'mnba',
  name: bilingual(name),
  description: bilingual('Para numerar obras', 'To number works'),
  resume: bilingual(''),
  address: 'Av. del Libertador 1473',
  museum: bilingual('Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
  highlight: false,
  likeCount: 0,
  state: 'draft',
  image: null,
  worksVersion: 0,
  createdAt: AT,
  updatedAt: AT,
});
const workData = (tourId: string, order: number, es: string, en: string) => ({
  expositionId: tourId,
  order,
  name: bilingual(es, en),
  description: bilingual('Óleo sobre tela', 'Oil on canvas'),
  author: 'Cándido López',
  transcript: bilingual(''),
  room: bilingual(''),
  media: {},
  createdAt: AT,
  updatedAt: AT,
});

const image = () => ({
  name: 'berni-manifestacion-960.webp',
  mimeType: 'image/webp',
  buffer: readFileSync(
    join(process.cwd(), 'seed', 'media', 'works', 'berni-manifestacion-960.webp'),
  ),
});

/** The works page's rows as "number title", top to bottom, once the page has its list. */
async function rows(page: Page): Promise<string[]> {
  await page.locator('ol.admin-list:not([aria-busy="true"])').waitFor();
  return page
    .locator('.cpanel-row')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.cpanel-row__order')?.textContent.trim() ?? '?'} ${item.querySelector('.cpanel-row__title')?.textContent.trim() ?? '?'}`,
      ),
    );
}

/** The stored numbers of the tour's works, by id. */
async function stored(ids: readonly string[]): Promise<Record<string, unknown>> {
  const numbers: Record<string, unknown> = {};
  for (const id of ids) numbers[id] = (await readDocument(`obras/${id}`))?.order ?? null;
  return numbers;
}

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();

beforeAll(async () => {
  await writeDocuments([
    { path: `exposition/${TOUR}`, data: tourData('Numeración') },
    ...WORKS.map((work, index) => ({
      path: `obras/${work.id}`,
      data: workData(TOUR, index + 1, work.es, work.en),
    })),
    { path: `exposition/${MESSY}`, data: tourData('Números viejos') },
    ...MESSY_WORKS.map((work) => ({
      path: `obras/${work.id}`,
      data: workData(MESSY, work.order, work.en, work.en),
    })),
  ]);
});

afterAll(async () => {
  // What the journeys made, removed as its owner, files first.
  const works = await documentIds('obras');
  const ours = works.filter(
    (id) => id.startsWith('e2e-numbers') || id.startsWith('e2e-messy') || added.includes(id),
  );
  await removeWorks(ours);
  await deleteDocument(`exposition/${TOUR}`);
  await deleteDocument(`exposition/${MESSY}`);
});

const added: string[] = [];

describe('an admin numbers a tour’s works', () => {
  it(
    'adds a work with number 2, taken: it takes it, the others move down and the page says so; a delete closes the gap',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop', 'es');
      try {
        const worksPage = `/cpanel/my-works-of-art/${TOUR}`;
        await signInTo(page, worksPage, { language: 'es' });
        expect(await rows(page)).toEqual(['1 Uno', '2 Dos', '3 Tres']);
        await expect(
          page.getByRole('region', { name: 'Cambiaron de lugar' }).count(),
        ).resolves.toBe(0);

        const before = await documentIds('obras');
        await page.getByRole('link', { name: '+ Agregar obra' }).click();
        await page.getByLabel(fieldLabel('Título (español)')).fill('Nueva');
        await page.getByLabel(fieldLabel('Título (inglés)')).fill('New');
        await page.getByLabel(fieldLabel('Artista')).fill('Cándido López');
        await page.getByLabel(fieldLabel('Descripción (español)')).fill('Una obra nueva.');
        await page.getByLabel(fieldLabel('Descripción (inglés)')).fill('A new work.');
        await page.getByLabel('Imagen de la obra').setInputFiles(image());
        // The next number is proposed; the admin wants it second, where "Dos" is.
        const order = page.getByLabel(fieldLabel('Lugar en el recorrido'));
        await expect.poll(() => order.inputValue()).toBe('4');
        await order.fill('2');
        await page
          .getByText('Si otra obra ya está en ese lugar, esa y las siguientes bajan un lugar.', {
            exact: false,
          })
          .waitFor();
        await page.getByRole('button', { name: 'Agregar obra', exact: true }).click();

        await page.waitForURL(`${APP_URL}${worksPage}`, { timeout: 60_000 });
        await toast(page, 'Obra agregada');
        expect(await rows(page)).toEqual(['1 Uno', '2 Nueva', '3 Dos', '4 Tres']);
        const notice = page.getByRole('region', { name: 'Cambiaron de lugar' });
        await expect(notice.getByRole('listitem').allTextContents()).resolves.toEqual([
          '«Dos»: del lugar 2 al 3',
          '«Tres»: del lugar 3 al 4',
        ]);
        await notice
          .getByText('Sus etiquetas y códigos QR no cambian: no hace falta imprimirlos de nuevo.')
          .waitFor();
        const [newId] = (await documentIds('obras')).filter((id) => !before.includes(id));
        if (!newId) throw new Error('no work was added');
        added.push(newId);
        expect(await stored([WORKS[0].id, newId, WORKS[1].id, WORKS[2].id])).toEqual({
          [WORKS[0].id]: 1,
          [newId]: 2,
          [WORKS[1].id]: 3,
          [WORKS[2].id]: 4,
        });
        await screenshot(page, 'cpanel-works-numbers-moved-desktop-es');
        await page.setViewportSize(VIEWPORTS.phone);
        await screenshot(page, 'cpanel-works-numbers-moved-phone-es');
        await page.setViewportSize(VIEWPORTS.desktop);

        // Deleting the new work closes the gap it leaves.
        await page.getByRole('button', { name: 'Eliminar Nueva', exact: true }).click();
        await page
          .getByRole('dialog', { name: '¿Mover la obra a la papelera?' })
          .getByRole('button', { name: 'Mover a la papelera' })
          .click();
        await toast(page, 'Obra movida a la papelera');
        await expect.poll(() => rows(page)).toEqual(['1 Uno', '2 Dos', '3 Tres']);
        await expect(
          page
            .getByRole('region', { name: 'Cambiaron de lugar' })
            .getByRole('listitem')
            .allTextContents(),
        ).resolves.toEqual(['«Dos»: del lugar 3 al 2', '«Tres»: del lugar 4 al 3']);
        expect(await stored(WORKS.map((work) => work.id))).toEqual({
          [WORKS[0].id]: 1,
          [WORKS[1].id]: 2,
          [WORKS[2].id]: 3,
        });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'finds a tour stored with repeated and missing numbers, and renumbers it 1..n with one click',
    { timeout: 90_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'phone', 'en');
      try {
        await signInTo(page, `/cpanel/my-works-of-art/${MESSY}`, { language: 'en' });
        expect(await rows(page)).toEqual(['1 Alpha', '2 Bravo', '2 Charlie', '5 Delta']);
        const broken = page.getByRole('region', { name: 'Repeated or missing numbers' });
        await broken.getByText('Repeated: 2. Missing: 3, 4.').waitFor();
        await screenshot(page, 'cpanel-works-numbers-broken-phone-en');
        await page.setViewportSize(VIEWPORTS.desktop);
        await screenshot(page, 'cpanel-works-numbers-broken-desktop-en');
        await page.setViewportSize(VIEWPORTS.phone);
        await broken.getByRole('button', { name: 'Renumber 1 to 4' }).click();
        await toast(page, 'Numbers put right');
        await expect.poll(() => rows(page)).toEqual(['1 Alpha', '2 Bravo', '3 Charlie', '4 Delta']);
        await expect(broken.count()).resolves.toBe(0);
        await expect(
          page
            .getByRole('region', { name: 'Places changed' })
            .getByRole('listitem')
            .allTextContents(),
        ).resolves.toEqual(['“Charlie”: from place 2 to 3', '“Delta”: from place 5 to 4']);
        expect(await stored(MESSY_WORKS.map((work) => work.id))).toEqual({
          'e2e-messy-a': 1,
          'e2e-messy-b': 2,
          'e2e-messy-c': 3,
          'e2e-messy-d': 4,
        });
        await screenshot(page, 'cpanel-works-numbers-renumbered-phone-en');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
