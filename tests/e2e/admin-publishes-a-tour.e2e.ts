// An admin builds a museum and a tour of four works with real files along the guided path
// (a new tour opens on its works, which say how far it is from publishable; the preview
// publishes, after asking), highlights it; a visitor finds it and listens; deleting it while
// published is said to stop its QR codes; unpublished (after asking) it disappears; deleted,
// nothing of it remains in the emulators.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mp3Duration, webpSize } from '../../scripts/lib/media-info.mjs';
import { emulatorAddress } from '../support/emulators';
import {
  BUCKET,
  documentIds,
  readDocument,
  storagePaths,
  type PlainValue,
} from '../support/inspect';
import {
  APP_URL,
  newVisitor,
  screenshot,
  tourComplete,
  useBrowser,
  VIEWPORTS,
} from './support/browser';
import { countInteractions, type Interactions } from './support/interactions';
import { fieldLabel, signInFromLogIn } from './support/seed-content';

const browser = useBrowser();

const MEDIA = join(process.cwd(), 'seed', 'media');
const file = (folder: string, name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(join(MEDIA, folder, name)),
});
/** The seed's largest copy of an image (`{stem}-{width}.webp`, docs/adr/0004). */
const image = (folder: string, stem: string) => {
  const widths = readdirSync(join(MEDIA, folder))
    .map((name) => new RegExp(`^${stem}-(\\d+)\\.webp$`).exec(name)?.[1])
    .filter((width): width is string => width !== undefined)
    .map(Number);
  if (widths.length === 0) throw new Error(`no ${stem} image in seed/media/${folder}`);
  return file(folder, `${stem}-${String(Math.max(...widths))}.webp`, 'image/webp');
};
const WORKS = [
  {
    slug: 'berni-manifestacion',
    es: 'Manifestación (prueba)',
    en: 'Demonstration (test)',
    artist: 'Antonio Berni',
  },
  {
    slug: 'kahlo-autorretrato-chango-loro',
    es: 'Autorretrato (prueba)',
    en: 'Self-portrait (test)',
    artist: 'Frida Kahlo',
  },
  {
    slug: 'greco-sin-titulo',
    es: 'Sin título (prueba)',
    en: 'Untitled (test)',
    artist: 'Alberto Greco',
  },
  {
    slug: 'lam-omi-obini',
    es: 'Omi Obini (prueba)',
    en: 'Omi Obini (test)',
    artist: 'Wifredo Lam',
  },
] as const;

/** The tour's floor plan, and the one work that carries a plan of its own. */
const TOUR_PLAN = image('maps', WORKS[0].slug);
const OWN_MAP = WORKS[3];

/** Where each test work hangs, as the admin types it. */
const room = (index: number) => ({
  es: `Sala ${String(index + 20)}, planta baja`,
  en: `Room ${String(index + 20)}, ground floor`,
});

/** Length of a seed narration in seconds as a browser reports it, counted from its MP3 frames. */
const narrationLength = (slug: string, language: 'es' | 'en') =>
  mp3Duration(readFileSync(join(MEDIA, 'audio', `${slug}-${language}.mp3`))).seconds;

type Stored = { [key: string]: PlainValue };
/** The stored field at `path` ('media.audio-es.duration') of a document read from the emulator. */
function at(document: Stored | null, path: string): PlainValue | undefined {
  let value: PlainValue | undefined = document;
  for (const key of path.split('.')) {
    value =
      value !== null && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;
  }
  return value;
}

/** The test works as stored, keyed by their Spanish title. */
async function storedWorks(ids: string[]): Promise<Map<string, Stored>> {
  const works = new Map<string, Stored>();
  for (const id of ids) {
    const document = await readDocument(`obras/${id}`);
    const title = at(document, 'name.es');
    if (document && typeof title === 'string') works.set(title, document);
  }
  return works;
}

const stamp = Date.now().toString(36);
const MUSEUM = { es: `Museo de prueba ${stamp}`, en: `Test museum ${stamp}` };
const TOUR = { es: `Recorrido de prueba ${stamp}`, en: `Test tour ${stamp}` };

async function signInAsAdmin(b: Browser) {
  const session = await newVisitor(b, 'desktop');
  const { page } = session;
  await signInFromLogIn(page);
  // The way an admin gets there: signing in takes them to the back-office.
  await page.waitForURL(`${APP_URL}/cpanel/tematics`);
  await page.getByRole('heading', { name: 'Museos', level: 1 }).waitFor();
  return session;
}

/** A synthetic 12-megapixel camera-like JPEG of about 4 MB, made by the browser. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const sky = context.createLinearGradient(0, 0, 0, 3000);
    sky.addColorStop(0, '#6a8fc7');
    sky.addColorStop(1, '#c9a36b');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4000, 3000);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 1500; i++) {
      context.fillStyle = `hsl(${Math.floor(random() * 360)} 45% ${30 + Math.floor(random() * 40)}%)`;
      context.beginPath();
      context.arc(random() * 4000, random() * 3000, 10 + random() * 160, 0, Math.PI * 2);
      context.fill();
    }
    // Sensor grain, as in a real photo: what makes camera JPEGs heavy.
    const pixels = context.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const grain = (random() - 0.5) * 28;
      pixels.data[i] = (pixels.data[i] ?? 0) + grain;
      pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + grain;
      pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + grain;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    if (!blob) throw new Error('no jpeg');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Size in bytes of a stored object, read from the emulator as its owner. */
async function storedSize(path: string): Promise<number> {
  const { host, port } = emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}:${port}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`no metadata for ${path}: ${response.status}`);
  return Number(((await response.json()) as { size: string | number }).size);
}

async function toast(page: Page, text: string) {
  await page.locator('.Toastify').getByText(text, { exact: true }).first().waitFor();
}

/** A link of the back-office navigation. */
function nav(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name, exact: true });
}

/** The page's own content, apart from the header and navigation. */
function main(page: Page) {
  return page.getByRole('main');
}

/** The works page's "how far from publishable" part. */
function progress(page: Page) {
  return page.getByRole('region', { name: 'Para publicar' });
}

function workRow(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

function tourRow(page: Page) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TOUR.es }) });
}

/** Chooses `action` in the "Más" menu of the row named `name`. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Más acciones para ${name}`, exact: true }).click();
  await page
    .getByRole('menu', { name: `Más acciones para ${name}` })
    .getByRole('menuitem', { name: action, exact: true })
    .click();
}

const state: {
  admin?: { context: BrowserContext; page: Page };
  /** The admin's clicks, typing and file picks on the way from nothing to a published tour. */
  steps?: Interactions;
  museumId?: string;
  tourId?: string;
  workIds: string[];
} = { workIds: [] };

function adminPage(): Page {
  if (!state.admin) throw new Error('the admin is not signed in');
  return state.admin.page;
}

function steps(): Interactions {
  if (!state.steps) throw new Error('the admin is not signed in');
  return state.steps;
}

/*
 * Building the tour from nothing, counted along the straight path (the test's own detours, such
 * as opening the preview early or cancelling a confirmation, are not): a museum, a tour with its
 * floor plan, four works with a picture and two narrations each (one with a map of its own), and
 * publishing. Done by hand on the original back-office, a map per work, it took about 93
 * interactions, 18 of them file pickers.
 */
const BUILDING_BUDGET = { interactions: 78, filePickers: 16 };

afterAll(async () => {
  await state.admin?.context.close();
});

describe('an admin publishes a tour that a visitor then takes', () => {
  it(
    'creates a museum from a 4 MB photo, stored as WebP well under 500 KB',
    { timeout: 120_000 },
    async () => {
      state.admin = await signInAsAdmin(browser());
      const page = adminPage();
      state.steps = countInteractions(page);
      steps().resume();
      await page.getByRole('link', { name: '+ Agregar museo' }).click();
      await page.getByRole('heading', { name: 'Nuevo museo' }).waitFor();
      const photo = await bigPhoto(page);
      expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
      const before = await documentIds('tematics');

      await page.getByLabel(fieldLabel('Nombre (español)')).fill(MUSEUM.es);
      await page.getByLabel(fieldLabel('Nombre (inglés)')).fill(MUSEUM.en);
      // Its address is made from its name as it is typed, and set when it is created.
      await page.getByText(`Dirección web: /recorridos/museo-de-prueba-${stamp}`).waitFor();
      await page.getByLabel(fieldLabel('Descripción (español)')).fill('Un museo para las pruebas.');
      await page.getByLabel(fieldLabel('Descripción (inglés)')).fill('A museum for the tests.');
      await page.getByLabel(fieldLabel('Imagen')).setInputFiles({
        name: 'foto-camara.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await screenshot(page, 'cpanel-museum-form-desktop-es');
      await page.getByRole('button', { name: 'Crear museo' }).click();
      steps().pause();
      await toast(page, 'Museo creado');
      await page.getByRole('heading', { name: MUSEUM.es }).waitFor();

      const created = (await documentIds('tematics')).filter((id) => !before.includes(id));
      expect(created).toEqual([`museo-de-prueba-${stamp}`]);
      state.museumId = created[0];
      const files = await storagePaths(`${state.museumId}/`);
      expect(files).toEqual([
        `${state.museumId}/mainImg-1600.webp`,
        `${state.museumId}/mainImg-640.webp`,
      ]);
      const displaySize = await storedSize(files[0] ?? '');
      console.info(
        `4 MB photo: ${photo.length} bytes in, display WebP ${displaySize} bytes stored`,
      );
      expect(displaySize).toBeLessThan(500 * 1024);
      await screenshot(page, 'cpanel-museums-desktop-es');
    },
  );

  it(
    'creates a draft tour and cannot publish it before it has four complete works',
    { timeout: 120_000 },
    async () => {
      const page = adminPage();
      steps().resume();
      await nav(page, 'Recorridos').click();
      await page.getByRole('link', { name: '+ Agregar recorrido' }).click();
      await page.getByRole('heading', { name: 'Nuevo recorrido' }).waitFor();
      await page.getByLabel(fieldLabel('Museo')).selectOption({ label: MUSEUM.es });
      // Visitors see the museum's own name in their language: there is none to type.
      await expect(page.getByLabel(/Nombre del museo/).count()).resolves.toBe(0);
      await page.getByLabel(fieldLabel('Título (español)')).fill(TOUR.es);
      await page.getByLabel(fieldLabel('Título (inglés)')).fill(TOUR.en);
      await page.getByText(`Dirección web: /muestra/recorrido-de-prueba-${stamp}`).waitFor();
      await page
        .getByLabel(fieldLabel('Descripción (español)'))
        .fill('Cuatro obras para escuchar.');
      await page.getByLabel(fieldLabel('Descripción (inglés)')).fill('Four works to listen to.');
      // A museum with no tours yet has no address to offer: it is typed once, here.
      await expect(page.getByLabel(fieldLabel('Dirección')).inputValue()).resolves.toBe('');
      await page.getByLabel(fieldLabel('Dirección')).fill('Av. Pruebas 123');
      await page
        .getByLabel(fieldLabel('Imagen'))
        .setInputFiles(image('tours', 'malba-vanguardias'));
      // The floor plan is set once, for the tour: its works use it unless they carry their own.
      await page.getByLabel('Plano del recorrido').setInputFiles(TOUR_PLAN);
      await screenshot(page, 'cpanel-tour-form-desktop-es');
      await page.getByRole('button', { name: 'Crear recorrido' }).click();
      steps().pause();
      await toast(page, 'Recorrido creado como borrador');
      // The next step is where it lands: the new tour's works, and how far it is from publishable.
      await page.waitForURL(/\/cpanel\/my-works-of-art\//);
      state.tourId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      // Its id is the readable address the form showed, for good.
      expect(state.tourId).toBe(`recorrido-de-prueba-${stamp}`);
      await page.getByText('Este recorrido todavía no tiene obras.').waitFor();
      await progress(page).getByText('0 de 4 obras listas', { exact: true }).waitFor();
      // The tour keeps a copy of its museum's name in both languages, for its cards and page.
      expect(at(await readDocument(`exposition/${state.tourId}`), 'museum')).toEqual(MUSEUM);

      // Its edit page and its works lead to each other.
      await main(page).getByRole('link', { name: 'Editar recorrido', exact: true }).click();
      await page.getByRole('heading', { name: 'Editar recorrido', level: 1 }).waitFor();
      await page
        .getByText(`Dirección web: /muestra/${state.tourId} No cambia`, { exact: false })
        .waitFor();
      await main(page).getByRole('link', { name: 'Ver obras', exact: true }).click();
      await page.waitForURL(`${APP_URL}/cpanel/my-works-of-art/${state.tourId}`);

      // The preview publishes, with the same check as the list.
      await progress(page).getByRole('link', { name: 'Vista previa' }).click();
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Todavía no se puede publicar' });
      await dialog.getByText('Tiene 0 obras: hacen falta al menos 4.').waitFor();
      await screenshot(page, 'cpanel-publish-blocked-desktop-es');
      await dialog.getByRole('button', { name: '← Volver' }).click();
      await page.getByText('Es un borrador: los visitantes todavía no lo ven.').waitFor();
      await page.getByRole('link', { name: 'Ver obras', exact: true }).click();
      await progress(page).waitFor();
    },
  );

  it(
    'adds four works with image and both narrations (one with its own map), in order',
    { timeout: 240_000 },
    async () => {
      const page = adminPage();
      const tourId = state.tourId ?? '';
      const before = await documentIds('obras');
      // On the works page already: each work added comes back to it.
      await page.waitForURL(`${APP_URL}/cpanel/my-works-of-art/${tourId}`);
      steps().resume();
      for (const [index, work] of WORKS.entries()) {
        await page.getByRole('link', { name: '+ Agregar obra' }).click();
        await page.getByRole('heading', { name: 'Nueva obra' }).waitFor();
        // The next free position is proposed.
        await expect
          .poll(() => page.getByLabel(fieldLabel('Lugar en el recorrido')).inputValue())
          .toBe(String(index + 1));
        await page.getByLabel(fieldLabel('Título (español)')).fill(work.es);
        await page.getByLabel(fieldLabel('Título (inglés)')).fill(work.en);
        await page.getByLabel(fieldLabel('Artista')).fill(work.artist);
        await page.getByLabel('Sala (español)').fill(room(index).es);
        await page.getByLabel('Sala (inglés)').fill(room(index).en);
        await page.getByLabel(fieldLabel('Descripción (español)')).fill(`Sobre ${work.es}.`);
        await page.getByLabel(fieldLabel('Descripción (inglés)')).fill(`About ${work.en}.`);
        await page
          .getByLabel(fieldLabel('Texto del audio (español)'))
          .fill(`Narración de ${work.es}.`);
        // The third work misses its English narration text at first, too.
        if (index !== 2) {
          await page.getByLabel(fieldLabel('Texto del audio (inglés)')).fill(`About ${work.en}.`);
        }
        await page.getByLabel('Imagen de la obra').setInputFiles(image('works', work.slug));
        // Only the last work, in another room, has a plan of its own; the others use the tour's.
        if (work === OWN_MAP) {
          await page
            .getByLabel('Mapa (ubicación en la sala)')
            .setInputFiles(image('maps', work.slug));
        }
        await page
          .getByLabel('Audio en español')
          .setInputFiles(file('audio', `${work.slug}-es.mp3`, 'audio/mpeg'));
        // The third work misses its English narration at first: the guardrail names it.
        if (index !== 2) {
          await page
            .getByLabel('Audio en inglés')
            .setInputFiles(file('audio', `${work.slug}-en.mp3`, 'audio/mpeg'));
        }
        if (index === 0) await screenshot(page, 'cpanel-work-form-desktop-es');
        await page.getByRole('button', { name: 'Agregar obra' }).click();
        await toast(page, 'Obra agregada');
        await page.getByRole('heading', { name: work.es }).waitFor();
      }
      steps().pause();
      state.workIds = (await documentIds('obras')).filter((id) => !before.includes(id));
      expect(state.workIds).toHaveLength(4);
      const titles = await page.locator('.cpanel-row__title').allTextContents();
      expect(titles).toEqual(WORKS.map((work) => work.es));
      const orders = await page.locator('.cpanel-row__order').allTextContents();
      expect(orders).toEqual(['1', '2', '3', '4']);
      // How far from publishable, and what the one incomplete work lacks, on its row.
      await progress(page).getByText('3 de 4 obras listas', { exact: true }).waitFor();
      await expect(page.getByText(/^Le falta:/).allTextContents()).resolves.toEqual([
        'Le falta: audio en inglés, texto del audio en inglés',
      ]);
      await expect(
        workRow(page, WORKS[2].es)
          .getByText(/^Le falta:/)
          .count(),
      ).resolves.toBe(1);
      for (const id of state.workIds) {
        const files = await storagePaths(`${id}/`);
        expect(files.filter((path) => path.includes('/mainImg-'))).not.toHaveLength(0);
        expect(files).toContain(`${id}/audio-es.mp3`);
      }
      // Each work keeps its room, each image its pixel size, each narration the length of what
      // the browser made of it: the seed files re-encoded (the encoder adds under 0.1 s).
      const stored = await storedWorks(state.workIds);
      for (const [index, work] of WORKS.entries()) {
        const document = stored.get(work.es) ?? null;
        expect(at(document, 'room')).toEqual(room(index));
        const seconds = at(document, 'media.audio-es.duration');
        console.info(`${work.slug}-es.mp3: ${JSON.stringify(seconds)} s measured in the browser`);
        expect(Math.abs(Number(seconds) - narrationLength(work.slug, 'es'))).toBeLessThan(0.1);
        if (index !== 2) {
          const en = at(document, 'media.audio-en.duration');
          expect(Math.abs(Number(en) - narrationLength(work.slug, 'en'))).toBeLessThan(0.1);
        }
        const original = webpSize(image('works', work.slug).buffer);
        expect(at(document, 'media.mainImg.width')).toBe(original.width);
        expect(at(document, 'media.mainImg.height')).toBe(original.height);
        expect(at(document, 'media.map.width')).toBe(
          work === OWN_MAP ? webpSize(image('maps', work.slug).buffer).width : undefined,
        );
      }
      const tourPlan = at(await readDocument(`exposition/${tourId}`), 'map.width');
      expect(tourPlan).toBe(webpSize(TOUR_PLAN.buffer).width);
      await screenshot(page, 'cpanel-works-desktop-es');
    },
  );

  it(
    'is told exactly what is missing, fixes it, reorders, publishes and highlights',
    { timeout: 120_000 },
    async () => {
      const page = adminPage();
      await progress(page).getByRole('link', { name: 'Vista previa' }).click();
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Todavía no se puede publicar' });
      await dialog
        .getByText(
          `A la obra 3 («${WORKS[2].es}») le falta: audio en inglés, texto del audio en inglés.`,
          { exact: true },
        )
        .waitFor();
      await expect(dialog.getByRole('listitem').count()).resolves.toBe(1);
      await screenshot(page, 'cpanel-publish-blocked-work-desktop-es');
      await dialog.getByRole('button', { name: '← Volver' }).click();

      // Edit the third work: add its English narration and its text.
      await page.getByRole('link', { name: 'Ver obras', exact: true }).click();
      await page.getByRole('link', { name: `Editar ${WORKS[2].es}` }).click();
      await page.getByRole('heading', { name: 'Editar obra' }).waitFor();
      await expect(page.getByLabel(fieldLabel('Título (español)')).inputValue()).resolves.toBe(
        WORKS[2].es,
      );
      // What was left out when it was added counts as part of building it; finding it does not.
      steps().resume();
      await page
        .getByLabel('Audio en inglés')
        .setInputFiles(file('audio', `${WORKS[2].slug}-en.mp3`, 'audio/mpeg'));
      await page.getByLabel(fieldLabel('Texto del audio (inglés)')).fill(`About ${WORKS[2].en}.`);
      steps().pause();
      // The room typed when it was added is there to edit.
      await expect(page.getByLabel('Sala (inglés)').inputValue()).resolves.toBe(room(2).en);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await toast(page, 'Modificación exitosa');
      await page.getByRole('heading', { name: WORKS[2].es }).waitFor();
      const edited = (await storedWorks(state.workIds)).get(WORKS[2].es) ?? null;
      const editedLength = Number(at(edited, 'media.audio-en.duration'));
      expect(Math.abs(editedLength - narrationLength(WORKS[2].slug, 'en'))).toBeLessThan(0.1);
      expect(at(edited, 'room')).toEqual(room(2));

      // Reorder without dragging: the fourth work moves up to third place.
      await page.getByRole('button', { name: `Subir ${WORKS[3].es}`, exact: true }).click();
      await toast(page, 'Orden actualizado');
      await expect
        .poll(() => page.locator('.cpanel-row__title').allTextContents())
        .toEqual([WORKS[0].es, WORKS[1].es, WORKS[3].es, WORKS[2].es]);

      await progress(page).getByText('4 de 4 obras listas', { exact: true }).waitFor();
      await progress(page)
        .getByText(/^Se puede publicar/)
        .waitFor();
      await expect(page.getByText(/^Le falta:/).count()).resolves.toBe(0);

      // From the preview, publishing asks first; cancelled, nothing changes.
      steps().resume();
      await progress(page).getByRole('link', { name: 'Vista previa' }).click();
      steps().pause();
      const publish = page.getByRole('button', { name: 'Publicar', exact: true });
      await publish.click();
      const confirm = page.getByRole('dialog', { name: '¿Publicar el recorrido?' });
      await confirm.getByText(/quedará a la vista de todos los visitantes/).waitFor();
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(at(await readDocument(`exposition/${state.tourId ?? ''}`), 'state')).toBe('draft');
      steps().resume();
      await publish.click();
      await screenshot(page, 'cpanel-confirm-publish-desktop-es');
      await confirm.getByRole('button', { name: 'Publicar', exact: true }).click();
      steps().pause();
      console.info(
        `building the tour from nothing: ${String(steps().total)} interactions, ${String(steps().filePickers)} of them file pickers`,
      );
      expect(steps().total).toBeLessThanOrEqual(BUILDING_BUDGET.interactions);
      expect(steps().filePickers).toBeLessThanOrEqual(BUILDING_BUDGET.filePickers);
      await toast(page, 'Recorrido publicado');
      await page.getByText('Este recorrido está publicado.').waitFor();
      // The focus is back on the banner's button, which now offers the way back.
      await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(
        'Marcar como borrador',
      );
      expect(at(await readDocument(`exposition/${state.tourId ?? ''}`), 'state')).toBe('published');

      await nav(page, 'Recorridos').click();
      await tourRow(page).getByText('Publicado', { exact: true }).waitFor();
      const feature = tourRow(page).getByRole('button', { name: `Destacar ${TOUR.es}` });
      await expect(feature.getAttribute('aria-pressed')).resolves.toBe('false');
      await feature.click();
      await toast(page, 'Recorrido destacado');
      // The toggle says its state in words, not only in its colour.
      await expect(
        tourRow(page)
          .getByRole('button', { name: `Destacado ✓ ${TOUR.es}` })
          .getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await screenshot(page, 'cpanel-tours-desktop-es');
    },
  );

  it(
    'a visitor finds it on the home page and in the museum, and listens to it',
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'phone');
      try {
        await page.goto(`${APP_URL}/`);
        const highlights = page.getByRole('list', { name: 'Recorridos destacados' });
        await highlights.getByText(TOUR.es).first().waitFor();

        await page.goto(`${APP_URL}/recorridos/${state.museumId ?? ''}`);
        await page.getByRole('heading', { name: MUSEUM.es }).waitFor();
        await page.getByText(TOUR.es).first().waitFor();
        await page.goto(`${APP_URL}/muestra/${state.tourId ?? ''}`);
        await page.getByRole('heading', { name: TOUR.es, level: 1 }).waitFor();
        await tourComplete(page);
        // Each title carries its position for screen readers ("Obra 1: …").
        const titles = (await page.locator('.work__title').allTextContents()).map((title) =>
          title.replace(/^Obra \d+: /, ''),
        );
        expect(titles).toEqual([WORKS[0].es, WORKS[1].es, WORKS[3].es, WORKS[2].es]);

        await page.getByRole('button', { name: 'Escuchar el recorrido' }).click();
        await page.waitForFunction(() => {
          const element = document.querySelector('audio');
          return element !== null && element.readyState >= 2 && element.currentTime > 0;
        });
        const src = await page
          .locator('audio')
          .evaluate((element: HTMLAudioElement) => decodeURIComponent(element.currentSrc));
        expect(src).toContain(`/audio-es.mp3`);
        expect(state.workIds.some((id) => src.includes(`${id}/`))).toBe(true);
        await screenshot(page, 'cpanel-published-tour-phone-es');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }

      // In English, the tour names its museum in English, in its header and on its card.
      const english = await newVisitor(browser(), 'phone', 'en');
      try {
        await english.page.goto(`${APP_URL}/muestra/${state.tourId ?? ''}`);
        await english.page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('link', { name: MUSEUM.en, exact: true })
          .waitFor();
        await english.page.goto(`${APP_URL}/recorridos/${state.museumId ?? ''}`);
        await english.page.locator('ul.card-grid').getByText(MUSEUM.en, { exact: true }).waitFor();
        await expect(english.page.getByText(MUSEUM.es).count()).resolves.toBe(0);
      } finally {
        await english.context.close();
      }
    },
  );

  it('unpublished, a visitor no longer finds it', { timeout: 120_000 }, async () => {
    const page = adminPage();
    await page.goto(`${APP_URL}/cpanel/expositions`);
    // Deleting it while it is live says so, and that its printed QR codes stop working.
    await rowAction(page, TOUR.es, 'Eliminar');
    const remove = page.getByRole('dialog', { name: '¿Mover el recorrido a la papelera?' });
    await remove
      .getByText(
        `«${TOUR.es}» está publicado: los visitantes lo ven ahora, y sus códigos QR impresos dejarán de funcionar.`,
        { exact: true },
      )
      .waitFor();
    await screenshot(page, 'cpanel-confirm-delete-published-desktop-es');
    await remove.getByRole('button', { name: 'Cancelar' }).click();
    await remove.waitFor({ state: 'hidden' });

    // Unpublishing asks too.
    await rowAction(page, TOUR.es, 'Marcar como borrador');
    const confirm = page.getByRole('dialog', { name: '¿Marcar como borrador?' });
    await confirm.getByText(/sus códigos QR impresos dejarán de funcionar/).waitFor();
    expect(at(await readDocument(`exposition/${state.tourId ?? ''}`), 'state')).toBe('published');
    await confirm.getByRole('button', { name: 'Marcar como borrador', exact: true }).click();
    await toast(page, 'El recorrido volvió a borrador');
    await tourRow(page).getByText('Borrador', { exact: true }).waitFor();

    // A new device: the public pages cache what they read for 20 minutes.
    const { context, page: visitor } = await newVisitor(browser(), 'phone');
    try {
      await visitor.goto(`${APP_URL}/`);
      const highlights = visitor.getByRole('list', { name: 'Recorridos destacados' });
      await highlights.waitFor();
      await expect(highlights.getByText(TOUR.es).count()).resolves.toBe(0);
      await visitor.goto(`${APP_URL}/recorridos/${state.museumId ?? ''}`);
      await visitor.getByRole('heading', { name: MUSEUM.es }).waitFor();
      await visitor.locator('.status, .card-grid').first().waitFor();
      await expect(visitor.getByText(TOUR.es).count()).resolves.toBe(0);
      await visitor.goto(`${APP_URL}/muestra/${state.tourId ?? ''}`);
      await visitor.getByRole('heading', { name: 'No encontramos este recorrido' }).waitFor();
    } finally {
      await context.close();
    }

    // The admin still previews the draft, in Spanish even when working in English.
    await page
      .getByRole('button', { name: /Cambiar a English|Switch to English|English/ })
      .first()
      .click();
    // The choice is remembered once the English texts have arrived: wait for it before leaving.
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await page.goto(`${APP_URL}/cpanel/preview/${state.tourId ?? ''}`);
    await page.getByText('It is a draft: visitors cannot see it yet.').waitFor();
    await page.getByRole('heading', { name: TOUR.es, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Las obras (4)' }).waitFor();
    await screenshot(page, 'cpanel-preview-desktop-en');
    // And in English, as English-speaking visitors will read it.
    await page
      .getByRole('group', { name: 'Show in' })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('heading', { name: TOUR.en, level: 1 }).waitFor();
    await page.getByText('Preview in English.').waitFor();
    await screenshot(page, 'cpanel-preview-english-desktop-en');
    await page
      .getByRole('button', { name: /Español|Spanish/ })
      .first()
      .click();
  });

  it(
    'deleted, a work and the tour wait in the trash and come back whole; deleted for ever, nothing remains',
    { timeout: 180_000 },
    async () => {
      const page = adminPage();
      const tourId = state.tourId ?? '';
      const museumId = state.museumId ?? '';
      // One work goes on its own: out of the tour at once, its files kept for its return.
      const lastTitle = WORKS[3].es;
      const numbers = new Map<string, PlainValue | undefined>();
      for (const id of state.workIds)
        numbers.set(id, at(await readDocument(`obras/${id}`), 'order'));
      await page.goto(`${APP_URL}/cpanel/my-works-of-art/${tourId}`);
      // A work's row has no other secondary action: delete is a button of its own, no menu.
      await page.getByRole('button', { name: `Eliminar ${lastTitle}`, exact: true }).click();
      const workDialog = page.getByRole('dialog', { name: '¿Mover la obra a la papelera?' });
      await workDialog
        .getByText(/con sus archivos, en su lugar y con el número de su etiqueta/)
        .waitFor();
      await workDialog.getByRole('button', { name: 'Mover a la papelera' }).click();
      await toast(page, 'Obra movida a la papelera');
      await expect(page.getByRole('heading', { name: lastTitle }).count()).resolves.toBe(0);
      const remaining = await documentIds('obras');
      const trashedWork = state.workIds.find((id) => !remaining.includes(id)) ?? '';
      expect(trashedWork).not.toBe('');
      const workFiles = await storagePaths(`${trashedWork}/`);
      expect(workFiles.filter((path) => /audio-(es|en)\.mp3$/.test(path))).toHaveLength(2);
      expect(workFiles.some((path) => path.includes('/mainImg'))).toBe(true);

      // A museum's delete takes its tours with it, and its dialog says so: not yet.
      await page.goto(`${APP_URL}/cpanel/tematics`);
      await rowAction(page, MUSEUM.es, 'Eliminar');
      let dialog = page.getByRole('dialog', { name: '¿Mover el museo a la papelera?' });
      await dialog.getByText(/y todos sus recorridos dejan de verse en el sitio/).waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      expect(await documentIds('tematics')).toContain(museumId);

      await nav(page, 'Recorridos').click();
      await rowAction(page, TOUR.es, 'Eliminar');
      dialog = page.getByRole('dialog', { name: '¿Mover el recorrido a la papelera?' });
      await dialog.getByText(/Podés restaurarlo desde la Papelera durante 30 días/).waitFor();
      // A draft: no visitors to warn about.
      await expect(dialog.getByText(/está publicado/).count()).resolves.toBe(0);
      await screenshot(page, 'cpanel-confirm-delete-desktop-es');
      await dialog.getByRole('button', { name: 'Mover a la papelera' }).click();
      await toast(page, 'Recorrido movido a la papelera');
      await expect(tourRow(page).count()).resolves.toBe(0);
      expect(at(await readDocument(`exposition/${tourId}`), 'state')).toBe('trashed');

      // The trash lists both, newest first, with what held them and until when.
      await nav(page, 'Papelera').click();
      const trash = main(page);
      await trash.getByRole('heading', { name: 'Papelera', level: 1 }).waitFor();
      const tourEntry = trash.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: TOUR.es }),
      });
      const workEntry = trash.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: lastTitle }),
      });
      await tourEntry.getByText(`del museo «${MUSEUM.es}»`).waitFor();
      await workEntry.getByText(`del recorrido «${TOUR.es}»`).waitFor();
      await workEntry.getByText(/se elimina para siempre el/).waitFor();
      await screenshot(page, 'cpanel-trash-desktop-es');
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, 'cpanel-trash-phone-es');
      // Its texts follow a switch of language, its own (loaded with the page) too.
      await page
        .getByRole('button', { name: /Cambiar a English|English/ })
        .first()
        .click();
      await trash.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
      const workInEnglish = trash.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: WORKS[3].en }),
      });
      await workInEnglish.getByText(`of the tour “${TOUR.en}”`).waitFor();
      await workInEnglish.getByText(/deleted for ever on/).waitFor();
      await screenshot(page, 'cpanel-trash-phone-en');
      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, 'cpanel-trash-desktop-en');
      await page
        .getByRole('button', { name: /Español|Spanish/ })
        .first()
        .click();
      await trash.getByRole('heading', { name: 'Papelera', level: 1 }).waitFor();

      // The work cannot come back before its tour; the tour comes back as a draft, then the work.
      await workEntry.getByRole('button', { name: `Restaurar ${lastTitle}` }).click();
      await toast(page, 'Lo que lo contiene también está en la papelera: restauralo primero.');
      await tourEntry.getByRole('button', { name: `Restaurar ${TOUR.es}` }).click();
      await toast(page, 'Recorrido restaurado como borrador: revisalo y publicalo de nuevo');
      await expect.poll(() => tourEntry.count()).toBe(0);
      await workEntry.getByRole('button', { name: `Restaurar ${lastTitle}` }).click();
      await toast(page, 'Obra restaurada en su número');
      // (Other journeys may have left things of theirs in the trash.)
      await expect.poll(() => workEntry.count()).toBe(0);
      expect(at(await readDocument(`exposition/${tourId}`), 'state')).toBe('draft');
      const restored = await readDocument(`obras/${trashedWork}`);
      // At the number it had: every work has its number back.
      expect(at(restored, 'order')).toBe(numbers.get(trashedWork));
      for (const id of state.workIds)
        expect(at(await readDocument(`obras/${id}`), 'order')).toBe(numbers.get(id));
      expect(await storagePaths(`${trashedWork}/`)).toEqual(workFiles);

      // Back on the works page, with its picture and both narrations.
      await page.goto(`${APP_URL}/cpanel/my-works-of-art/${tourId}`);
      const back = workRow(page, lastTitle);
      await back.waitFor();
      await back.locator('img.cpanel-row__thumb').waitFor();
      expect(
        await back
          .locator('img.cpanel-row__thumb')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      await back.getByText('Audio en español: cargado').waitFor();
      await back.getByText('Audio en inglés: cargado').waitFor();

      // The museum goes to the trash with its tour, then for ever, with everything.
      await nav(page, 'Museos').click();
      await rowAction(page, MUSEUM.es, 'Eliminar');
      await page
        .getByRole('dialog', { name: '¿Mover el museo a la papelera?' })
        .getByRole('button', { name: 'Mover a la papelera' })
        .click();
      await toast(page, 'Museo movido a la papelera');
      expect(await documentIds('tematics')).not.toContain(museumId);
      await nav(page, 'Papelera').click();
      const museumEntry = trash.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: MUSEUM.es }),
      });
      await museumEntry.getByText('Con 1 recorrido').waitFor();
      // Its tour is in its row, not one of its own.
      await expect(trash.getByRole('heading', { name: TOUR.es }).count()).resolves.toBe(0);
      await museumEntry.getByRole('button', { name: `Eliminar para siempre ${MUSEUM.es}` }).click();
      const forEver = page.getByRole('dialog', { name: '¿Eliminar para siempre?' });
      await forEver.getByText(/No se puede deshacer/).waitFor();
      await forEver.getByRole('button', { name: 'Eliminar para siempre' }).click();
      await toast(page, 'Eliminado para siempre');
      await expect.poll(() => museumEntry.count()).toBe(0);

      expect(await documentIds('tematics')).not.toContain(museumId);
      expect(await documentIds('exposition')).not.toContain(tourId);
      const works = await documentIds('obras');
      for (const id of state.workIds) expect(works).not.toContain(id);
      for (const id of [museumId, tourId, ...state.workIds])
        expect(await storagePaths(`${id}/`)).toEqual([]);
      const ours = [museumId, tourId, ...state.workIds];
      expect((await documentIds('trash')).filter((id) => ours.some((o) => id.endsWith(o)))).toEqual(
        [],
      );
    },
  );
});
