// A printed label keeps opening its work. An admin notes a work's number and QR address on the
// QR sheet, moves it and another work, adds a work first and moves one to the trash: the old
// address and the number box still open the same work, and the new work has a number of its
// own. A demo tour whose works were stored before labels had numbers of their own keeps every
// printed address through its first reordering. Screens: the works page, the QR sheet and the
// tour page, on a phone and a laptop, in Spanish and English.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteDocument,
  documentIds,
  readDocument,
  removeWorks,
  StoredTime,
  writeDocument,
  writeDocuments,
} from '../support/inspect';
import { APP_URL, newVisitor, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { fieldLabel, seedTour, signInTo, worksOf } from './support/seed-content';

const browser = useBrowser();

const AT = new StoredTime('2026-01-01T12:00:00.000000Z');
const TOUR = 'e2e-labels';
const WORKS = [
  { id: 'e2e-labels-1', es: 'Uno', en: 'One', picture: 'giudici-sopa-de-los-pobres' },
  { id: 'e2e-labels-2', es: 'Dos', en: 'Two', picture: 'sivori-despertar-de-la-criada' },
  { id: 'e2e-labels-3', es: 'Tres', en: 'Three', picture: 'carcova-sin-pan-y-sin-trabajo' },
] as const;
/** A demo tour, published, whose works the second journey stores as they were before codes. */
const OLD = seedTour('moderno-materia-y-gesto', 'published');
const OLD_WORKS = worksOf(OLD, 3);

const bilingual = (es: string, en = es) => ({ es, en });

/** A stored picture of the demo content, as a work's `mainImg` (served from the seed's folder). */
async function pictureOf(seedWorkId: string) {
  const work = await readDocument(`obras/${seedWorkId}`);
  const media = work?.media as { mainImg?: Record<string, string | number> } | undefined;
  if (!media?.mainImg) throw new Error(`the seed work ${seedWorkId} has no picture`);
  return media.mainImg;
}

const image = () => ({
  name: 'berni-manifestacion-960.webp',
  mimeType: 'image/webp',
  buffer: readFileSync(
    join(process.cwd(), 'seed', 'media', 'works', 'berni-manifestacion-960.webp'),
  ),
});

/** The works page's rows as "place title label", top to bottom, once the page has its list. */
async function rows(page: Page): Promise<string[]> {
  await page.locator('ol.admin-list:not([aria-busy="true"])').waitFor();
  return page
    .locator('.cpanel-row')
    .evaluateAll((items) =>
      items.map((item) =>
        [
          item.querySelector('.cpanel-row__order')?.textContent.trim(),
          item.querySelector('.cpanel-row__title')?.textContent.trim(),
          item.querySelector('.work-code')?.textContent.trim(),
        ].join(' '),
      ),
    );
}

/** The QR sheet's labels as "number title address", in the tour's order. */
async function labels(page: Page): Promise<string[]> {
  await page.locator('.qr-sheet__label').first().waitFor();
  return page
    .locator('.qr-sheet__label')
    .evaluateAll((items) =>
      items.map((item) =>
        ['number', 'name', 'url']
          .map((part) => item.querySelector(`.qr-sheet__${part}`)?.textContent.trim())
          .join(' '),
      ),
    );
}

/**
 * Waits until the tour page has brought the work titled `heading` ("Obra 2: Dos": its label's
 * number and title) into view with its title focused, as a label's address and the number box do.
 */
async function expectFocus(page: Page, heading: string) {
  await page.waitForFunction(
    (text) =>
      document.activeElement?.id.startsWith('work-') === true &&
      document.activeElement.textContent.trim() === text,
    heading,
    { timeout: 15_000 },
  );
}

/** Types `number` in the tour page's number box and goes. */
async function goToNumber(page: Page, number: string, language: 'es' | 'en' = 'es') {
  const [label, go] = language === 'es' ? ['Ir al número', 'Ir'] : ['Go to number', 'Go'];
  await page.getByRole('textbox', { name: label }).fill(number);
  await page.getByRole('button', { name: go, exact: true }).click();
}

/**
 * The page at `path` in both languages, on a phone and a laptop, each once `ready` shows: the
 * screenshots looked at before a change of these screens is done.
 */
async function everyScreen(page: Page, path: string, name: string, ready: string) {
  for (const language of ['es', 'en'] as const) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto(`${APP_URL}${path}`);
    await page.locator(ready).first().waitFor();
    for (const [screen, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.locator(ready).first().waitFor();
      await screenshot(page, `labels-${name}-${screen}-${language}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.setViewportSize(VIEWPORTS.desktop);
}

const added: string[] = [];

beforeAll(async () => {
  const tour = await readDocument(`exposition/${OLD.id}`);
  await writeDocuments([
    {
      path: `exposition/${TOUR}`,
      data: {
        tematicId: 'mnba',
        name: bilingual('Etiquetas', 'Labels'),
        description: bilingual('Para probar etiquetas', 'To try labels'),
        resume: bilingual(''),
        address: 'Av. del Libertador 1473',
        museum: bilingual('Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
        highlight: false,
        likeCount: 0,
        state: 'published',
        image: JSON.parse(JSON.stringify(tour?.image ?? null)) as Record<
          string,
          string | number
        > | null,
        worksVersion: 0,
        nextWorkCode: 4,
        createdAt: AT,
        updatedAt: AT,
      },
    },
    ...(await Promise.all(
      WORKS.map(async (work, index) => ({
        path: `obras/${work.id}`,
        data: {
          expositionId: TOUR,
          order: index + 1,
          code: index + 1,
          name: bilingual(work.es, work.en),
          description: bilingual('Óleo sobre tela', 'Oil on canvas'),
          author: 'Cándido López',
          transcript: bilingual(''),
          room: bilingual(''),
          media: { mainImg: await pictureOf(work.picture) },
          createdAt: AT,
          updatedAt: AT,
        },
      })),
    )),
  ]);
});

afterAll(async () => {
  const ours = (await documentIds('obras')).filter(
    (id) => id.startsWith('e2e-labels') || added.includes(id),
  );
  await removeWorks(ours);
  for (const id of await documentIds('trash'))
    if (id.startsWith('work_e2e-labels') || added.some((each) => id === `work_${each}`))
      await deleteDocument(`trash/${id}`);
  await deleteDocument(`exposition/${TOUR}`);
  // The demo tour as seeded: its numbers, its labels and its counter.
  for (const work of worksOf(OLD, 3))
    await writeDocument(
      `obras/${work.id}`,
      { order: work.order, code: work.order },
      {
        only: ['order', 'code'],
      },
    );
  const count = worksOf(OLD, 3).length;
  await writeDocument(
    `exposition/${OLD.id}`,
    { nextWorkCode: count + 1 },
    {
      only: ['nextWorkCode'],
    },
  );
});

describe('a printed label', () => {
  it(
    'opens the same work after the admin moves it and another, adds one and trashes one',
    { timeout: 180_000 },
    async () => {
      const admin = await newVisitor(browser(), 'desktop', 'es');
      const visitor = await newVisitor(browser(), 'phone', 'es');
      try {
        const { page } = admin;
        await signInTo(page, `/cpanel/qr/${TOUR}`, { language: 'es' });
        const printed = await labels(page);
        const label = printed.find((each) => each.includes(' Dos '));
        const [number, , address] = label?.split(' ') ?? [];
        expect(number).toBe('2');
        expect(address).toBe(`${APP_URL}/muestra/${TOUR}/2`);

        const worksPage = `/cpanel/my-works-of-art/${TOUR}`;
        await page.goto(`${APP_URL}${worksPage}`);
        expect(await rows(page)).toEqual([
          '1 Uno Etiqueta 1',
          '2 Dos Etiqueta 2',
          '3 Tres Etiqueta 3',
        ]);
        await page
          .getByText('Subir y bajar cambia el orden del recorrido.', { exact: false })
          .waitFor();
        await page.getByRole('button', { name: 'Bajar Dos', exact: true }).click();
        await expect
          .poll(() => rows(page))
          .toEqual(['1 Uno Etiqueta 1', '2 Tres Etiqueta 3', '3 Dos Etiqueta 2']);
        await page.getByRole('button', { name: 'Bajar Uno', exact: true }).click();
        await expect
          .poll(() => rows(page))
          .toEqual(['1 Tres Etiqueta 3', '2 Uno Etiqueta 1', '3 Dos Etiqueta 2']);

        // A new work, put first: it takes the next label number, 4.
        const before = await documentIds('obras');
        await page.getByRole('link', { name: '+ Agregar obra' }).click();
        await page.getByLabel(fieldLabel('Título (español)')).fill('Nueva');
        await page.getByLabel(fieldLabel('Título (inglés)')).fill('New');
        await page.getByLabel(fieldLabel('Artista')).fill('Cándido López');
        await page.getByLabel(fieldLabel('Descripción (español)')).fill('Una obra nueva.');
        await page.getByLabel(fieldLabel('Descripción (inglés)')).fill('A new work.');
        await page.getByLabel('Imagen de la obra').setInputFiles(image());
        const order = page.getByLabel(fieldLabel('Lugar en el recorrido'));
        await expect.poll(() => order.inputValue()).toBe('4');
        await order.fill('1');
        await page.getByRole('button', { name: 'Agregar obra', exact: true }).click();
        await page.waitForURL(`${APP_URL}${worksPage}`, { timeout: 60_000 });
        const [newId] = (await documentIds('obras')).filter((id) => !before.includes(id));
        if (!newId) throw new Error('no work was added');
        added.push(newId);
        await expect
          .poll(() => rows(page))
          .toEqual([
            '1 Nueva Etiqueta 4',
            '2 Tres Etiqueta 3',
            '3 Uno Etiqueta 1',
            '4 Dos Etiqueta 2',
          ]);

        // Uno goes to the trash: the works after it move up a place, their labels stay.
        await page.getByRole('button', { name: 'Eliminar Uno', exact: true }).click();
        await page
          .getByRole('dialog', { name: '¿Mover la obra a la papelera?' })
          .getByRole('button', { name: 'Mover a la papelera' })
          .click();
        await expect
          .poll(() => rows(page))
          .toEqual(['1 Nueva Etiqueta 4', '2 Tres Etiqueta 3', '3 Dos Etiqueta 2']);
        expect((await readDocument(`exposition/${TOUR}`))?.nextWorkCode).toBe(5);

        await page.goto(`${APP_URL}/cpanel/qr/${TOUR}`);
        expect(await labels(page)).toEqual([
          `4 Nueva ${APP_URL}/muestra/${TOUR}/4`,
          `3 Tres ${APP_URL}/muestra/${TOUR}/3`,
          `2 Dos ${APP_URL}/muestra/${TOUR}/2`,
        ]);

        // The visitor scans the label printed before any of it.
        const phone = visitor.page;
        await phone.goto(address ?? '');
        await expectFocus(phone, 'Obra 2: Dos');
        // The number box: the new work's label, then the old one typed from the wall.
        await goToNumber(phone, '4');
        await phone.waitForURL(`${APP_URL}/muestra/${TOUR}/4`);
        await expectFocus(phone, 'Obra 4: Nueva');
        await goToNumber(phone, '2');
        await phone.waitForURL(`${APP_URL}/muestra/${TOUR}/2`);
        await expectFocus(phone, 'Obra 2: Dos');
        // Uno's label, 1, now opens nothing: never another work.
        await goToNumber(phone, '1');
        await phone
          .getByText(
            'Este recorrido no tiene una obra con el número 1. Revisá el número en la etiqueta.',
          )
          .waitFor();
        // Listed in the tour's order, each with the number on its label.
        const badges = await phone
          .locator('.work__number')
          .evaluateAll((items) => items.map((item) => item.textContent.trim()));
        expect(badges).toEqual(['4', '3', '2']);

        await everyScreen(page, worksPage, 'works-list', '.work-code');
        await everyScreen(page, `/cpanel/qr/${TOUR}`, 'qr-sheet', '.qr-sheet__label');
        await everyScreen(phone, `/muestra/${TOUR}/2`, 'tour-page', '.work__number');
        expect(admin.errors).toEqual([]);
        expect(visitor.errors).toEqual([]);
      } finally {
        await admin.context.close();
        await visitor.context.close();
      }
    },
  );

  it(
    'of a demo tour stored before labels had numbers of their own opens the same work after a reorder',
    { timeout: 120_000 },
    async () => {
      // The tour and its works as stored before codes: no counter, no codes, numbers 1..n.
      for (const work of OLD_WORKS) await writeDocument(`obras/${work.id}`, {}, { only: ['code'] });
      await writeDocument(`exposition/${OLD.id}`, {}, { only: ['nextWorkCode'] });
      const third = OLD_WORKS[2];
      const admin = await newVisitor(browser(), 'desktop', 'en');
      const visitor = await newVisitor(browser(), 'phone', 'en');
      try {
        const old = `${APP_URL}/muestra/${OLD.id}/3`;
        await visitor.page.goto(old);
        await expectFocus(visitor.page, `Work 3: ${third.name.en}`);

        await signInTo(admin.page, `/cpanel/my-works-of-art/${OLD.id}`, { language: 'en' });
        await admin.page
          .getByRole('button', { name: `Move up ${third.name.en}`, exact: true })
          .click();
        await expect
          .poll(async () => (await rows(admin.page))[1])
          .toBe(`2 ${third.name.en} Label 3`);
        // Every work's old label is stored as its code, and the tour counts on from there.
        for (const work of OLD_WORKS)
          expect((await readDocument(`obras/${work.id}`))?.code).toBe(work.order);
        expect((await readDocument(`exposition/${OLD.id}`))?.nextWorkCode).toBe(
          OLD_WORKS.length + 1,
        );

        // Another visitor, whose phone has kept nothing of the tour, scans the same label.
        const later = await newVisitor(browser(), 'phone', 'en');
        try {
          await later.page.goto(old);
          await expectFocus(later.page, `Work 3: ${third.name.en}`);
          await goToNumber(later.page, '2', 'en');
          await expectFocus(later.page, `Work 2: ${OLD_WORKS[1].name.en}`);
          expect(later.errors).toEqual([]);
        } finally {
          await later.context.close();
        }
        expect(admin.errors).toEqual([]);
        expect(visitor.errors).toEqual([]);
      } finally {
        await admin.context.close();
        await visitor.context.close();
      }
    },
  );
});
