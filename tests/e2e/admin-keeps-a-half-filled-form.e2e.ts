// An admin who leaves a half-filled form by a link, Back or a reload is warned, and a draft of
// what was typed (not the files) is offered again on return.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tours } from '../../seed/content.mjs';
import { documentIds } from '../support/inspect';
import { newVisitor, screenshot, useBrowser, type ViewportName } from './support/browser';
import { fieldLabel, signInThenOpen } from './support/seed-content';

const browser = useBrowser();
const tour = tours.find((t) => t.state === 'published');
if (!tour) throw new Error('the seed needs a published tour');

/** A picture of one pixel, a PNG a form takes. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** A form field by its label, which may end with the required-field asterisk. */
const field = (page: Page, label: string) => page.getByLabel(fieldLabel(label));

const TEXTS = {
  es: {
    heading: 'Nueva obra',
    addWork: /Agregar obra/,
    title: 'Título (español)',
    author: 'Artista',
    leaveTitle: '¿Salir sin guardar?',
    stay: 'Seguir editando',
    leave: 'Salir',
    tours: 'Recorridos',
    offer:
      /^Tenés un borrador sin guardar del .+ a las \d+:\d\d\. Los archivos \(imágenes y narraciones\) no quedan en el borrador/,
    restore: 'Recuperar',
    required: '*Completá este campo',
    image: 'Imagen de la obra',
    filesLost:
      'Los textos quedan como borrador en este dispositivo y te los ofrecemos cuando vuelvas. El archivo elegido no queda en el borrador: al volver tendrás que elegir de nuevo «boceto.png».',
  },
  en: {
    heading: 'New work',
    addWork: /Add work/,
    title: 'Title (Spanish)',
    author: 'Artist',
    leaveTitle: 'Leave without saving?',
    stay: 'Keep editing',
    leave: 'Leave',
    tours: 'Tours',
    offer:
      /^You have an unsaved draft from .+ at \d+:\d\d\. Files \(pictures and narrations\) are not kept in the draft/,
    restore: 'Restore',
    required: '*Fill in this field',
    image: 'Image of the work',
    filesLost:
      'The texts are kept as a draft on this device and offered when you come back. The file you picked is not kept in the draft: when you come back, pick “boceto.png” again.',
  },
} as const;

/**
 * Goes Back and waits for the question. When none comes, the failure says where the page went
 * and how the browser announced the move (a traversal the page may not cancel cannot be asked
 * about), instead of a bare timeout.
 */
async function backAsks(page: Page, dialog: Locator) {
  await page.evaluate(() => {
    const record = (event: Event) => {
      const { navigationType } = event as Event & { navigationType: string };
      document.documentElement.dataset.lastNavigate = `${navigationType}, cancelable ${String(event.cancelable)}`;
    };
    const { navigation } = window as unknown as { navigation?: EventTarget };
    navigation?.addEventListener('navigate', record, { once: true });
    history.back();
  });
  try {
    await dialog.waitFor({ timeout: 15_000 });
  } catch (error) {
    const seen = await page.evaluate(() => ({
      at: location.pathname,
      navigate: document.documentElement.dataset.lastNavigate ?? 'no navigate event',
    }));
    throw new Error(`Back asked nothing: the page is at ${seen.at} (${seen.navigate})`, {
      cause: error,
    });
  }
}

describe('an admin with a half-filled work form', () => {
  it.each<[ViewportName, 'es' | 'en']>([
    ['desktop', 'es'],
    ['phone', 'en'],
    ['phone', 'es'],
    ['desktop', 'en'],
  ])(
    'on a %s in %s is warned by a header link, Back and a reload, and gets the draft back',
    { timeout: 120_000 },
    async (viewport, language) => {
      const words = TEXTS[language];
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      try {
        // To the form from the tour's works, as an admin goes: Back then stays in the app.
        await signInThenOpen(page, `/cpanel/my-works-of-art/${tour.id}`, { language });
        await page.getByRole('link', { name: words.addWork }).click();
        await page.getByRole('heading', { name: words.heading }).waitFor();
        const worksBefore = await documentIds('obras');
        const title = `Obra a medias ${String(Date.now())}`;
        await field(page, words.title).fill(title);
        await field(page, words.author).fill('Raquel Forner');

        // A header link: the question, and staying keeps everything where it was.
        const nav = page.locator('.cpanel-header');
        await nav.getByRole('link', { name: words.tours, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: words.leaveTitle });
        await dialog.waitFor();
        await screenshot(page, `cpanel-leave-warning-${viewport}-${language}`, { fullPage: false });
        await dialog.getByRole('button', { name: words.stay }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/cpanel/art-form');
        await expect(field(page, words.title).inputValue()).resolves.toBe(title);

        // A picked file cannot wait in the draft: the question names it before it is lost.
        await page.getByLabel(words.image, { exact: true }).setInputFiles({
          name: 'boceto.png',
          mimeType: 'image/png',
          buffer: Buffer.from(PIXEL, 'base64'),
        });
        await nav.getByRole('link', { name: words.tours, exact: true }).click();
        await dialog.waitFor();
        await expect(dialog.textContent()).resolves.toContain(words.filesLost);
        await screenshot(page, `cpanel-leave-names-files-${viewport}-${language}`, {
          fullPage: false,
        });
        await dialog.getByRole('button', { name: words.stay }).click();
        await dialog.waitFor({ state: 'hidden' });

        // Back: the same question; staying keeps the page and its address.
        await backAsks(page, dialog);
        await dialog.getByRole('button', { name: words.stay }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/cpanel/art-form');
        await expect(field(page, words.author).inputValue()).resolves.toBe('Raquel Forner');

        // A reload: the browser's own question; going on, the draft is offered and restored.
        const asked = new Promise<string>((resolve) => {
          page.once('dialog', (question) => {
            resolve(question.type());
            void question.accept();
          });
        });
        await page.reload();
        await expect(asked).resolves.toBe('beforeunload');
        await page.getByRole('heading', { name: words.heading }).waitFor();
        const offer = page.locator('.draft-offer');
        await expect(offer.textContent()).resolves.toMatch(words.offer);
        await expect(field(page, words.title).inputValue()).resolves.toBe('');
        await screenshot(page, `cpanel-draft-offer-${viewport}-${language}`, { fullPage: false });
        await offer.getByRole('button', { name: words.restore }).click();
        await expect(offer.count()).resolves.toBe(0);
        await expect(field(page, words.title).inputValue()).resolves.toBe(title);
        await expect(field(page, words.author).inputValue()).resolves.toBe('Raquel Forner');

        // Every problem beside its field: the empty required ones say so.
        await field(page, words.author).fill('');
        await page.locator('form.cpanel-form button[type="submit"]').click();
        await expect(
          field(page, words.author).evaluate(
            (input) =>
              document.getElementById(
                input.getAttribute('aria-describedby')?.split(' ').pop() ?? '',
              )?.textContent,
          ),
        ).resolves.toBe(words.required);
        await screenshot(page, `cpanel-work-form-errors-${viewport}-${language}`);

        // Leaving on purpose: nothing was saved, and the draft waits.
        await backAsks(page, dialog);
        await dialog.getByRole('button', { name: words.leave }).click();
        await page.waitForURL((url) => url.pathname !== '/cpanel/art-form');
        expect(await documentIds('obras')).toEqual(worksBefore);
        await expect(
          page.evaluate((key) => localStorage.getItem(key), `museo.draft.works:new:${tour.id}`),
        ).resolves.toContain(title);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
