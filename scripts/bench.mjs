#!/usr/bin/env node
// `npm run bench`: builds the production app, serves it with Firebase's Hosting emulator against
// the local stack with the demo content, and measures each public route two ways, three runs each: Lighthouse (mobile,
// simulated throttling) and a cold load in Chromium throttled for real through CDP (150 ms round
// trip, 1.6 Mbit/s, 4x CPU: when the main image and heading are painted, Firestore requests,
// round trips and documents, bytes), then a warm repeat. Prints one table per measure, writes
// .bench/latest.json. Before each run of each route it times a fixed CPU task and loads the
// route's floor page, a static page with its main image: the timing budgets are set on the
// distance from that floor at the reference machine's speed (scripts/lib/bench/floor.mjs). With the
// tour page among the routes (not with --scale), it then measures the demo tour in each language:
// what saving it for offline use downloads, and throttled, the time from pressing play to work 1's
// first sound, beside a static page playing the same narration (scripts/lib/bench/tour-measure.mjs).
// Not part of `npm test`; a full run takes about 12 minutes on 2 busy cores, 25 with --scale.
// Usage: npm run bench [-- options]
//   --check             exit non-zero when a budget is missed (BUDGETS, scripts/lib/bench/budgets.mjs)
//   --scale             measure with the demo content (the throttled load only), add to it up to
//                       20 museums, 200 tours, 1,000 works, 50,000 likes and 20,000 comments (half
//                       the likes and most comments on the demo's first tour), and measure again,
//                       a work's address too (scripts/lib/bench/scale-content.mjs; its budgets:
//                       scripts/lib/bench/scale-report.mjs)
//   --runs N            runs per route and measure (default 3; the tables show medians)
//   --routes a,b        only these routes: a table name ('/muestra/{tour}'), a path
//                       ('/muestra/mnba-realismo-social') or its first segment ('muestra', 'museos',
//                       'recorridos', 'home')
//   --skip-lighthouse   only the throttled load
//   --skip-throttled    only Lighthouse
// BENCH_SKIP_BUILD=1 reuses the last build in .bench/dist (it says when the sources changed since).
// MUSEO_PORT_OFFSET moves every port, as for `npm test`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREVIEW_PORT, ROOT, STACK_PORTS } from './lib/local-config.mjs';
import {
  PreflightError,
  ensureChromium,
  ensureDependencies,
  ensureJava,
  ensurePortsFree,
  runMain,
  say,
} from './lib/preflight.mjs';
import { ROUTE_NAMES, SCALE_ROUTE_NAMES, selectRoutes } from './lib/bench/routes.mjs';

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const index = args.indexOf(flag);
  return index >= 0 ? (args[index + 1] ?? '') : null;
};
const runs = Number(valueOf('--runs') ?? 3);
const routes = valueOf('--routes');
const skipLighthouse = args.includes('--skip-lighthouse');
const skipThrottled = args.includes('--skip-throttled');
const scale = args.includes('--scale');

// A build of its own, so that `npm test` may run beside the bench (with another port offset).
const OUT_DIR = join(ROOT, '.bench', 'dist');
const FINGERPRINT = `${OUT_DIR}.fingerprint`;

async function benchBuild() {
  const { buildApp, buildFingerprint } = await import('./lib/build.mjs');
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    await buildApp({ outDir: OUT_DIR });
    writeFileSync(FINGERPRINT, buildFingerprint());
    return;
  }
  if (!existsSync(join(OUT_DIR, 'index.html'))) {
    throw new PreflightError(
      'BENCH_SKIP_BUILD=1, but there is no .bench/dist to reuse: run once without it.',
    );
  }
  const previous = existsSync(FINGERPRINT) ? readFileSync(FINGERPRINT, 'utf8') : null;
  say(
    previous === buildFingerprint()
      ? 'Reusing .bench/dist (built from these sources).'
      : 'Reusing .bench/dist, built from other sources or another MUSEO_PORT_OFFSET than these.',
  );
}

runMain(async () => {
  if (!Number.isInteger(runs) || runs < 1) {
    throw new PreflightError(`--runs takes a whole number of runs, not "${valueOf('--runs')}".`);
  }
  if (skipLighthouse && skipThrottled) {
    throw new PreflightError(
      '--skip-lighthouse and --skip-throttled together leave nothing to run.',
    );
  }
  if (scale && skipThrottled) {
    throw new PreflightError(
      '--scale compares the bytes of the throttled load at both sizes: it cannot skip it.',
    );
  }
  try {
    selectRoutes(routes, scale ? SCALE_ROUTE_NAMES : ROUTE_NAMES);
  } catch (error) {
    throw new PreflightError(error instanceof Error ? error.message : String(error));
  }
  ensureDependencies();
  ensureJava();
  ensureChromium();
  const chrome = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
  if (!existsSync(chrome)) {
    throw new PreflightError(
      `Lighthouse needs the Chromium binary itself, not found at ${chrome}: set CHROME_PATH.`,
    );
  }
  await ensurePortsFree([...STACK_PORTS, [PREVIEW_PORT, 'the Hosting emulator (the app)']]);
  // The Hosting emulator serves the build it finds at its start: build first.
  await benchBuild();
  say('Starting the Firebase emulators for the benchmark…');
  const { runInEmulators } = await import('./lib/emulators.mjs');
  const { code } = await runInEmulators('node scripts/bench-in-stack.mjs', {
    env: {
      BENCH_RUNS: String(runs),
      BENCH_CHECK: args.includes('--check') ? '1' : '0',
      BENCH_ROUTES: routes ?? '',
      BENCH_SKIP_LIGHTHOUSE: skipLighthouse ? '1' : '0',
      BENCH_SKIP_THROTTLED: skipThrottled ? '1' : '0',
      BENCH_SCALE: scale ? '1' : '0',
      BENCH_APP_DIR: OUT_DIR,
    },
    hostingDir: OUT_DIR,
  });
  return code;
});
