// Back-office faults: the Storage and Firestore emulators answer a work's
// creation with refusals, a full quota, a lost write, failed deletes and a passing 503.
// Each case ends by checking that no document and no file of the failed work remain.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { tours } from '../../seed/content.mjs';
import { documentIds, storagePaths, removeWorks } from '../support/inspect';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';
import { fieldLabel, signInFromLogIn } from './support/seed-content';

const browser = useBrowser();
// A draft tour: the work created by the last case never shows on the public pages.
const tour = tours.find((t) => t.state === 'draft');
if (!tour) throw new Error('the seed needs a draft tour');

const hostOf = (variable: string) => {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the e2e layer through npm test.`);
  return value;
};
const STORAGE = hostOf('FIREBASE_STORAGE_EMULATOR_HOST');
const FIRESTORE = hostOf('FIRESTORE_EMULATOR_HOST');

const MEDIA = join(process.cwd(), 'seed', 'media');
const SLUG = 'berni-manifestacion';
const file = (folder: string, name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(join(MEDIA, folder, name)),
});

const LABELS = {
  es: {
    titleEs: 'Título (español)',
    titleEn: 'Título (inglés)',
    author: 'Artista',
    descriptionEs: 'Descripción (español)',
    descriptionEn: 'Descripción (inglés)',
    mainImg: 'Imagen de la obra',
    map: 'Mapa (ubicación en la sala)',
    audioEs: 'Audio en español',
    audioEn: 'Audio en inglés',
    submit: 'Agregar obra',
    created: 'Obra agregada',
  },
  en: {
    titleEs: 'Title (Spanish)',
    titleEn: 'Title (English)',
    author: 'Artist',
    descriptionEs: 'Description (Spanish)',
    descriptionEn: 'Description (English)',
    mainImg: 'Image of the work',
    map: 'Map (where it hangs)',
    audioEs: 'Spanish audio',
    audioEn: 'English audio',
    submit: 'Add work',
    created: 'Work added',
  },
} as const;
type Language = keyof typeof LABELS;

/** The object path a Storage upload request writes to (multipart or resumable start). */
function uploadName(request: Request): string | null {
  const url = new URL(request.url());
  if (url.host !== STORAGE || request.method() !== 'POST') return null;
  return url.searchParams.get('name');
}

/** The Firebase Storage JSON error body, with the CORS headers the app's origin needs. */
function storageError(route: Route, status: number, message: string) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: {
      'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*',
    },
    body: JSON.stringify({ error: { code: status, message } }),
  });
}

/** An admin signed in on a laptop in `language`, wherever signing in took them. */
async function signIn(b: Browser, language: Language) {
  const session = await newVisitor(b, 'desktop', language);
  await signInFromLogIn(session.page, { language });
  return session;
}

/** Opens the new-work form of the draft tour and fills every field and all four files. */
async function fillWork(page: Page, language: Language, title: string) {
  const l = LABELS[language];
  await page.goto(`${APP_URL}/cpanel/art-form?expositionId=${encodeURIComponent(tour?.id ?? '')}`);
  await page.getByLabel(fieldLabel(l.titleEs)).waitFor();
  await page.getByLabel(fieldLabel(l.titleEs)).fill(`${title} (es)`);
  await page.getByLabel(fieldLabel(l.titleEn)).fill(`${title} (en)`);
  await page.getByLabel(fieldLabel(l.author)).fill('Antonio Berni');
  await page.getByLabel(fieldLabel(l.descriptionEs)).fill('Una obra para las pruebas de fallas.');
  await page.getByLabel(fieldLabel(l.descriptionEn)).fill('A work for the fault tests.');
  await page.getByLabel(l.mainImg).setInputFiles(file('works', `${SLUG}-960.webp`, 'image/webp'));
  await page.getByLabel(l.map).setInputFiles(file('maps', `${SLUG}-900.webp`, 'image/webp'));
  await page.getByLabel(l.audioEs).setInputFiles(file('audio', `${SLUG}-es.mp3`, 'audio/mpeg'));
  await page.getByLabel(l.audioEn).setInputFiles(file('audio', `${SLUG}-en.mp3`, 'audio/mpeg'));
}

/** A screenshot of the page when the running test fails (the shared page included). */
function screenshotOnFailure(page: Page, name: string) {
  onTestFailed(async () => {
    if (!page.isClosed()) await screenshot(page, `FAILED-faults-${name}`).catch(() => undefined);
  });
}

/** After a refused submit: the message shows, and every typed text and chosen file is kept. */
async function expectRefused(page: Page, language: Language, title: string, message: string) {
  const l = LABELS[language];
  await expect
    .poll(() => page.locator('.form-error[role="alert"]').textContent(), { timeout: 60_000 })
    .toBe(message);
  await page.locator('.Toastify').getByText(message, { exact: true }).first().waitFor();
  await expect(page.getByLabel(fieldLabel(l.titleEs)).inputValue()).resolves.toBe(`${title} (es)`);
  await expect(page.getByLabel(fieldLabel(l.titleEn)).inputValue()).resolves.toBe(`${title} (en)`);
  await expect(page.getByLabel(fieldLabel(l.author)).inputValue()).resolves.toBe('Antonio Berni');
  for (const label of [l.mainImg, l.map, l.audioEs, l.audioEn]) {
    // The file input itself: a chosen narration's preview player carries the field's name too.
    const count = await page
      .locator('input[type="file"]')
      .and(page.getByLabel(label))
      .evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);
    expect(count, label).toBe(1);
  }
  // The form can be sent again.
  await expect(page.getByRole('button', { name: l.submit }).isEnabled()).resolves.toBe(true);
}

/** What the emulators hold now: work ids and every stored file. */
async function snapshot() {
  return { works: await documentIds('obras'), files: await storagePaths() };
}

async function expectNothingLeft(before: Awaited<ReturnType<typeof snapshot>>) {
  const after = await snapshot();
  expect(after.works).toEqual(before.works);
  // Added files named first (a readable failure), then the whole listing.
  expect(after.files.filter((path) => !before.files.includes(path))).toEqual([]);
  expect(after.files).toEqual(before.files);
}

/** The Maintenance section's clean-up, confirmed. */
async function runCleanUp(page: Page, { navigate = true } = {}) {
  if (navigate) await page.goto(`${APP_URL}/cpanel/tematics`);
  await page.getByRole('heading', { name: 'Mantenimiento', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Limpiar archivos huérfanos', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '¿Limpiar archivos huérfanos?' });
  await dialog.getByRole('button', { name: 'Limpiar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

let session: { context: BrowserContext; page: Page } | undefined;
const created: string[] = [];

afterAll(async () => {
  await session?.context.close();
  // The work created by the 503 case: removed as its owner, files first.
  await removeWorks(created);
});

describe('an admin creating a work while the backend fails', () => {
  it(
    'a 403 on the map upload: translated message, form kept, nothing of the work left',
    { timeout: 120_000 },
    async () => {
      session = await signIn(browser(), 'es');
      const { page } = session;
      await fillWork(page, 'es', 'Falla 403');
      const before = await snapshot();
      let refused = 0;
      await page.route(
        (url) => url.host === STORAGE,
        (route) => {
          const name = uploadName(route.request());
          if (name?.includes('/map')) {
            refused += 1;
            return storageError(route, 403, 'Permission denied. No WRITE permission.');
          }
          return route.fallback();
        },
      );
      await page.getByRole('button', { name: LABELS.es.submit }).click();
      await expectRefused(page, 'es', 'Falla 403', 'No tenés permiso para hacer esto.');
      expect(refused).toBeGreaterThan(0);
      await screenshot(page, 'cpanel-fault-403-desktop-es');
      await page.unrouteAll({ behavior: 'wait' });
      await expectNothingLeft(before);
    },
  );

  it(
    'a 401 on the image upload: the session-expired message, nothing left',
    { timeout: 120_000 },
    async () => {
      const page = session?.page;
      if (!page) throw new Error('not signed in');
      screenshotOnFailure(page, 'unauthenticated');
      await fillWork(page, 'es', 'Falla 401');
      const before = await snapshot();
      await page.route(
        (url) => url.host === STORAGE,
        (route) =>
          uploadName(route.request())?.includes('/mainImg')
            ? storageError(route, 401, 'Unauthenticated.')
            : route.fallback(),
      );
      await page.getByRole('button', { name: LABELS.es.submit }).click();
      await expectRefused(page, 'es', 'Falla 401', 'Tu sesión expiró. Ingresá de nuevo.');
      await page.unrouteAll({ behavior: 'wait' });
      await expectNothingLeft(before);
    },
  );

  it(
    'a 402 (quota) on an audio upload, in English: the quota message, nothing left',
    { timeout: 120_000 },
    async () => {
      const en = await signIn(browser(), 'en');
      try {
        const { page } = en;
        await fillWork(page, 'en', 'Quota 402');
        const before = await snapshot();
        await page.route(
          (url) => url.host === STORAGE,
          (route) =>
            uploadName(route.request())?.includes('/audio-en')
              ? storageError(route, 402, 'Quota exceeded.')
              : route.fallback(),
        );
        await page.getByRole('button', { name: LABELS.en.submit }).click();
        await expectRefused(
          page,
          'en',
          'Quota 402',
          'The available storage space has been exceeded.',
        );
        await screenshot(page, 'cpanel-fault-402-desktop-en');
        await page.unrouteAll({ behavior: 'wait' });
        await expectNothingLeft(before);
        // The clean-up action in English, at phone size.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${APP_URL}/cpanel/tematics`);
        await page.getByRole('heading', { name: 'Maintenance', level: 2 }).waitFor();
        await page
          .getByRole('button', { name: 'Clean up orphaned files', exact: true })
          .scrollIntoViewIfNeeded();
        await screenshot(page, 'cpanel-maintenance-phone-en');
      } finally {
        await en.context.close();
      }
    },
  );

  it(
    'the Firestore write refused after every upload succeeded: message, files deleted',
    { timeout: 120_000 },
    async () => {
      const page = session?.page;
      if (!page) throw new Error('not signed in');
      screenshotOnFailure(page, 'write');
      await fillWork(page, 'es', 'Falla escritura');
      const before = await snapshot();
      const uploads: string[] = [];
      const onFinished = (request: Request) => {
        const name = uploadName(request);
        if (name) uploads.push(name);
      };
      page.on('requestfinished', onFinished);
      let writes = 0;
      await page.route(
        (url) => url.host === FIRESTORE && url.pathname.endsWith(':commit'),
        (route) => {
          writes += 1;
          return route.fulfill({
            status: 403,
            contentType: 'application/json',
            headers: {
              'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*',
            },
            body: JSON.stringify({
              error: {
                code: 403,
                message: 'Missing or insufficient permissions.',
                status: 'PERMISSION_DENIED',
              },
            }),
          });
        },
      );
      await page.getByRole('button', { name: LABELS.es.submit }).click();
      await expectRefused(page, 'es', 'Falla escritura', 'No tenés permiso para hacer esto.');
      expect(writes).toBe(1);
      // Every file had reached Storage before the write was refused: display and small copies, two audios.
      page.off('requestfinished', onFinished);
      expect(uploads.length).toBeGreaterThanOrEqual(4);
      await page.unrouteAll({ behavior: 'wait' });
      await expectNothingLeft(before);
      // Nothing was left over, so nothing points to the clean-up.
      await expect(page.getByText('Una carga falló').count()).resolves.toBe(0);
    },
  );

  it(
    'clean-up failing too: the leftovers are shown, and the clean-up action removes them',
    { timeout: 180_000 },
    async () => {
      const page = session?.page;
      if (!page) throw new Error('not signed in');
      screenshotOnFailure(page, 'cleanup');
      // A baseline where every file has its document: earlier files may have left orphans.
      await runCleanUp(page);
      await page
        .locator('.Toastify')
        .getByText(/^(No había archivos huérfanos\.|Listo: se borr)/)
        .first()
        .waitFor();
      await fillWork(page, 'es', 'Falla limpieza');
      const before = await snapshot();
      const origin = (route: Route) => route.request().headers()['origin'] ?? '*';
      await page.route(
        (url) => url.host === FIRESTORE && url.pathname.endsWith(':commit'),
        (route) =>
          route.fulfill({
            status: 403,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': origin(route) },
            body: JSON.stringify({
              error: {
                code: 403,
                message: 'Missing or insufficient permissions.',
                status: 'PERMISSION_DENIED',
              },
            }),
          }),
      );
      let deletesRefused = 0;
      await page.route(
        (url) => url.host === STORAGE,
        (route) => {
          if (route.request().method() !== 'DELETE') return route.fallback();
          deletesRefused += 1;
          return storageError(route, 403, 'Permission denied. No DELETE permission.');
        },
      );
      await page.getByRole('button', { name: LABELS.es.submit }).click();
      await expectRefused(page, 'es', 'Falla limpieza', 'No tenés permiso para hacer esto.');
      expect(deletesRefused).toBeGreaterThanOrEqual(4);
      await page.unrouteAll({ behavior: 'wait' });

      // No document, but its files are still there, and the back-office says so.
      const stuck = await snapshot();
      expect(stuck.works).toEqual(before.works);
      const leftovers = stuck.files.filter((path) => !before.files.includes(path));
      expect(leftovers.length).toBe(deletesRefused);
      const notice = page.getByRole('status').filter({ hasText: 'Una carga falló y dejó' });
      await notice.getByText(`dejó ${String(leftovers.length)} archivos sin borrar`).waitFor();
      await screenshot(page, 'cpanel-fault-leftovers-desktop-es');

      // The notice leads to the clean-up action; the form still holds what was typed, so the
      // admin is asked first (the draft stays for later).
      await notice
        .getByRole('link', { name: 'Limpiar archivos huérfanos en Mantenimiento' })
        .click();
      const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
      await leave.getByRole('button', { name: 'Salir', exact: true }).click();
      await runCleanUp(page, { navigate: false });
      await page
        .locator('.Toastify')
        .getByText(`Listo: se borraron ${String(leftovers.length)} archivos huérfanos.`)
        .waitFor();
      await screenshot(page, 'cpanel-cleanup-done-desktop-es');
      await expectNothingLeft(before);
      await expect(notice.count()).resolves.toBe(0);
    },
  );

  it(
    'a transient 503 on an upload is retried: the work is created with all its files',
    { timeout: 180_000 },
    async () => {
      const page = session?.page;
      if (!page) throw new Error('not signed in');
      screenshotOnFailure(page, 'transient');
      await fillWork(page, 'es', 'Falla pasajera');
      const before = await snapshot();
      let unavailable = 0;
      await page.route(
        (url) => url.host === STORAGE,
        (route) => {
          if (unavailable === 0 && uploadName(route.request())?.includes('/audio-es')) {
            unavailable += 1;
            return storageError(route, 503, 'Service unavailable.');
          }
          return route.fallback();
        },
      );
      await page.getByRole('button', { name: LABELS.es.submit }).click();
      // The SDK waits a second or more before retrying: give it time, but fail fast on a refusal.
      await Promise.race([
        page.waitForURL(/\/cpanel\/my-works-of-art\//, { timeout: 90_000 }),
        page
          .locator('.form-error:not(:empty)')
          .waitFor({ timeout: 90_000 })
          .then(async () => {
            throw new Error(`refused: ${(await page.locator('.form-error').textContent()) ?? ''}`);
          }),
      ]);
      await page
        .locator('.Toastify')
        .getByText(LABELS.es.created, { exact: true })
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'Falla pasajera (es)' }).waitFor();
      expect(unavailable).toBe(1);
      await page.unrouteAll({ behavior: 'wait' });

      const works = (await documentIds('obras')).filter((id) => !before.works.includes(id));
      expect(works).toHaveLength(1);
      const id = works[0] ?? '';
      created.push(id);
      const files = await storagePaths(`${id}/`);
      expect(files).toContain(`${id}/audio-es.mp3`);
      expect(files).toContain(`${id}/audio-en.mp3`);
      expect(files.filter((path) => path.startsWith(`${id}/mainImg-`))).not.toHaveLength(0);
      expect(files.filter((path) => path.startsWith(`${id}/map-`))).not.toHaveLength(0);
      // Only this work's files were added.
      const added = (await storagePaths()).filter((path) => !before.files.includes(path));
      expect(added.sort()).toEqual(files);
    },
  );
});
