// The demo admin adds a work with its texts, a picture and a narration in each language to a
// published tour, sees it listed with its number and files, and a visitor then sees its picture
// and plays its narration on the tour page; the admin deletes it again. The files go in through
// the engine's own automation of the file input (see chooseFile), never through a script of the
// test's. The picture is stored as WebP where the engine's canvas encodes WebP, else as JPEG: see
// STORED.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { mp3FrameAt } from '../../scripts/lib/media-info.mjs';
import { tours, users, works } from '../../seed/content.mjs';
import es from '../../src/i18n/locales/es/global.json';
import { ENGINE, pictureDrawn, useEngine, type EnginePage, type Json } from './support/engine';
import { scratchFolder } from './support/processes';
import { audioState, tourComplete } from './support/tour';

const engine = useEngine();
const admin = users.find((u) => u.isAdmin);
if (!admin) throw new Error('the seed needs an admin');
// A published tour the other journeys do not walk, so the work added here changes none of them.
const tour = (() => {
  const found = tours.find((t) => t.state === 'published' && !t.highlight);
  if (!found) throw new Error('the seed needs a published tour that is not highlighted');
  return found;
})();
const order = works.filter((w) => w.expositionId === tour.id).length + 1;

const stamp = Date.now().toString(36);
const WORK = {
  es: `Obra de prueba ${ENGINE} ${stamp}`,
  en: `Test work ${ENGINE} ${stamp}`,
  artist: 'Artista de prueba',
  room: { es: 'Sala 7, primer piso', en: 'Room 7, first floor' },
};

/** The two halves of the test picture: what the visitor's screen must show where it is. */
const LEFT = [196, 32, 140] as const;
const RIGHT = [24, 150, 160] as const;

/**
 * A 1200×900 PNG, magenta on the left and teal on the right: wider than 640, so it is stored
 * with its small copy, which a phone's page then picks.
 */
function testPicture(): Buffer {
  const png = new PNG({ width: 1200, height: 900 });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const [r, g, b] = x < png.width / 2 ? LEFT : RIGHT;
      const at = (y * png.width + x) * 4;
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/**
 * The first `seconds` of a seed narration (a CBR MP3 of speech, 22.05 kHz), cut at a frame
 * boundary: a short, real MP3 with sound in it. The encoder's Info frame is left out, since
 * its frame count would no longer be true and a browser would take the length from it.
 */
function shortNarration(seconds: number): { bytes: Buffer; seconds: number } {
  const source = readFileSync(
    join(process.cwd(), 'seed', 'media', 'audio', 'berni-manifestacion-es.mp3'),
  );
  const frames: Buffer[] = [];
  let offset = 0;
  let held = 0;
  for (;;) {
    const frame = mp3FrameAt(source, offset);
    if (!frame) throw new Error(`the seed narration has no MP3 frame at byte ${offset}`);
    const tag = source.toString('latin1', offset + frame.tagOffset, offset + frame.tagOffset + 4);
    if (offset > 0 || (tag !== 'Info' && tag !== 'Xing')) {
      frames.push(source.subarray(offset, offset + frame.length));
      held += frame.samples / frame.sampleRate;
    }
    offset += frame.length;
    if (held >= seconds) return { bytes: Buffer.concat(frames), seconds: held };
  }
}

/**
 * A 16-bit mono WAV of `seconds` at 22.05 kHz: a 330 Hz tone that swells and fades twice a
 * second, as a voice does, loud enough that the form does not take it for silence.
 */
function toneRecording(seconds: number): Buffer {
  const rate = 22_050;
  const count = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + count * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + count * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++) {
    const t = i / rate;
    const swell = 0.2 + 0.3 * (1 + Math.sin(2 * Math.PI * 2 * t));
    wav.writeInt16LE(Math.round(0x7fff * swell * Math.sin(2 * Math.PI * 330 * t)), 44 + i * 2);
  }
  return wav;
}

/** How near a colour drawn on the screen is to the one in the file (WebP and JPEG are lossy). */
function near(png: PNG, x: number, y: number, colour: readonly [number, number, number]) {
  const at = (Math.round(y) * png.width + Math.round(x)) * 4;
  const drawn = [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
  return Math.max(...drawn.map((value, i) => Math.abs(value - (colour[i] ?? 0))));
}

const files = scratchFolder('admin-files');
const picture = join(files.path, 'cuadro.png');
writeFileSync(picture, testPicture());
const narration = shortNarration(6.4);
const narrationPath = join(files.path, 'narracion.mp3');
writeFileSync(narrationPath, narration.bytes);
const ENGLISH_SECONDS = 3.2;
const englishPath = join(files.path, 'narration-en.wav');
writeFileSync(englishPath, toneRecording(ENGLISH_SECONDS));
afterAll(() => files.remove());

/** A form field by its label (the required fields' asterisk is hidden from the name). */
const field = (name: string) => ({ role: 'textbox', name }) as const;
const fileField = (name: string) => ({ css: 'input[type="file"]', name }) as const;
const toast = (text: string) => ({ css: '.Toastify', text }) as const;
// The works list's row (the upload tray, above the list, names the work too).
const row = { css: 'li.cpanel-row', text: WORK.es } as const;
const AUDIO_ES = es.cpanel.works.file['audio-es'];
const AUDIO_EN = es.cpanel.works.file['audio-en'];

/**
 * How the back-office stores a picture in this engine: resized by the page's canvas, as WebP
 * where the canvas encodes it, else as JPEG. WebKit's canvas hands back PNG when asked for WebP
 * (as Safari's does). Held per engine, so that a change either way fails here instead of
 * moving the journey quietly to the other format.
 */
const STORED = {
  chromium: { webpGivesBack: 'image/webp', extension: 'webp' },
  firefox: { webpGivesBack: 'image/webp', extension: 'webp' },
  webkit: { webpGivesBack: 'image/png', extension: 'jpg' },
}[ENGINE];

async function signIn(page: EnginePage) {
  if (!admin) throw new Error('no admin');
  await page.goto('/log-in');
  await page.type(field('Email'), admin.email);
  await page.type(field('Contraseña'), admin.password);
  await page.click({ role: 'button', name: 'Ingresar', within: { css: 'main' } });
  // Signing in takes an admin to the back-office.
  await page.find({ role: 'heading', level: 1, name: es.cpanel.nav.museums }, 20_000);
}

/**
 * From anywhere in the back-office to the tour's works, as an admin goes: Recorridos, then the
 * tour's "Más" menu, then "Ver obras". (Going by address instead would leave the page that was
 * still loading its parts, which WebKit counts as a failed import.)
 */
async function openTheToursWorks(page: EnginePage) {
  await page.click({
    role: 'link',
    name: es.cpanel.nav.tours,
    within: { css: `nav[aria-label="${es.cpanel.nav.label}"]` },
  });
  await page.click({ role: 'button', name: `Más acciones para ${tour.name.es}` });
  await page.click({ role: 'menuitem', name: es.cpanel.tours.works, within: { role: 'menu' } });
  await page.find(
    { role: 'heading', level: 1, name: `${es.pages.cpanelWorks}: ${tour.name.es}` },
    20_000,
  );
}

/** Types the work's texts into the new work's form. */
async function fillTexts(page: EnginePage) {
  await page.find({ role: 'heading', level: 1, name: es.pages.cpanelArtForm }, 20_000);
  // The next free number is proposed, after the tour's works.
  await page.waitFor(
    (expected) =>
      Array.from(document.querySelectorAll('label')).some(
        (label) =>
          label.textContent.startsWith('Lugar en el recorrido') &&
          label.control instanceof HTMLInputElement &&
          label.control.value === expected,
      ),
    { what: `the order ${order} proposed` },
    String(order),
  );
  await page.type(field('Título (español)'), WORK.es);
  await page.type(field('Título (inglés)'), WORK.en);
  await page.type(field('Artista'), WORK.artist);
  await page.type(field('Sala (español)'), WORK.room.es);
  await page.type(field('Sala (inglés)'), WORK.room.en);
  await page.type(field('Descripción (español)'), 'Un cuadro en dos colores, para las pruebas.');
  await page.type(field('Descripción (inglés)'), 'A painting in two colours, for the tests.');
  await page.type(field('Texto del audio (español)'), 'Unas palabras sobre la obra.');
}

/** m:ss as the form and the player show a length. */
const clock = (seconds: number, round: (n: number) => number) =>
  `0:${String(round(seconds)).padStart(2, '0')}`;

/**
 * Picks the recording for a narration field and waits until the form has made the narration
 * of it: "Así se guardará: <size>, <length>." beside a player of its own.
 */
async function chooseNarration(page: EnginePage, label: string, path: string, seconds: number) {
  await page.chooseFile(fileField(label), path);
  const ready = {
    role: 'status',
    text: new RegExp(`^Así se guardará: .+, ${clock(seconds, Math.round)}\\.$`),
    within: { css: '.file-field', text: label },
  } as const;
  await page.find(ready, 60_000);
  await page.find({ css: 'audio[controls]', name: `Escuchar cómo quedó ${label}` });
}

/** What the engine's canvas makes when asked for WebP. */
function webpEncodedAs(page: EnginePage) {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 8;
    canvas.height = 8;
    canvas.getContext('2d')?.fillRect(0, 0, 8, 8);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/webp', 0.8));
    return blob?.type ?? 'nothing';
  });
}

const state: { workId?: string } = {};

describe(`an admin on a laptop in ${ENGINE}`, () => {
  it(
    `adds a work with its texts, a picture (stored as ${STORED.extension}) and a narration, and sees it listed with its number`,
    { timeout: 180_000 },
    async () => {
      // WebKitWebDriver drives one browser at a time: the admin's page closes before the
      // visitor's opens, and the admin signs in again to clean up.
      const page = await engine().newPage({ viewport: 'desktop' });
      await signIn(page);

      await openTheToursWorks(page);
      await page.click({ role: 'link', name: `+ ${es.cpanel.works.add}` });
      await fillTexts(page);

      // A back-office link with the texts unsaved asks first, in every engine (WebKit has no
      // Navigation API: the app's own links are watched); staying keeps every word typed.
      await page.click({
        role: 'link',
        name: es.cpanel.nav.tours,
        within: { css: 'nav.cpanel-nav' },
      });
      const leave = { role: 'dialog', name: es.forms.leave.title } as const;
      await page.find(leave);
      await page.click({ role: 'button', name: es.forms.leave.stay, within: leave });
      await page.gone(leave);
      await page.waitFor(
        (title) =>
          Array.from(document.querySelectorAll('input')).some((input) => input.value === title),
        { what: 'the Spanish title still typed' },
        WORK.es,
      );

      await page.chooseFile(fileField(es.cpanel.works.file.mainImg), picture);
      // The form shows the picked picture and says what it holds, as after a pick in the file
      // dialog: its name and, once the engine has decoded it, its size in pixels.
      await page.find({ css: '.file-field__preview figcaption', text: 'Elegido: cuadro.png' });
      await page.find({ css: '.file-field__preview figcaption', text: '1200 × 900 px' });
      await chooseNarration(page, AUDIO_ES, narrationPath, narration.seconds);
      await chooseNarration(page, AUDIO_EN, englishPath, ENGLISH_SECONDS);
      await expect(page.count({ css: '.field__error' })).resolves.toBe(0);
      await page.screenshot('admin-work-form-desktop-es');
      const add = {
        role: 'button',
        name: es.cpanel.works.create,
        within: { css: 'form' },
      } as const;
      await page.click(add);

      await expect(webpEncodedAs(page)).resolves.toBe(STORED.webpGivesBack);
      await page.find(toast(es.cpanel.works.created), 60_000);
      await page.find({ role: 'heading', name: WORK.es }, 20_000);

      const number = { css: '.cpanel-row__order', within: row } as const;
      await expect(page.text(number)).resolves.toBe(String(order));
      await expect(page.attribute(number, 'aria-label')).resolves.toBe(`Orden ${order}`);
      const chips = await page.text({ css: '.file-chips', within: row });
      expect(chips).toContain(`${es.cpanel.works.short.mainImg} ✓`);
      expect(chips).toContain(`${es.cpanel.works.short['audio-es']} ✓`);
      expect(chips).toContain(`${es.cpanel.works.short['audio-en']} ✓`);
      // No map of its own is no warning: it shows the tour's plan, or none.
      expect(chips).not.toContain(`${es.cpanel.works.short.map} ✗`);
      expect(
        [es.cpanel.works.short.tourMap, es.cpanel.works.short.noMap].some((words) =>
          chips.includes(words),
        ),
      ).toBe(true);
      await page.waitFor(
        (title) => {
          const item = Array.from(document.querySelectorAll('li.cpanel-row')).find((li) =>
            li.textContent.includes(title),
          );
          const thumb = item?.querySelector<HTMLImageElement>('img.cpanel-row__thumb');
          // A row's picture loads as it nears the screen (loading="lazy"): the row is brought
          // into view, as the admin scrolls to it, below the tray that names the work too.
          item?.scrollIntoView({ block: 'center' });
          return thumb?.complete === true && thumb.naturalWidth > 0;
        },
        { what: 'the work’s picture in its row', timeout: 20_000 },
        WORK.es,
      );
      const edit = await page.attribute({ role: 'link', name: `Editar ${WORK.es}` }, 'href');
      state.workId = decodeURIComponent(edit?.split('/').pop() ?? '');
      expect(state.workId).not.toBe('');
      await page.screenshot('admin-works-desktop-es');
      expect(await page.errors()).toEqual([]);
      await page.close();
    },
  );

  it(
    'a visitor sees it on the tour page, with its picture, and plays its narration',
    // Its narration is played to the end: on a machine running both stacks at once WebKit
    // took more than two minutes once.
    { timeout: 180_000 },
    async () => {
      const workId = state.workId;
      if (!workId) throw new Error('the work was not added');
      const page = await engine().newPage({ viewport: 'phone' });
      try {
        await page.goto(`/muestra/${tour.id}`);
        await page.find({ role: 'heading', level: 1, name: tour.name.es }, 20_000);
        await tourComplete(page);
        const card = { css: 'article.work', text: WORK.es } as const;
        await expect(page.text({ css: '.work__title', within: card })).resolves.toBe(
          `Obra ${order}: ${WORK.es}`,
        );
        await expect(page.text({ css: '.work__room', within: card })).resolves.toBe(WORK.room.es);

        const image = { role: 'img', name: `${WORK.es}, de ${WORK.artist}` } as const;
        await page.find(image, 20_000);
        await page.evaluate((alt) => {
          document
            .querySelector(`img[alt="${alt}"]`)
            ?.scrollIntoView({ block: 'center', behavior: 'instant' });
        }, `${WORK.es}, de ${WORK.artist}`);
        const picture = `article.work img[alt="${WORK.es}, de ${WORK.artist}"]`;
        await pictureDrawn(page, picture, 'the work’s picture');
        // Both copies are offered in the format stored, and a phone's screen takes the small one.
        const stored = `${workId}/mainImg-1200.${STORED.extension}`;
        const small = `${workId}/mainImg-640.${STORED.extension}`;
        const offered = await page.evaluate((css) => {
          const img = document.querySelector<HTMLImageElement>(css);
          return {
            srcset: decodeURIComponent(img?.srcset ?? ''),
            current: decodeURIComponent(img?.currentSrc ?? ''),
          };
        }, picture);
        expect(offered.srcset).toContain(`${small}?alt=media 640w`);
        expect(offered.srcset).toContain(`${stored}?alt=media`);
        expect(offered.current).toContain(small);
        const box = await page.box(image);
        const shot = PNG.sync.read(await page.screenshot('admin-work-on-tour-phone-es'));
        const scale = shot.width / 390;
        const y = (box.y + box.height / 2) * scale;
        expect(near(shot, (box.x + box.width * 0.25) * scale, y, LEFT)).toBeLessThan(40);
        expect(near(shot, (box.x + box.width * 0.75) * scale, y, RIGHT)).toBeLessThan(40);

        // Its Listen button gives the narration's length, measured when the admin uploaded it.
        const listen = {
          role: 'button',
          name: `Escuchar · ${clock(narration.seconds, Math.floor)}: ${WORK.es}`,
        } as const;
        // Listened for in the page: a narration this short can be over between two of the
        // test's looks at the player (WebKit's WebDriver takes a while for each).
        await page.evaluate((file) => {
          const audio = document.querySelector('audio');
          if (!audio) throw new Error('the tour page has no audio element');
          const heard = { furthest: 0, ended: false };
          Reflect.set(window, 'museoHeard', heard);
          const mine = () => decodeURIComponent(audio.currentSrc).includes(file);
          audio.addEventListener('timeupdate', () => {
            if (mine()) heard.furthest = Math.max(heard.furthest, audio.currentTime);
          });
          audio.addEventListener('ended', () => {
            if (mine()) heard.ended = true;
          });
        }, `${workId}/audio-es`);
        await page.click(listen);
        // Heard to its end, every second of it played out. (WebKitGTK used to stall a fraction
        // of a second into a narration it had downloaded whole; the player now starts it again:
        // src/features/player/lib/stuck-start.ts.)
        await page
          .waitFor(
            (seconds) => {
              const heard = Reflect.get(window, 'museoHeard') as {
                furthest: number;
                ended: boolean;
              };
              return heard.ended && heard.furthest > seconds - 0.5;
            },
            { what: 'the narration heard to its end', timeout: 30_000 },
            narration.seconds,
          )
          .catch(async (error: unknown) => {
            const heard = await page.evaluate(() => Reflect.get(window, 'museoHeard') as Json);
            const now = await audioState(page);
            throw new Error(
              `${String(error)}; heard ${JSON.stringify(heard)}, player ${JSON.stringify(now)}`,
            );
          });
        const audio = await audioState(page);
        expect(audio.src).toContain(`${workId}/audio-es.mp3`);
        expect(audio.error).toBe(0);
        expect(audio.duration).toBeCloseTo(narration.seconds, 0);
        expect(await page.errors()).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('moves the work to the trash, and its row goes', { timeout: 60_000 }, async () => {
    if (!state.workId) throw new Error('the work was not added');
    const page = await engine().newPage({ viewport: 'desktop' });
    try {
      await signIn(page);
      await openTheToursWorks(page);
      await page.click({ role: 'button', name: `Eliminar ${WORK.es}` });
      await page.click({
        role: 'button',
        name: es.cpanel.common.toTrash,
        within: { role: 'dialog', name: es.cpanel.works.confirmTitle },
      });
      await page.find(toast(es.cpanel.works.deleted), 30_000);
      await page.gone({ role: 'heading', name: WORK.es });
      expect(await page.errors()).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
