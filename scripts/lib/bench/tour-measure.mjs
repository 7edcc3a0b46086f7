// What `npm run bench` measures of the demo tour beyond its page's load, in each language: what
// "Save for offline use" downloads, as it lands in Cache Storage, and, throttled as the pages
// are, the time from pressing the tour's play button to work 1's first sound, beside the same
// narration played by a static page (the sound's floor). Nothing here runs at import.
import { say } from '../preflight.mjs';
import { CPU_SLOWDOWN, DEVICE, TIMING_SCRIPT, throttledPage } from './browser.mjs';
import {
  SOUND_FLOOR_SCRIPT,
  calibratedSlowdown,
  cpuFactor,
  firstSoundFromFloor,
  soundFloorPage,
  timeCpuTask,
} from './floor.mjs';
import { watchedLoad } from './page-load.mjs';
import { step } from './step.mjs';
import { writeFloorPages } from './stack.mjs';
import { FIRST_SOUND_FIELDS, summariseRoute } from './summaries.mjs';

/** The languages the demo tour is measured in: each has its own narrations. */
export const TOUR_LANGUAGES = ['es', 'en'];

/** What a visitor finds the controls by, in each language (the app's own texts). */
const TEXTS = {
  es: {
    locale: 'es-AR',
    download: /^Descargar para usar sin conexión/,
    sheet: 'Guardar para usar sin conexión',
    save: /^Guardar recorrido \(/,
    play: 'Escuchar el recorrido',
  },
  en: {
    locale: 'en-US',
    download: /^Download for offline use/,
    sheet: 'Save for offline use',
    save: /^Save tour \(/,
    play: 'Play the tour',
  },
};

/** A save or a sound not there this long after it was asked for counts as never. */
const WAIT_MS = 60_000;

/** A phone context of `browser` (the bench's DEVICE) whose device speaks `language`. */
async function visitorContext(browser, language) {
  const context = await browser.newContext({ ...DEVICE, locale: TEXTS[language].locale });
  await context.addInitScript(TIMING_SCRIPT);
  return context;
}

/**
 * The tour saved for offline use in `language` as a visitor saves it (the download control,
 * then the sheet's save button, the language's choice as it opens), unthrottled: the bytes of
 * every file that landed in the tour's cache, narrations apart, and what the sheet announced
 * (the sizes the documents record; the small copies' estimated). The bench blocks the service
 * worker, so the sheet never says "saved": the tour's data entry, written once every file is
 * stored and read back, is the end.
 */
export async function offlineSize(browser, { site, path, tourId, language }) {
  const texts = TEXTS[language];
  const context = await visitorContext(browser, language);
  const where = `${path} in ${language}`;
  try {
    const page = await context.newPage();
    await step(`opening ${where}`, () => page.goto(`${site.appUrl}${path}`), page);
    // The page in the visitor's language, with its heading: else the control's name is not yet its.
    await step(
      `waiting for ${where} to show`,
      () =>
        page.waitForFunction(
          (lang) => document.documentElement.lang === lang && document.querySelector('h1'),
          language,
          { timeout: WAIT_MS },
        ),
      page,
    );
    await step(
      `pressing the download control on ${where}`,
      () => page.getByRole('button', { name: texts.download }).click({ timeout: WAIT_MS }),
      page,
    );
    const sheet = page.getByRole('dialog', { name: texts.sheet });
    await step(
      `pressing the sheet's save button on ${where}`,
      () => sheet.getByRole('button', { name: texts.save }).click({ timeout: WAIT_MS }),
      page,
    );
    // Polled: the entry is written once every file is stored and read back; an alert is a failure.
    const started = Date.now();
    const isSaved = (id) =>
      caches
        .open('museo-offline-data')
        .then((data) => data.match(`/__offline__/tours/${encodeURIComponent(id)}.json`))
        .then((entry) => entry !== undefined);
    await step(
      `saving ${where} for offline use`,
      async () => {
        while (!(await page.evaluate(isSaved, tourId))) {
          const alert = sheet.getByRole('alert');
          if ((await alert.count()) > 0) throw new Error(`it failed: ${await alert.innerText()}`);
          if (Date.now() - started > WAIT_MS) {
            throw new Error(`it took more than ${String(WAIT_MS / 1000)} s`);
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      },
      page,
    );
    return await page.evaluate(async (id) => {
      const files = await caches.open(`museo-tour-${id}`);
      const totals = { bytes: 0, files: 0, narrationBytes: 0, narrations: 0 };
      for (const request of await files.keys()) {
        const response = await files.match(request);
        const size = response ? (await response.blob()).size : 0;
        totals.bytes += size;
        totals.files += 1;
        if (/audio-(?:es|en)[^/]*$/.test(decodeURIComponent(new URL(request.url).pathname))) {
          totals.narrationBytes += size;
          totals.narrations += 1;
        }
      }
      const data = await caches.open('museo-offline-data');
      const entry = await data.match(`/__offline__/tours/${encodeURIComponent(id)}.json`);
      const announced = entry ? (await entry.json()).bytes : null;
      return { ...totals, announcedBytes: typeof announced === 'number' ? announced : null };
    }, tourId);
  } finally {
    await context.close();
  }
}

/**
 * Watches the page's <audio> from the next click on: the click's time, the 'playing' event's,
 * and the first moment it plays with time advancing (currentTime > 0, checked every frame and
 * on every time update), with the file it plays. Media events do not bubble: captured.
 */
const SOUND_WATCH = () => {
  const sound = {};
  window.__benchSound = sound;
  const check = () => {
    const audio = document.querySelector('audio');
    if (sound.soundAt !== undefined || !audio) return;
    if (!audio.paused && audio.readyState >= 2 && audio.currentTime > 0) {
      sound.soundAt = performance.now();
      sound.src = audio.currentSrc;
    }
  };
  const frame = () => {
    check();
    if (sound.soundAt === undefined) requestAnimationFrame(frame);
  };
  document.addEventListener(
    'click',
    (event) => {
      sound.clickAt ??= event.timeStamp;
      requestAnimationFrame(frame);
    },
    { capture: true, once: true },
  );
  document.addEventListener(
    'playing',
    (event) => {
      sound.playingAt ??= event.timeStamp;
    },
    { capture: true },
  );
  document.addEventListener('timeupdate', check, { capture: true });
};

/**
 * One cold load of `url` throttled at `slowdown`, left to settle as the throttled load leaves a
 * route (its paints, then no request for a while), then the button named `button` pressed:
 * ms from the press to the first sound and to 'playing', and the file that played.
 */
async function soundRun(browser, url, site, { language, button, waitFor, slowdown }) {
  const context = await visitorContext(browser, language);
  try {
    const { page, cdp } = await throttledPage(context, slowdown);
    await watchedLoad(page, cdp, url, site, { waitFor });
    await page.evaluate(SOUND_WATCH);
    await page.getByRole('button', { name: button, exact: true }).click({ timeout: WAIT_MS });
    await page.waitForFunction(() => window.__benchSound?.soundAt !== undefined, null, {
      timeout: WAIT_MS,
      polling: 100,
    });
    const sound = await page.evaluate(() => window.__benchSound);
    return {
      firstSoundMs: sound.soundAt - sound.clickAt,
      playingMs: typeof sound.playingAt === 'number' ? sound.playingAt - sound.clickAt : null,
      src: sound.src,
    };
  } finally {
    await context.close();
  }
}

/**
 * The tour's first sound in `language`, `runs` times: each run after the CPU task and a run of
 * the sound's floor page, at the calibrated slowdown, as the throttled load of the routes.
 * `narration` is work 1's narration in that language: { workId, url }.
 */
async function firstSoundRuns(browser, { site, path, language, narration, floorUrl, runs }) {
  const results = [];
  for (let i = 1; i <= runs; i++) {
    say(`First sound of ${path} in ${language}, run ${i}/${runs}…`);
    const cpuTaskMs = timeCpuTask();
    const cpu = calibratedSlowdown(cpuFactor(cpuTaskMs), CPU_SLOWDOWN);
    const floor = await soundRun(browser, floorUrl, site, {
      language,
      button: TEXTS[language].play,
      waitFor: ['main-text'],
      slowdown: cpu.slowdown,
    });
    const run = await soundRun(browser, `${site.appUrl}${path}`, site, {
      language,
      button: TEXTS[language].play,
      waitFor: ['main-image', 'main-text'],
      slowdown: cpu.slowdown,
    });
    // Work 1's narration in the page's language, not another work's or language's.
    const file = decodeURIComponent(run.src ?? '');
    if (!file.includes(`${narration.workId}/`) || !file.includes(`audio-${language}`)) {
      throw new Error(`${path} in ${language} played ${file}, not work 1's narration`);
    }
    results.push({ ...run, ...firstSoundFromFloor({ cpuTaskMs, cpu, run, floor }) });
  }
  return results;
}

/**
 * Both measures of the demo tour at `path` in every language: { offline, firstSound, runs },
 * offline and firstSound by language (firstSound as a route summary), or firstSound null when
 * `throttled` is false (--skip-throttled). `narrations` are work 1's by language.
 */
export async function measureTour(
  browser,
  { site, path, tourId, narrations, runs, throttled = true },
) {
  const offline = {};
  for (const language of TOUR_LANGUAGES) {
    say(`Saving ${path} for offline use in ${language}…`);
    offline[language] = await offlineSize(browser, { site, path, tourId, language });
  }
  if (!throttled) return { offline, firstSound: null, runs: {} };
  const pages = Object.fromEntries(
    TOUR_LANGUAGES.map((language) => [
      language,
      {
        fileName: `sound-${language}.html`,
        html: soundFloorPage({
          lang: language,
          heading: narrations[language].workName,
          button: TEXTS[language].play,
          image: narrations[language].image,
          narration: narrations[language].url,
        }),
      },
    ]),
  );
  const floors = writeFloorPages(site, { ...pages, script: SOUND_FLOOR_SCRIPT });
  const firstSound = {};
  const raw = {};
  for (const language of TOUR_LANGUAGES) {
    raw[language] = await firstSoundRuns(browser, {
      site,
      path,
      language,
      narration: narrations[language],
      floorUrl: floors[language],
      runs,
    });
    firstSound[language] = summariseRoute(raw[language], FIRST_SOUND_FIELDS);
  }
  return { offline, firstSound, runs: raw };
}
