// The back-office forms refuse bad input with a clear message and keep what was typed;
// nobody but an admin gets into /cpanel.
import { describe, expect, it } from 'vitest';
import { users } from '../../seed/content.mjs';
import { documentIds } from '../support/inspect';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';
import { fieldLabel, signInThenOpen, signInTo } from './support/seed-content';

const browser = useBrowser();
const visitor = users.find((u) => !u.isAdmin);
if (!visitor) throw new Error('the seed needs a visitor');

describe('the back-office forms', () => {
  it(
    'say what is missing or wrong, keep the input, and save nothing',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'phone');
      try {
        await signInThenOpen(page, '/cpanel/add-tematic-form');
        await page.getByRole('heading', { name: 'Nuevo museo' }).waitFor();
        const museumsBefore = await documentIds('tematics');

        await page.getByLabel(fieldLabel('Nombre (español)')).fill('Museo a medias');
        await page.getByRole('button', { name: 'Crear museo' }).click();
        // Counted, not "all fields": some are optional, and each missing one says so beside it.
        await expect(page.locator('.form-error').textContent()).resolves.toBe(
          '*Falta completar 4 campos obligatorios: están marcados.',
        );
        await expect(
          page.getByLabel(fieldLabel('Nombre (inglés)')).getAttribute('aria-invalid'),
        ).resolves.toBe('true');
        await expect(page.getByLabel(fieldLabel('Nombre (español)')).inputValue()).resolves.toBe(
          'Museo a medias',
        );

        // An SVG is refused as an image before any upload.
        await page.getByLabel(fieldLabel('Imagen')).setInputFiles({
          name: 'logo.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        });
        await page
          .getByText(
            'Ese archivo no es una imagen permitida: usá JPEG, PNG, WebP o AVIF (no SVG ni HTML).',
          )
          .waitFor();
        await screenshot(page, 'cpanel-museum-form-errors-phone-es');
        expect(await documentIds('tematics')).toEqual(museumsBefore);

        // A work needs at least one file, and audio fields take audio only.
        await page.goto(`${APP_URL}/cpanel/art-form`);
        await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
        await page.getByLabel('Audio en español').setInputFiles({
          name: 'page.html',
          mimeType: 'text/html',
          buffer: Buffer.from('<script>alert(1)</script>'),
        });
        await page
          .getByText('Ese archivo no es una grabación: elegí un MP3, WAV o M4A (AAC).')
          .waitFor();
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await expect(page.locator('.form-error').textContent()).resolves.toMatch(
          /^\*Falta completar \d+ campos obligatorios: están marcados\.$/,
        );

        // A text file renamed .mp3 is caught by its bytes when it is picked, and again on submit;
        // nothing is created and nothing typed is lost.
        const worksBefore = await documentIds('obras');
        await page.getByLabel(fieldLabel('Recorrido')).selectOption('mnba-pampa-y-frontera');
        await page.getByLabel(fieldLabel('Título (español)')).fill('Obra falsa');
        await page.getByLabel(fieldLabel('Título (inglés)')).fill('Fake work');
        await page.getByLabel(fieldLabel('Artista')).fill('Nadie');
        await page.getByLabel(fieldLabel('Descripción (español)')).fill('Texto');
        await page.getByLabel(fieldLabel('Descripción (inglés)')).fill('Text');
        await page.getByLabel('Audio en español').setInputFiles({
          name: 'narracion.mp3',
          mimeType: 'audio/mpeg',
          buffer: Buffer.from('This is not audio at all, only text with an .mp3 name.'),
        });
        const notAudio =
          '«narracion.mp3» no contiene audio, aunque su nombre lo diga: no es un MP3, WAV ni M4A. Elegí la grabación original.';
        await page.getByText(notAudio).waitFor();
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await page.locator('.form-error').getByText('*Revisá los archivos marcados.').waitFor();
        await page.getByText(notAudio).waitFor();
        expect(await documentIds('obras')).toEqual(worksBefore);
        await expect(page.getByLabel(fieldLabel('Título (español)')).inputValue()).resolves.toBe(
          'Obra falsa',
        );

        // A room over 120 characters is refused by name, before any upload; nothing is lost.
        const longRoom = `Sala 24, planta baja, ${'junto a la ventana '.repeat(6)}`;
        await page.getByLabel('Sala (español)').fill(longRoom);
        await page.getByLabel('Sala (inglés)').fill('Room 24, ground floor');
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await expect(page.locator('.form-error').textContent()).resolves.toBe(
          '*Revisá los campos marcados: algún texto es demasiado largo.',
        );
        await expect(page.getByLabel('Sala (español)').getAttribute('aria-invalid')).resolves.toBe(
          'true',
        );
        await expect(page.getByLabel('Sala (español)').inputValue()).resolves.toBe(longRoom);
        await expect(page.getByLabel('Sala (inglés)').inputValue()).resolves.toBe(
          'Room 24, ground floor',
        );
        expect(await documentIds('obras')).toEqual(worksBefore);
        // The lists fit a phone.
        await page.goto(`${APP_URL}/cpanel/expositions`);
        await page.getByRole('heading', { name: 'Recorridos', level: 1 }).waitFor();
        await page.locator('.cpanel-row').first().waitFor();
        await screenshot(page, 'cpanel-tours-phone-es');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the back-office door', () => {
  it('lets an admin sent to sign in by a /cpanel link straight back to it', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    try {
      await signInTo(page, '/cpanel/expositions');
      await page.getByRole('heading', { name: 'Recorridos', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it(
    'sends a signed-out visitor and a signed-in non-admin back to the home page',
    { timeout: 90_000 },
    async () => {
      const { context, page } = await newVisitor(browser(), 'desktop');
      try {
        await page.goto(`${APP_URL}/cpanel/expositions`);
        await page.waitForURL(`${APP_URL}/`);
        await page.getByRole('list', { name: 'Recorridos destacados' }).waitFor();

        await signInThenOpen(page, '/', { account: visitor });
        await page.waitForURL(`${APP_URL}/`);
        await page.getByRole('link', { name: `Mi cuenta (${visitor.name})` }).waitFor();
        for (const path of [
          '/cpanel/tematics',
          '/cpanel/messages',
          '/cpanel/preview/mnba-realismo-social',
        ]) {
          await page.goto(`${APP_URL}${path}`);
          await page.waitForURL(`${APP_URL}/`);
        }
        await expect(
          page.getByRole('navigation', { name: 'Administración' }).count(),
        ).resolves.toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
