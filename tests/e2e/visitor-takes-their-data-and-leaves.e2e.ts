// A visitor's data is theirs: from the header to their account page, where they see their
// comment and their like, download everything the project holds about them (the file has their
// address and their comment), and delete the account: the comment is gone from the tour, the
// tour counts one like fewer, and the account cannot sign in again. The privacy notice is one tap
// from the footer, in both languages.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createAccount, StoredTime, writeDocument } from '../support/inspect';
import { violations } from './support/axe';
import { APP_URL, newVisitor, screenshot, tourComplete, useBrowser } from './support/browser';
import { seedTour, signInTo } from './support/seed-content';

const browser = useBrowser();

// A published tour the other journeys neither like nor comment on much: its count is read, not assumed.
const tour = seedTour('mnba-pampa-y-frontera', 'published');

describe('a visitor with an account', () => {
  it('sees their comment and like, downloads their data, and deletes the account', async () => {
    const account = {
      email: `sus-datos-${String(Date.now())}@museo.test`,
      password: 'mis-datos-2026',
      name: 'Nora',
      surname: 'Datos',
    };
    const uid = await createAccount(account.email, account.password, {
      ...account,
      isAdmin: false,
    });
    const text = `Me quedo con los paisajes ${String(Date.now())}`;
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    try {
      await signInTo(page, `/muestra/${tour.id}`, { account });
      await tourComplete(page);
      const count = async () =>
        Number((await page.locator('.likes__count').textContent())?.replace(/\D/g, ''));
      const before = await count();
      await page.locator('.likes button').click();
      await page.waitForFunction(
        () => document.querySelector('.likes button')?.getAttribute('aria-pressed') === 'true',
      );
      await page.getByLabel('Tu comentario').fill(text);
      await page.getByRole('button', { name: 'Comentar', exact: true }).click();
      await page.locator('.comment').filter({ hasText: text }).waitFor();

      // One tap from the bar, on a phone.
      await page.getByRole('banner').getByRole('link', { name: 'Mi cuenta (Nora)' }).click();
      await page.getByRole('heading', { name: 'Mi cuenta', level: 1 }).waitFor();
      const comments = page.getByRole('region', { name: 'Tus comentarios' });
      await comments.getByText(text).waitFor();
      await comments.getByRole('link', { name: tour.name.es }).waitFor();
      const likes = page.getByRole('region', { name: 'Recorridos que te gustan' });
      await likes.getByRole('link', { name: tour.name.es }).waitFor();
      await screenshot(page, 'my-account-phone-es');
      await expect(violations(page)).resolves.toEqual([]);

      // Everything the project holds about them, in one file named with the day.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar mis datos' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^mis-datos-museo-guia-\d{4}-\d{2}-\d{2}\.json$/,
      );
      const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        account: { email: string; name: string };
        comments: { text: string; tourId: string }[];
        likes: { tourId: string }[];
      };
      expect(data.account).toMatchObject({ email: account.email, name: 'Nora' });
      expect(data.comments).toEqual([expect.objectContaining({ text, tourId: tour.id })]);
      expect(data.likes).toEqual([expect.objectContaining({ tourId: tour.id })]);
      await page.getByText('Listo: el archivo está en tus descargas.').waitFor();

      // The comment a moment ago would hold the deletion back for its 30 seconds: it is older.
      await writeDocument(
        `commentCooldowns/${uid}`,
        { at: new StoredTime(new Date(Date.now() - 60_000).toISOString()) },
        { only: ['at'] },
      );
      await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
      const dialog = page.getByRole('dialog', { name: 'Eliminar tu cuenta' });
      await dialog.getByText('Se borra ahora:').waitFor();
      await expect(violations(page)).resolves.toEqual([]);
      await dialog.getByLabel('Tu contraseña').fill('no-es-esta');
      await dialog.getByRole('button', { name: 'Eliminar para siempre' }).click();
      await dialog.getByText('Esa no es tu contraseña actual.').waitFor();
      await screenshot(page, 'delete-account-wrong-password-phone-es', { fullPage: false });
      await dialog.getByLabel('Tu contraseña').fill(account.password);
      await dialog.getByRole('button', { name: 'Eliminar para siempre' }).click();
      await page.getByRole('heading', { name: 'Tu cuenta fue eliminada' }).waitFor({
        timeout: 30_000,
      });
      await screenshot(page, 'account-deleted-phone-es');
      await page.getByRole('banner').getByRole('link', { name: 'Mi cuenta (Nora)' }).waitFor({
        state: 'detached',
      });

      // The tour no longer shows the comment, and counts one like fewer.
      await page.goto(`${APP_URL}/muestra/${tour.id}`);
      await tourComplete(page);
      await page.locator('.comment').first().waitFor();
      await expect(page.locator('.comment').filter({ hasText: text }).count()).resolves.toBe(0);
      expect(await count()).toBe(before);

      // The account is gone: signing in with it fails as any unknown address does.
      await page.goto(`${APP_URL}/log-in`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
      await page.getByText('*Email y/o contraseñas incorrectas').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads the privacy notice from the footer, in Spanish and in English', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'desktop');
    try {
      await page.goto(`${APP_URL}/museos`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' }).click();
      await page.waitForURL(`${APP_URL}/privacidad`);
      await page.getByRole('heading', { level: 1, name: 'Privacidad' }).waitFor();
      await screenshot(page, 'privacy-desktop-es');
      await page.getByRole('banner').getByRole('button', { name: 'Cambiar a English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
      await screenshot(page, 'privacy-desktop-en');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
