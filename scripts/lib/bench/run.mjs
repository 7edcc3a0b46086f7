// The bench itself, run inside the local stack by scripts/bench-in-stack.mjs: seeds the demo
// content, measures every public route two ways (Lighthouse and the throttled load), each run
// beside the machine's floor, prints the tables, writes .bench/*.json and says which budgets were
// missed. With `scale`, it measures the throttled load with the demo content first, adds the
// scale content, and measures again; then a museum's page of the scale content, before and after
// it is given 200 closed exhibitions. Nothing here runs at import.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { say } from '../preflight.mjs';
import { dayAt } from '../seed-days.mjs';
import { seedDemoContent } from '../seed.mjs';
import { CPU_SLOWDOWN, DEVICE, NETWORK, chromePath, launchChromium } from './browser.mjs';
import { AIM, BUDGETS, budgetFailures, tourFailures } from './budgets.mjs';
import { CPU_TASK_REFERENCE_MS, machineSentence, machineState } from './floor.mjs';
import { measureLighthouse, measureThrottled, prepareRoutes } from './measure.mjs';
import { printReport, writeReport } from './output.mjs';
import { indexScriptsKiB } from './requests.mjs';
import {
  MUSEUM_ROUTE,
  ROUTE_NAMES,
  SCALE_ROUTE_NAMES,
  TOUR_ROUTE,
  WORK_ROUTE,
  selectRoutes,
} from './routes.mjs';
import {
  CLOSED_BYTES_GROWTH,
  SCALE_BYTES_GROWTH,
  closedExhibitionsFailures,
  scaleFailures,
} from './scale-report.mjs';
import { seedClosedExhibitions, seedScaleContent } from './scale-seed.mjs';
import {
  audioStreams,
  benchSite,
  gzipSizeInDist,
  removeFloorPages,
  seededMediaUrl,
} from './stack.mjs';
import { TOUR_LANGUAGES, measureTour } from './tour-measure.mjs';

/** The work a work's address opens: one in the middle of the tour, as a label's QR code would. */
const WORK_NUMBER = 3;

/** The bench's options from the variables scripts/bench.mjs sets. */
export function optionsFromEnv(env = process.env) {
  return {
    runs: Number(env.BENCH_RUNS ?? 3),
    check: env.BENCH_CHECK === '1',
    routes: env.BENCH_ROUTES,
    skipLighthouse: env.BENCH_SKIP_LIGHTHOUSE === '1',
    skipThrottled: env.BENCH_SKIP_THROTTLED === '1',
    scale: env.BENCH_SCALE === '1',
    outDir: env.BENCH_APP_DIR,
  };
}

/** Every route's address in the demo content: the first museum and its first published tour. */
function routePaths(content) {
  const museum = content.museums[0];
  const tour = content.tours.find(
    (t) => t.tematicId === museum.id && t.state === 'published' && t.exhibition === undefined,
  );
  if (content.works.filter((w) => w.expositionId === tour.id).length < WORK_NUMBER) {
    throw new Error(
      `${tour.id} has fewer than ${WORK_NUMBER} works: no work's address to measure.`,
    );
  }
  return {
    tourId: tour.id,
    paths: {
      '/': '/',
      '/museos': '/museos',
      '/recorridos/{museum}': `/recorridos/${museum.id}`,
      [TOUR_ROUTE]: `/muestra/${tour.id}`,
      [WORK_ROUTE]: `/muestra/${tour.id}/${WORK_NUMBER}`,
    },
  };
}

/**
 * A museum's page at scale, throttled, before and after the museum is given 200 closed
 * exhibitions: `museumId` a museum of the scale content with none. Returns both summaries.
 */
async function measureClosedExhibitions(browser, { content, museumId, runs, site }) {
  const path = `/recorridos/${museumId}`;
  const route = { [MUSEUM_ROUTE]: { path, jumpsToWork: false } };
  const { floors } = await prepareRoutes(browser, route, site);
  say(`${path} with no exhibition…`);
  const none = await measureThrottled(browser, route, { runs, site, floors });
  const { plan } = await seedClosedExhibitions({
    content,
    museumId,
    today: dayAt(Date.now()),
    log: say,
  });
  say(`${path} with ${plan.tours.length} closed exhibitions…`);
  const closed = await measureThrottled(browser, route, { runs, site, floors });
  return {
    path,
    count: plan.tours.length,
    none: none.summaries[MUSEUM_ROUTE],
    closed: closed.summaries[MUSEUM_ROUTE],
    raw: { none: none.raw, closed: closed.raw },
  };
}

/** Both measures of `routes` in the content the emulators hold now, each beside its floor. */
async function measureRoutes(browser, routes, { options, site }) {
  const { imageOrder, floors } = await prepareRoutes(browser, routes, site);
  const runs = options.runs;
  const throttled = options.skipThrottled
    ? null
    : await measureThrottled(browser, routes, { runs, site, floors });
  const lighthouse = options.skipLighthouse
    ? null
    : await measureLighthouse(routes, { runs, site, imageOrder, floors });
  return { imageOrder, throttled, lighthouse };
}

/**
 * Work 1 of the tour, its picture's and its narration's URLs in each language, for the first
 * sound's floor page.
 */
async function firstNarrations(content, tourId) {
  const [first] = content.works
    .filter((w) => w.expositionId === tourId)
    .sort((a, b) => a.order - b.order);
  const image = await seededMediaUrl(first.id, 'mainImg');
  const narrations = {};
  for (const language of TOUR_LANGUAGES) {
    const url = await seededMediaUrl(first.id, `audio-${language}`);
    if (!url || !image) throw new Error(`${first.id} has no picture or narration in ${language}`);
    narrations[language] = { workId: first.id, workName: first.name[language], image, url };
  }
  return narrations;
}

const cpuTaskTimes = (...raws) =>
  raws.flatMap((raw) => Object.values(raw ?? {}).flatMap((runs) => runs.map((r) => r.cpuTaskMs)));

/** Runs the bench with `options` (optionsFromEnv); resolves with the process's exit code. */
export async function runBench(options) {
  const site = benchSite(options.outDir);
  const names = options.scale ? SCALE_ROUTE_NAMES : ROUTE_NAMES;
  const selection = selectRoutes(options.routes, names);
  const started = Date.now();
  const indexScripts = indexScriptsKiB(
    readFileSync(join(site.outDir, 'index.html'), 'utf8'),
    (path) => gzipSizeInDist(site, path),
  );
  if (indexScripts.missing.length > 0) {
    throw new Error(
      `index.html names scripts not in the build: ${indexScripts.missing.join(', ')}`,
    );
  }
  const { content } = await seedDemoContent({ log: say });
  const { tourId, paths } = routePaths(content);
  const routes = Object.fromEntries(
    selection.map((name) => [name, { path: paths[name], jumpsToWork: name === WORK_ROUTE }]),
  );

  let demo = null;
  let scaleSeed = null;
  let closedExhibitions = null;
  let measured;
  let tour = null;
  // Warm the Hosting emulator and the others once, so run 1 is not a cold JVM.
  await fetch(`${site.appUrl}/`);
  const browser = await launchChromium();
  try {
    if (options.scale) {
      say('With the demo content: the throttled load, for the demo-size figures…');
      const { floors } = await prepareRoutes(browser, routes, site);
      demo = await measureThrottled(browser, routes, { runs: options.runs, site, floors });
      say('Adding the scale content…');
      scaleSeed = await seedScaleContent({ content, bigTourId: tourId, log: say });
    }
    measured = await measureRoutes(browser, routes, { options, site });
    // Reads stay cheap at any number of closed exhibitions: a museum's page, with and without.
    if (options.scale && routes[MUSEUM_ROUTE]) {
      closedExhibitions = await measureClosedExhibitions(browser, {
        content,
        museumId: scaleSeed.plan.museums[0].id,
        runs: options.runs,
        site,
      });
    }
    // The demo tour's own figures, with the demo content only: its offline size and first sound.
    if (!options.scale && routes[TOUR_ROUTE]) {
      tour = await measureTour(browser, {
        site,
        path: routes[TOUR_ROUTE].path,
        tourId,
        narrations: await firstNarrations(content, tourId),
        runs: options.runs,
        throttled: !options.skipThrottled,
      });
    }
  } finally {
    await browser.close();
    removeFloorPages(site);
  }
  const { imageOrder, throttled, lighthouse } = measured;
  const audio = await audioStreams(content);

  const failures = [
    ...budgetFailures({
      lighthouse: lighthouse?.summaries ?? null,
      throttled: throttled?.summaries ?? null,
      indexScriptsKiB: indexScripts.kib,
    }),
    ...(demo ? scaleFailures({ demo: demo.summaries, scale: throttled.summaries }) : []),
    ...(closedExhibitions ? closedExhibitionsFailures(closedExhibitions) : []),
    ...(tour ? tourFailures(tour) : []),
  ];
  const state = machineState(
    cpuTaskTimes(
      demo?.raw,
      throttled?.raw,
      lighthouse?.raw,
      closedExhibitions?.raw.none,
      closedExhibitions?.raw.closed,
      tour?.runs,
    ),
  );
  const loadAverage = loadavg();
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const report = {
    at: new Date().toISOString(),
    runsPerRoute: options.runs,
    routes: Object.fromEntries(Object.entries(routes).map(([name, { path }]) => [name, path])),
    lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
      .version,
    chromium: chromePath(),
    cpus: cpus().length,
    loadAverage,
    machine: {
      model,
      ...state,
      sentence: machineSentence(state, { cpus: cpus().length, model, loadAverage }),
    },
    budgets: {
      ...BUDGETS,
      ...(demo ? { scaleBytesGrowth: SCALE_BYTES_GROWTH } : {}),
      ...(closedExhibitions ? { closedExhibitionsBytesGrowth: CLOSED_BYTES_GROWTH } : {}),
    },
    aim: AIM,
    cpuTaskReferenceMs: CPU_TASK_REFERENCE_MS,
    throttling: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, device: DEVICE },
    indexScripts,
    imageOrder,
    lighthouse: lighthouse?.summaries ?? null,
    throttled: throttled?.summaries ?? null,
    scale: demo && {
      bigTourId: tourId,
      counts: scaleSeed.totals,
      written: scaleSeed.counts,
      demo: demo.summaries,
      closedExhibitions: closedExhibitions && {
        path: closedExhibitions.path,
        count: closedExhibitions.count,
        none: closedExhibitions.none,
        closed: closedExhibitions.closed,
      },
    },
    tour: tour && {
      path: routes[TOUR_ROUTE].path,
      offline: tour.offline,
      firstSound: tour.firstSound,
    },
    runs: {
      lighthouse: lighthouse?.raw ?? {},
      throttled: throttled?.raw ?? {},
      demo: demo?.raw,
      closedExhibitions: closedExhibitions?.raw,
      tour: tour?.runs,
    },
    audio,
    failures,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  writeReport(report);
  printReport(report, { allRoutes: names, options });
  return options.check && failures.length > 0 ? 1 : 0;
}
