// The admin moderates comments from the back-office: finds them by tour, hides one with a
// reason (the public tour page loses it), shows it again (it is back), deletes one (gone from
// Firestore once the page is left) and undoes another delete (it stays).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../seed/content.mjs';
import {
  deleteDocument,
  NEW_COMMENT_FLAGS,
  readDocument,
  StoredTime,
  writeDocument,
} from '../support/inspect';
import {
  APP_URL,
  EVERY_SCREEN_AND_LANGUAGE,
  newVisitor,
  screenshot,
  useBrowser,
} from './support/browser';
import { seedTour, signInThenOpen } from './support/seed-content';

const browser = useBrowser();
const tour = seedTour('mnba-realismo-social', 'published');
const author = users.find((user) => !user.isAdmin);
const admin = users.find((user) => user.isAdmin);
if (!author || !admin) throw new Error('the seed needs a visitor and an admin');

const stamp = Date.now().toString(36);
/** Comments of this run, newest first: each journey acts on its own. */
const COMMENTS = {
  hide: `Este comentario se oculta ${stamp}`,
  remove: `Este comentario se elimina ${stamp}`,
  keep: `Este comentario vuelve ${stamp}`,
  reported: `<b>Comentario denunciado</b> ${stamp}`,
  staff: `Gracias por venir: el equipo del museo ${stamp}`,
};
type Key = keyof typeof COMMENTS;
const idOf = (key: Key) => `e2e-moderation-${key}-${stamp}`;

beforeAll(async () => {
  const now = Date.now();
  for (const [index, key] of (Object.keys(COMMENTS) as Key[]).entries()) {
    const by = key === 'staff' ? admin : author;
    await writeDocument(`comments/${idOf(key)}`, {
      expositionId: tour.id,
      userId: by.uid,
      author: { name: by.name, surname: by.surname },
      comment: COMMENTS[key],
      likes: [],
      ...NEW_COMMENT_FLAGS,
      ...(key === 'reported' && { hidden: true, reported: true, reportCount: 3 }),
      ...(key === 'staff' && { staff: true }),
      createdAt: new StoredTime(new Date(now - index * 1000).toISOString()),
    });
  }
  // Three people's reports of the reported one: two say offensive, one spam.
  for (const [index, reason] of ['offensive', 'spam', 'offensive'].entries()) {
    await writeDocument(`comments/${idOf('reported')}/reports/e2e-reporter-${String(index)}`, {
      reason,
      createdAt: new StoredTime(new Date(now).toISOString()),
    });
  }
});

afterAll(async () => {
  for (const key of Object.keys(COMMENTS) as Key[]) {
    for (const index of [0, 1, 2]) {
      await deleteDocument(`comments/${idOf(key)}/reports/e2e-reporter-${String(index)}`);
    }
    await deleteDocument(`comments/${idOf(key)}`);
  }
});

/** The public tour page's comments, read signed out in a fresh browser (no cached copy). */
async function publicComments(browserNow: Browser): Promise<string[]> {
  const { context, page } = await newVisitor(browserNow, 'phone');
  try {
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    // The comments section has read its first page once a seeded comment shows.
    await page.locator('.comment__text').first().waitFor({ timeout: 30_000 });
    return await page.locator('.comment__text').allTextContents();
  } finally {
    await context.close();
  }
}

const row = (page: Page, key: Key) =>
  page.locator('li.moderation').filter({ hasText: COMMENTS[key] });

async function openComments(page: Page, search = '') {
  await signInThenOpen(page, `/cpanel/comments${search}`);
  await page.getByRole('heading', { name: 'Comentarios', level: 1 }).waitFor();
}

describe('comment moderation', () => {
  it(
    'hides a comment with a reason and shows it again; deletes one on leaving, and an undone delete stays',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'desktop');
      try {
        await openComments(page);
        await page.getByLabel('Recorrido').selectOption(tour.id);
        await page.waitForURL((url) => url.searchParams.get('tour') === tour.id);
        await row(page, 'hide').waitFor();
        // Newest first: this run's comments lead.
        await expect(page.locator('.moderation__text').first().textContent()).resolves.toBe(
          COMMENTS.hide,
        );
        // Every row is of the tour chosen.
        const tours = await page.locator('li.moderation .moderation__meta a').allTextContents();
        expect(new Set(tours)).toEqual(new Set([tour.name.es]));

        // The reported one: as text, with its reports counted by reason.
        const reported = row(page, 'reported');
        await reported.getByText('Denunciado 3 veces: Ofensivo (2) · Spam (1)').waitFor();
        await reported.getByText('Oculto por denuncias').waitFor();
        // An admin's comment carries the staff mark.
        await row(page, 'staff').getByText('Equipo', { exact: true }).waitFor();
        await expect(row(page, 'hide').getByText('Equipo', { exact: true }).count()).resolves.toBe(
          0,
        );

        // Hide, with a quick reason and a few words.
        await row(page, 'hide')
          .getByRole('button', { name: /^Ocultar/ })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Ocultar el comentario' });
        await dialog.getByRole('button', { name: 'Spam' }).click();
        await dialog.getByLabel('Motivo').pressSequentially(': publicidad');
        await dialog.getByRole('button', { name: 'Ocultar comentario' }).click();
        await row(page, 'hide').getByText('Oculto · Spam: publicidad').waitFor();
        await screenshot(page, 'cpanel-comments-hidden-desktop-es');
        expect(await readDocument(`comments/${idOf('hide')}`)).toMatchObject({
          hidden: true,
          reviewed: true,
          hiddenReason: 'Spam: publicidad',
        });
        let shown = await publicComments(browser());
        expect(shown).toContain(COMMENTS.keep);
        expect(shown).not.toContain(COMMENTS.hide);

        // Show it again: back on the public page.
        await row(page, 'hide')
          .getByRole('button', { name: /^Mostrar de nuevo/ })
          .click();
        await row(page, 'hide').getByText('Comentario visible de nuevo.').waitFor();
        shown = await publicComments(browser());
        expect(shown).toContain(COMMENTS.hide);

        // Delete one; delete another and undo.
        for (const key of ['remove', 'keep'] as const) {
          await row(page, key)
            .getByRole('button', { name: /^Eliminar/ })
            .click();
          await page
            .getByRole('dialog', { name: '¿Eliminar el comentario?' })
            .getByRole('button', { name: 'Eliminar', exact: true })
            .click();
          await row(page, key)
            .getByText(/va a la Papelera al salir de esta página/)
            .waitFor();
        }
        await row(page, 'keep')
          .getByRole('button', { name: /^Deshacer/ })
          .click();
        await row(page, 'keep')
          .getByRole('button', { name: /^Ocultar/ })
          .waitFor();
        // Until the page is left, the deleted one is only hidden.
        expect(await readDocument(`comments/${idOf('remove')}`)).toMatchObject({ hidden: true });
        shown = await publicComments(browser());
        expect(shown).not.toContain(COMMENTS.remove);
        expect(shown).toContain(COMMENTS.keep);

        await page.getByRole('navigation').getByRole('link', { name: 'Mensajes' }).click();
        await page.getByRole('heading', { name: 'Mensajes de contacto', level: 1 }).waitFor();
        await expect
          .poll(() => readDocument(`comments/${idOf('remove')}`), { timeout: 20_000 })
          .toBeNull();
        expect(await readDocument(`comments/${idOf('keep')}`)).toMatchObject({
          hidden: false,
          comment: COMMENTS.keep,
        });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(EVERY_SCREEN_AND_LANGUAGE)(
    'reads well on a %s in %s (screenshots)',
    { timeout: 120_000 },
    async (viewport, language) => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      try {
        await signInThenOpen(page, `/cpanel/comments?tour=${tour.id}`, { language });
        await row(page, 'reported').locator('.moderation__reports').waitFor();
        await page.waitForFunction(
          () => !/cargando los motivos|loading the reasons/.test(document.body.textContent),
        );
        await screenshot(page, `cpanel-comments-${viewport}-${language}`);
        // The hide dialog, on a comment that stays visible.
        await row(page, 'keep')
          .getByRole('button', { name: language === 'es' ? /^Ocultar/ : /^Hide/ })
          .click();
        await page.locator('dialog[open]').waitFor();
        await screenshot(page, `cpanel-comments-hide-dialog-${viewport}-${language}`, {
          fullPage: false,
        });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('a flood of contact messages', () => {
  it.each<['phone' | 'desktop', 'es' | 'en']>([
    ['phone', 'es'],
    ['desktop', 'en'],
  ])(
    'is one folded group on a %s in %s, with its actions (screenshots)',
    { timeout: 120_000 },
    async (viewport, language) => {
      const ids = Array.from({ length: 12 }, (_, i) => `e2e-flood-${viewport}-${String(i)}`);
      // A day back: the contact-form journeys post messages now, and one landing inside the
      // flood's quarter of an hour would split it in two runs.
      const now = Date.now() - 24 * 60 * 60_000;
      for (const [i, id] of ids.entries()) {
        await writeDocument(`messages/${id}`, {
          nombre: 'Lucía Flood',
          email: i % 2 ? 'Lucia.Flood@Example.com' : 'lucia.flood@example.com',
          message: `Mensaje repetido número ${String(12 - i)}`,
          handled: false,
          createdAt: new StoredTime(new Date(now - i * 90_000).toISOString()),
        });
      }
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      try {
        await signInThenOpen(page, '/cpanel/messages', { language });
        const group = page.locator('li.message-group');
        await group
          .getByText(
            language === 'es' ? /^12 mensajes el .+, entre/ : /^12 messages on .+, between/,
          )
          .waitFor();
        await screenshot(page, `cpanel-messages-flood-${viewport}-${language}`, {
          fullPage: false,
        });
        await group.locator('summary').click();
        await group.getByText(/número 1$/).waitFor();
        await expect(group.locator('li.message').count()).resolves.toBe(12);
        await screenshot(page, `cpanel-messages-flood-open-${viewport}-${language}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        for (const id of ids) await deleteDocument(`messages/${id}`);
      }
    },
  );
});
