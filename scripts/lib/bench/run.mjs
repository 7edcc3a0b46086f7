// The bench itself, run inside the local stack by scripts/bench-in-stack.mjs: seeds the demo
// content, measures every public route two ways (Lighthouse and the throttled load), prints the
// tables, writes .bench/*.json and says which budgets were missed. Nothing here runs at import.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  AIM,
  BUDGETS,
  THROTTLED_FIELDS,
  TOUR_ROUTE,
  aimGaps,
  budgetFailures,
  indexScriptsKiB,
  lighthouseTable,
  selectRoutes,
  summariseRoute,
  summariseRun,
  throttledTable,
} from '../bench-report.mjs';
import { ROOT } from '../local-config.mjs';
import { say } from '../preflight.mjs';
import { seedDemoContent } from '../seed.mjs';
import {
  CPU_SLOWDOWN,
  DEVICE,
  NETWORK,
  chromePath,
  launchChromium,
  lighthouseRun,
} from './browser.mjs';
import { imageOrderOf, throttledRun } from './page-load.mjs';
import { audioStreams, benchSite, gzipSizeInDist } from './stack.mjs';

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

async function measureThrottled(browser, routes, { runs, site }) {
  const summaries = {};
  const raw = {};
  for (const [name, path] of Object.entries(routes)) {
    const results = [];
    for (let i = 1; i <= runs; i++) {
      say(`Throttled ${name} (${path}), run ${i}/${runs}…`);
      results.push(await throttledRun(browser, path, site));
    }
    summaries[name] = summariseRoute(results, THROTTLED_FIELDS);
    raw[name] = results;
    const m = summaries[name].median;
    say(
      `${name}: main image ${m.mainImagePaintedMs ?? '–'} ms, first text ${m.firstTextPaintedMs ?? '–'} ms, ` +
        `Firestore ${m.firestoreRequests} requests in ${m.firestoreRounds} round trip(s), ` +
        `${m.firestoreDocuments ?? '–'} documents, ${m.totalKiB?.toFixed(1)} KiB; warm ${m.warmFirestoreRequests}`,
    );
  }
  return { summaries, raw };
}

async function measureLighthouse(routes, { runs, site, imageOrder }) {
  const summaries = {};
  const raw = {};
  for (const [name, path] of Object.entries(routes)) {
    const results = [];
    for (let i = 1; i <= runs; i++) {
      say(`Lighthouse ${name} (${path}), run ${i}/${runs}…`);
      const lhr = await lighthouseRun(`${site.appUrl}${path}`);
      const run = summariseRun(lhr, {
        hosts: site.hosts,
        appOrigin: site.appUrl,
        route: name,
        imageOrder: imageOrder[name],
      });
      // The last run's full report, to see which elements shift or which audit failed.
      mkdirSync(join(ROOT, '.bench'), { recursive: true });
      writeFileSync(
        join(ROOT, '.bench', `lighthouse${path.replaceAll('/', '_')}.json`),
        JSON.stringify(lhr),
      );
      if (run.runtimeError) console.error(`  Lighthouse error: ${run.runtimeError}`);
      results.push(run);
    }
    summaries[name] = summariseRoute(results);
    raw[name] = results;
    const m = summaries[name].median;
    say(
      `${name}: perf ${m.performance}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, ` +
        `CLS ${m.cls?.toFixed(3)}`,
    );
  }
  return { summaries, raw };
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
  const routes = Object.fromEntries(selection.map((name) => [name, allRoutes[name]]));

  let throttled = null;
  let lighthouse = null;
  const rawRuns = { lighthouse: {}, throttled: {} };
  const imageOrder = {};
  // Warm the Hosting emulator and the others once, so run 1 is not a cold JVM, and learn
  // which images each route shows in which order.
  await fetch(`${site.appUrl}/`);
  const browser = await launchChromium();
  try {
    for (const [name, path] of Object.entries(routes)) {
      imageOrder[name] = await imageOrderOf(browser, path, site);
    }
    if (!options.skipThrottled) {
      const measured = await measureThrottled(browser, routes, { runs: options.runs, site });
      throttled = measured.summaries;
      rawRuns.throttled = measured.raw;
    }
  } finally {
    await browser.close();
  }
  if (!options.skipLighthouse) {
    const measured = await measureLighthouse(routes, { runs: options.runs, site, imageOrder });
    lighthouse = measured.summaries;
    rawRuns.lighthouse = measured.raw;
  }
  const audio = await audioStreams(content);

  const failures = budgetFailures({ lighthouse, throttled, indexScriptsKiB: indexScripts.kib });
  const report = {
    at: new Date().toISOString(),
    runsPerRoute: options.runs,
    routes,
    lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default
      .version,
    chromium: chromePath(),
    cpus: cpus().length,
    loadAverage: loadavg(),
    budgets: BUDGETS,
    aim: AIM,
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
