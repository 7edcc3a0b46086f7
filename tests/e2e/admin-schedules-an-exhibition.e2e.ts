// An admin turns a published demo tour into a temporary exhibition: unpublished first, given days
// around today on its form, published again; the tours list says it is in its last days and its
// dates filter finds it. Its closing day moved into the past (the form warns, and saves), the
// list says it closed and how to reopen it; later days reopen it. What is stored then is a
// published exhibition with its days, which its museum lists; made permanent again, it is a
// published tour its museum counts. The demo tour and its museum are put back as they were.
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayToIso, today, type Day } from '@/lib/days';
import { formatShortDay } from '@/lib/format';
import { readDocument, snapshotDocument } from '../support/inspect';
import { localeTexts } from '../support/locale-texts';
import { violations } from './support/axe';
import { newVisitor, screenshot, useBrowser, VIEWPORTS } from './support/browser';
import { fieldLabel, seedTour, signInThenOpen } from './support/seed-content';

const browser = useBrowser();

/** A published demo tour of four complete works: publishing it again needs nothing more. */
const tour = seedTour('moderno-materia-y-gesto', 'published');
const NAME = tour.name.es;
const TODAY = today();
/** Opened a week ago, closing in five days: in its last days. */
const OPENS = addDays(TODAY, -7);
const CLOSES = addDays(TODAY, 5);
const REOPENED_UNTIL = addDays(TODAY, 40);

let t: { es: TFunction; en: TFunction };
const restore: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await localeTexts();
  // Publishing and the days change the tour and its museum (its count, its exhibitions).
  restore.push(await snapshotDocument(`exposition/${tour.id}`));
  restore.push(await snapshotDocument(`tematics/${tour.tematicId}`));
});

afterAll(async () => {
  for (const put of restore) await put();
});

/** A day as the list says it, in the page's language. */
const said = (day: Day, language: 'es' | 'en' = 'es') => formatShortDay(day, TODAY, t[language]);

/** The tour's row, named in the page's language. */
function row(page: Page, english = false) {
  const name = english ? tour.name.en : NAME;
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

async function toast(page: Page, text: string) {
  await page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();
}

/**
 * Closes the toasts on screen: fixed at the top of the window, a whole-page screenshot would show
 * them over the middle of the form.
 */
async function closeToasts(page: Page) {
  // Clicked in the page: a toast sliding in is never still enough for a pointer click.
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('.Toastify__close-button'))
      button.click();
  });
  await expect.poll(() => page.locator('.Toastify__toast').count()).toBe(0);
}

/** Chooses `action` in the "Más" menu of the tour's row. */
async function rowAction(page: Page, action: string) {
  await page.getByRole('button', { name: `Más acciones para ${NAME}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Más acciones para ${NAME}` })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}

async function openForm(page: Page) {
  await row(page)
    .getByRole('link', { name: `Editar ${NAME}`, exact: true })
    .click();
  await page.getByRole('heading', { name: 'Editar recorrido', level: 1 }).waitFor();
}

/** Saves the form, which goes back to the list. */
async function saveForm(page: Page) {
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Modificación exitosa');
  await page.getByRole('heading', { name: 'Recorridos', level: 1 }).waitFor();
}

const dates = (page: Page) => page.getByRole('combobox', { name: 'Fechas' });
const stored = () => readDocument(`exposition/${tour.id}`);

/** Screenshots of what is on screen now, on a phone and a laptop, in Spanish and English. */
async function everyScreen(page: Page, name: string, ready: (english: boolean) => Promise<void>) {
  for (const english of [false, true]) {
    if (english) {
      await page
        .getByRole('button', { name: /Cambiar a English|English/ })
        .first()
        .click();
      await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    }
    await ready(english);
    await closeToasts(page);
    const language = english ? 'en' : 'es';
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await screenshot(page, `${name}-${viewport}-${language}`);
    }
  }
  await page
    .getByRole('button', { name: /Español|Spanish/ })
    .first()
    .click();
  await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
}

describe('an admin schedules an exhibition', () => {
  it(
    'makes a tour temporary, publishes it, finds it in its last days, closes it, reopens it and makes it permanent again',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop');
      try {
        const countAtStart = (await readDocument(`tematics/${tour.tematicId}`))?.publishedTours;
        expect(countAtStart).toEqual(expect.any(Number));
        await signInThenOpen(page, '/cpanel/expositions');
        await row(page).waitFor();
        // A permanent tour says nothing of dates.
        await expect(row(page).locator('.tour-phase').count()).resolves.toBe(0);

        // Unpublished first, so that publishing it is the journey's own.
        await rowAction(page, 'Marcar como borrador');
        await page
          .getByRole('dialog', { name: '¿Marcar como borrador?' })
          .getByRole('button', { name: 'Marcar como borrador', exact: true })
          .click();
        await toast(page, 'El recorrido volvió a borrador');

        await openForm(page);
        const kind = page.getByRole('group', { name: 'Tipo de recorrido' });
        await kind.getByRole('radio', { name: 'Permanente' }).waitFor();
        expect(await kind.getByRole('radio', { name: 'Permanente' }).isChecked()).toBe(true);
        await kind.getByRole('radio', { name: 'Muestra temporaria' }).check();
        const opening = page.getByLabel(fieldLabel('Día de apertura'));
        const closing = page.getByLabel(fieldLabel('Día de cierre'));
        // Both days are required.
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await page.getByText('*Falta completar 2 campos obligatorios: están marcados.').waitFor();
        expect(await closing.getAttribute('aria-invalid')).toBe('true');
        await opening.fill(dayToIso(OPENS));
        // A closing day before the opening day is refused on its field.
        await closing.fill(dayToIso(addDays(OPENS, -1)));
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await page.getByText('*El día de cierre no puede ser anterior al de apertura.').waitFor();
        await closing.fill(dayToIso(CLOSES));
        expect(await violations(page, 'main')).toEqual([]);
        await everyScreen(page, 'cpanel-exhibition-form', async (english) => {
          await page
            .getByRole('group', { name: english ? 'Kind of tour' : 'Tipo de recorrido' })
            .waitFor();
        });
        await page.setViewportSize(VIEWPORTS.desktop);
        await saveForm(page);
        await row(page).getByText('Borrador', { exact: true }).waitFor();
        await row(page)
          .getByText(`Últimos días · hasta el ${said(CLOSES)}`, { exact: true })
          .waitFor();

        // Published again: an exhibition publishes as any tour, stored in a state of its own.
        await rowAction(page, 'Publicar');
        await page
          .getByRole('dialog', { name: '¿Publicar el recorrido?' })
          .getByRole('button', { name: 'Publicar', exact: true })
          .click();
        await toast(page, 'Recorrido publicado');
        await row(page).getByText('Publicado', { exact: true }).waitFor();
        expect((await stored())?.state).toBe('exhibition');

        // The dates filter finds it among the open ones and those in their last days only.
        await dates(page).selectOption({ label: 'Últimos días' });
        await row(page).waitFor();
        expect(new URL(page.url()).searchParams.get('dates')).toBe('lastDays');
        await dates(page).selectOption({ label: 'Abiertas' });
        await row(page).waitFor();
        await dates(page).selectOption({ label: 'Permanentes' });
        await expect.poll(() => row(page).count()).toBe(0);
        await dates(page).selectOption({ label: 'Últimos días' });
        await row(page).waitFor();
        expect(await violations(page, 'main')).toEqual([]);
        await everyScreen(page, 'cpanel-exhibitions-list', async (english) => {
          await row(page, english)
            .getByText(
              english
                ? `Last days · until ${said(CLOSES, 'en')}`
                : `Últimos días · hasta el ${said(CLOSES)}`,
              { exact: true },
            )
            .waitFor();
        });
        await page.setViewportSize(VIEWPORTS.desktop);
        await dates(page).selectOption({ label: 'Todas' });

        // Its closing day moved into the past: warned, not refused.
        await openForm(page);
        const yesterday = addDays(TODAY, -1);
        await page.getByLabel(fieldLabel('Día de cierre')).fill(dayToIso(yesterday));
        const warning = page.getByText(
          'Esta fecha ya pasó: la muestra no aparecerá en las listas.',
          { exact: true },
        );
        await warning.waitFor();
        await closeToasts(page);
        await screenshot(page, 'cpanel-exhibition-form-past-desktop-es');
        await saveForm(page);
        await row(page)
          .getByText(`Terminada el ${said(yesterday)}`, { exact: true })
          .waitFor();
        await dates(page).selectOption({ label: 'Terminadas' });
        await row(page).waitFor();
        await closeToasts(page);
        await screenshot(page, 'cpanel-exhibitions-closed-desktop-es');
        await page.setViewportSize(VIEWPORTS.phone);
        await screenshot(page, 'cpanel-exhibitions-closed-phone-es');
        await page.setViewportSize(VIEWPORTS.desktop);

        // Reopened by moving its dates: the row leads to the form.
        await row(page)
          .getByRole('link', { name: `Cambiá las fechas para volver a abrirla (${NAME})` })
          .click();
        await page.getByRole('heading', { name: 'Editar recorrido', level: 1 }).waitFor();
        await page.getByLabel(fieldLabel('Día de cierre')).fill(dayToIso(REOPENED_UNTIL));
        await expect.poll(() => warning.count()).toBe(0);
        await saveForm(page);
        await dates(page).selectOption({ label: 'Abiertas' });
        await row(page)
          .getByText(`Abierta · hasta el ${said(REOPENED_UNTIL)}`, { exact: true })
          .waitFor();

        // What is stored: a published exhibition with its days, listed by its museum.
        const document = await stored();
        expect(document).toMatchObject({
          state: 'exhibition',
          opensOn: OPENS,
          closesOn: REOPENED_UNTIL,
          playsBeforeOpening: false,
        });
        const museum = await readDocument(`tematics/${tour.tematicId}`);
        expect(museum?.exhibitions).toMatchObject({ [tour.id]: [OPENS, REOPENED_UNTIL] });

        // Made permanent again while published: a published tour of its museum's, without days.
        await openForm(page);
        await page
          .getByRole('group', { name: 'Tipo de recorrido' })
          .getByRole('radio', { name: 'Permanente' })
          .check();
        await saveForm(page);
        await dates(page).selectOption({ label: 'Permanentes' });
        await row(page).getByText('Publicado', { exact: true }).waitFor();
        await expect(row(page).locator('.tour-phase').count()).resolves.toBe(0);
        const permanent = await stored();
        expect(permanent?.state).toBe('published');
        expect(permanent).not.toHaveProperty('closesOn');
        const after = await readDocument(`tematics/${tour.tematicId}`);
        expect(after?.exhibitions ?? {}).not.toHaveProperty(tour.id);
        // Counted among its museum's published tours as it was at the start.
        expect(after?.publishedTours).toBe(countAtStart);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
