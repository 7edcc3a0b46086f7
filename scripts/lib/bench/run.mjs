// The bench itself, run inside the local stack by scripts/bench-in-stack.mjs: seeds the demo
// content, measures every public route two ways (Lighthouse and the throttled load), prints the
// tables, writes .bench/*.json and says which budgets were missed. Nothing here runs at import.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  AIM,
  BUDGETS,
  TOUR_ROUTE,
  aimGaps,
  budgetFailures,
  indexScriptsKiB,
  lighthouseTable,
  selectRoutes,
  throttledTable,
} from '../bench-report.mjs';
import { ROOT } from '../local-config.mjs';
import { say } from '../preflight.mjs';
import { seedDemoContent } from '../seed.mjs';
import { CPU_SLOWDOWN, DEVICE, NETWORK, chromePath, launchChromium } from './browser.mjs';
import { CPU_TASK_REFERENCE_MS } from './floor.mjs';
import { measureLighthouse, measureThrottled, prepareRoutes } from './measure.mjs';
import { audioStreams, benchSite, gzipSizeInDist, removeFloorPages } from './stack.mjs';

/** The bench's options from the variables scripts/bench.mjs sets. */
export function optionsFromEnv(env = process.env) {
  return {
    runs: Number(env.BENCH_RUNS ?? 3),
    check: env.BENCH_CHECK === '1',
    routes: env.BENCH_ROUTES,
    skipLighthouse: env.BENCH_SKIP_LIGHTHOUSE === '1',
    skipThrottled: env.BENCH_SKIP_THROTTLED === '1',
    outDir: env.BENCH_APP_DIR,
  };
}

function printReport(report, { allRoutes, options }) {
  const { indexScripts, lighthouse, throttled, audio, failures } = report;
  console.log(
    `\nindex.html loads ${indexScripts.files.length} scripts, ${indexScripts.kib.toFixed(1)} KiB gzipped ` +
      `(budget ${BUDGETS.indexScriptsKiB} KiB).`,
  );
  if (lighthouse) {
    console.log(`\nLighthouse mobile, ${options.runs} run(s) per route: median (min–max)\n`);
    console.log(lighthouseTable(lighthouse));
    console.log(`\nFrom the aim (LCP ${AIM.lcpMs} ms, performance ${AIM.performance}):`);
    for (const line of aimGaps(lighthouse)) console.log(`- ${line}`);
    for (const [route, summary] of Object.entries(lighthouse)) {
      for (const audit of summary.failing) console.log(`  ${route}: ${audit}`);
    }
  }
  if (throttled) {
    console.log(
      `\nChromium throttled for real (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU, 390x844), ` +
        `cold, then warm in the same context; ${options.runs} run(s) per route: median (min–max)\n`,
    );
    console.log(throttledTable(throttled));
  }
  if (audio) {
    console.log(
      `\nNarration byte range: HTTP ${audio.status}, ${audio.bytes} bytes, Accept-Ranges ${audio.acceptRanges ?? 'absent'}.`,
    );
  }
  const measured = Object.keys(report.routes);
  const skipped = [
    options.skipLighthouse && 'Lighthouse',
    options.skipThrottled && 'the throttled load',
    measured.length < allRoutes.length &&
      `routes ${allRoutes.filter((name) => !measured.includes(name)).join(', ')}`,
  ].filter(Boolean);
  console.log(
    `\nLoad average ${report.loadAverage.map((l) => l.toFixed(1)).join(' ')} on ${report.cpus} CPUs; ` +
      `written to .bench/latest.json in ${report.seconds} s.`,
  );
  if (skipped.length > 0)
    console.log(`Not measured (their budgets unchecked): ${skipped.join('; ')}.`);
  if (failures.length > 0) {
    console.log(`\n${failures.length} budget(s) missed:`);
    for (const f of failures) console.log(`  ✖ ${f}`);
  } else {
    console.log('\nEvery budget measured is met.');
  }
}

const pathsOf = (routes) =>
  Object.fromEntries(Object.entries(routes).map(([name, { path }]) => [name, path]));

/** Runs the bench with `options` (optionsFromEnv); resolves with the process's exit code. */
export async function runBench(options) {
  const site = benchSite(options.outDir);
  const selection = selectRoutes(options.routes);
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
  const museum = content.museums[0];
  const tour = content.tours.find((t) => t.tematicId === museum.id && t.state === 'published');
  const allRoutes = {
    '/': '/',
    '/museos': '/museos',
    '/recorridos/{museum}': `/recorridos/${museum.id}`,
    [TOUR_ROUTE]: `/muestra/${tour.id}`,
  };
  const routes = Object.fromEntries(
    selection.map((name) => [name, { path: allRoutes[name], jumpsToWork: false }]),
  );

  let throttled = null;
  let lighthouse = null;
  const rawRuns = { lighthouse: {}, throttled: {} };
  let imageOrder = {};
  // Warm the Hosting emulator and the others once, so run 1 is not a cold JVM, and learn
  // which images each route shows in which order.
  await fetch(`${site.appUrl}/`);
  const browser = await launchChromium();
  try {
    const prepared = await prepareRoutes(browser, routes, site);
    imageOrder = prepared.imageOrder;
    const { floors } = prepared;
    if (!options.skipThrottled) {
      const measured = await measureThrottled(browser, routes, {
        runs: options.runs,
        site,
        floors,
      });
      throttled = measured.summaries;
      rawRuns.throttled = measured.raw;
    }
    if (!options.skipLighthouse) {
      const measured = await measureLighthouse(routes, {
        runs: options.runs,
        site,
        imageOrder,
        floors,
      });
      lighthouse = measured.summaries;
      rawRuns.lighthouse = measured.raw;
    }
  } finally {
    await browser.close();
    removeFloorPages(site);
  }
  const audio = await audioStreams(content);

  const failures = budgetFailures({ lighthouse, throttled, indexScriptsKiB: indexScripts.kib });
  const report = {
    at: new Date().toISOString(),
    runsPerRoute: options.runs,
    routes: pathsOf(routes),
    lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
      .version,
    chromium: chromePath(),
    cpus: cpus().length,
    loadAverage: loadavg(),
    budgets: BUDGETS,
    aim: AIM,
    cpuTaskReferenceMs: CPU_TASK_REFERENCE_MS,
    throttling: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, device: DEVICE },
    indexScripts,
    imageOrder,
    lighthouse,
    throttled,
    runs: rawRuns,
    audio,
    failures,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const stamp = report.at.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(ROOT, '.bench', `bench-${stamp}.json`), json);
  writeFileSync(join(ROOT, '.bench', 'latest.json'), json);
  printReport(report, { allRoutes: Object.keys(allRoutes), options });
  return options.check && failures.length > 0 ? 1 : 0;
}
