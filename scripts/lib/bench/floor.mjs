// The machine's floor, which `npm run bench` measures beside every run of every route, and the
// arithmetic that sets the timing budgets on a route's distance from it. Pure (no I/O), so that
// scripts/lib/bench/floor.test.ts can check it.
//
// Absolute times move with the machine: on a 2-core machine with nothing else running, the bench
// itself (Chromium, the emulators' JVM) puts the load at 2-4, and two such runs missed budgets the
// run before them had met with room (the tour page's score 97 → 91, TBT 4 → 233 ms). Two things
// set how fast any page can be at that moment, and both are measured just before each run:
// - a fixed CPU task (cpuTask), timed in this process: how much slower than on the reference
//   machine the main thread runs now. The phone both measures stand for is CPU_SLOWDOWN times
//   slower than the reference machine, not than a loaded one: the run's CPU slowdown is divided
//   by that factor (calibratedSlowdown). Lighthouse applies its slowdown only in its simulation,
//   after the page has loaded, so the same load is simulated twice: as it is (the absolute
//   figures) and calibrated; the throttled load is throttled calibrated;
// - the floor page: a static page with the route's main image and heading and nothing else,
//   served by the same Hosting emulator, its image by the same Storage emulator, loaded in the
//   same conditions (floorPage). The emulators answer slower on a loaded machine, the floor page
//   as much as the route: what a route takes beyond its floor is the app's own doing.

/**
 * cpuTask's median time, in ms, on the reference machine with nothing else running: the 2-core
 * machine the budgets were set on.
 */
export const CPU_TASK_REFERENCE_MS = 100;

/**
 * A fixed amount of the main-thread work a page does with its data: build rows, serialise them,
 * parse them back, sort and walk them. Returns a checksum so that none of it can be skipped.
 */
export function cpuTask() {
  const rows = [];
  for (let i = 0; i < 4000; i++) {
    rows.push({
      id: `work-${i}`,
      order: (i * 7919) % 4000,
      name: { es: `Obra número ${i}`, en: `Work number ${i}` },
      tags: [i % 7, i % 11, i % 13],
    });
  }
  const text = JSON.stringify(rows);
  let check = 0;
  for (let round = 0; round < 40; round++) {
    const parsed = JSON.parse(text);
    parsed.sort((a, b) => a.order - b.order);
    for (const row of parsed) check = (check + row.name.es.length * row.order) % 1_000_003;
  }
  return check;
}

/** cpuTask's median time over `repeats` timings, after one untimed run that warms the JIT. */
export function timeCpuTask({ repeats = 5, task = cpuTask, now = () => performance.now() } = {}) {
  task();
  const times = [];
  for (let i = 0; i < repeats; i++) {
    const start = now();
    task();
    times.push(now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/** How many times slower than on the reference machine the main thread runs now. */
export function cpuFactor(cpuTaskMs, referenceMs = CPU_TASK_REFERENCE_MS) {
  return isNumber(cpuTaskMs) && cpuTaskMs > 0 ? cpuTaskMs / referenceMs : null;
}

/**
 * The CPU slowdown that makes this machine, `factor` times slower than the reference, stand for
 * the phone `slowdown` times slower than the reference. Never below 1 (no throttling): Chromium
 * cannot run a page faster than the machine does; such a run is not calibrated (`calibrated`).
 */
export function calibratedSlowdown(factor, slowdown) {
  if (!isNumber(factor) || factor <= 0) return { slowdown, calibrated: false };
  const wanted = slowdown / factor;
  return wanted >= 1 ? { slowdown: wanted, calibrated: true } : { slowdown: 1, calibrated: false };
}

/** How much longer than its floor a route took (both at the same calibrated slowdown). */
export function overFloor(value, floor) {
  return isNumber(value) && isNumber(floor) ? value - floor : null;
}

/** What every run records of the machine before it: the CPU task, its factor, the slowdown used. */
const cpuFields = (cpuTaskMs, cpu) => ({
  cpuTaskMs,
  cpuFactor: cpuFactor(cpuTaskMs),
  cpuSlowdown: cpu.slowdown,
  calibrated: cpu.calibrated ? 1 : 0,
});

/**
 * The fields one Lighthouse run of a route gains from the CPU task timed before it, its
 * re-simulation at the calibrated slowdown (`calibrated`, a run summary of
 * scripts/lib/bench/summaries.mjs) and its floor page's (`floor`, likewise calibrated).
 */
export function lighthouseFromFloor({ cpuTaskMs, cpu, calibrated, floor }) {
  return {
    ...cpuFields(cpuTaskMs, cpu),
    performanceAtReference: calibrated.performance,
    lcpAtReferenceMs: calibrated.lcpMs,
    tbtAtReferenceMs: calibrated.tbtMs,
    floorLcpMs: floor.lcpMs,
    floorPerformance: floor.performance,
    lcpOverFloorMs: overFloor(calibrated.lcpMs, floor.lcpMs),
  };
}

/** The same for one throttled run, throttled at the calibrated slowdown, and its floor's. */
export function throttledFromFloor({ cpuTaskMs, cpu, run, floor }) {
  return {
    ...cpuFields(cpuTaskMs, cpu),
    floorMainImagePaintedMs: floor.mainImagePaintedMs,
    mainImageOverFloorMs: overFloor(run.mainImagePaintedMs, floor.mainImagePaintedMs),
  };
}

/**
 * The same for one run of the tour's first sound (scripts/lib/bench/tour-measure.mjs), pressed
 * at the calibrated slowdown, and its floor's: the same narration played by a static page.
 */
export function firstSoundFromFloor({ cpuTaskMs, cpu, run, floor }) {
  return {
    ...cpuFields(cpuTaskMs, cpu),
    floorFirstSoundMs: floor.firstSoundMs,
    firstSoundOverFloorMs: overFloor(run.firstSoundMs, floor.firstSoundMs),
  };
}

/** A run is quiet when no CPU task timed during it took more than this times its reference. */
export const QUIET_FACTOR = 1.2;

/**
 * How busy the machine was during a run, from every CPU task timed in it: the fastest, median
 * and slowest times, the slowest as a factor of the reference, and whether the run was quiet.
 */
export function machineState(cpuTaskTimes, referenceMs = CPU_TASK_REFERENCE_MS) {
  const times = cpuTaskTimes.filter(isNumber).sort((a, b) => a - b);
  if (times.length === 0) return null;
  const slowest = times[times.length - 1] / referenceMs;
  return {
    cpuTaskMs: {
      min: times[0],
      median: times[Math.floor(times.length / 2)],
      max: times[times.length - 1],
    },
    referenceMs,
    slowest,
    quiet: slowest <= QUIET_FACTOR,
  };
}

/** The machine in one sentence, for the report and the README: what it is and how busy. */
export function machineSentence(state, { cpus, model, loadAverage }) {
  const machine = `${cpus} × ${model}`;
  const load = `load average ${loadAverage.map((l) => l.toFixed(1)).join(' ')} at the end`;
  if (!state) return `${machine}, ${load}; the CPU task was not timed.`;
  const { min, max } = state.cpuTaskMs;
  const times = `the CPU task took ${Math.round(min)}–${Math.round(max)} ms (${state.referenceMs} ms on the reference machine, quiet)`;
  return state.quiet
    ? `${machine}: the machine was quiet (${times}; ${load}).`
    : `${machine}: the machine was not quiet: ${times}, up to ${state.slowest.toFixed(1)} times as long; ${load}.`;
}

const escapeHtml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** The attributes of the route's main image the floor page copies: what picks and sizes it. */
const IMAGE_ATTRIBUTES = ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'fetchpriority'];

/**
 * The floor page of a route: its heading and main image (the attributes the route's `<img>`
 * has, so the browser picks the same file), marked for Element Timing as the app marks them,
 * and nothing else: no stylesheet, no script.
 */
export function floorPage({ lang = 'es', heading, image }) {
  const attributes = IMAGE_ATTRIBUTES.filter((name) => typeof image[name] === 'string')
    .map((name) => ` ${name}="${escapeHtml(image[name])}"`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)}</title>`,
    '</head>',
    '<body>',
    `<h1 elementtiming="main-text">${escapeHtml(heading)}</h1>`,
    `<img elementtiming="main-image"${attributes}>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The floor page's file name for a route of the tables ('/' is home). */
export function floorFileName(route) {
  const slug = route.replace(/[{}]/g, '').split('/').filter(Boolean).join('-');
  return `${slug || 'home'}.html`;
}

/** The sound's floor page's script: a file beside it, as the CSP allows no inline script. */
export const SOUND_FLOOR_SCRIPT = {
  fileName: 'sound-floor.js',
  html: "document.querySelector('button').addEventListener('click', () => {\n  void document.querySelector('audio').play();\n});\n",
};

/**
 * The floor of a narration's first sound: a static page with a heading, the work's picture, a
 * button named as the tour's play button and the narration's <audio> as the app's player holds
 * it (`preload="none"`, CORS), played by that button and nothing else. The picture comes from
 * the same Storage emulator, as the tour page's pictures do: without it the press opened the
 * first connection to it, and the floor took longer than the tour page. Pressed throttled as the
 * tour page is, it is the least a page can take from the press to that file's first sound now.
 */
export function soundFloorPage({ lang = 'es', heading, button, image, narration }) {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)}</title>`,
    `<script src="${SOUND_FLOOR_SCRIPT.fileName}" defer></script>`,
    '</head>',
    '<body>',
    `<h1 elementtiming="main-text">${escapeHtml(heading)}</h1>`,
    `<img src="${escapeHtml(image)}" alt="" width="320">`,
    `<button type="button">${escapeHtml(button)}</button>`,
    `<audio preload="none" crossorigin="anonymous" src="${escapeHtml(narration)}"></audio>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
