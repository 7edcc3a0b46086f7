#!/usr/bin/env node
// `npm run bench`: builds the production app, serves it against the local stack with the demo
// content, and runs Lighthouse (mobile) three times on each public route; prints the table and
// writes .bench/latest.json. Not part of `npm test`.
// Usage: npm run bench [-- --check] [-- --runs N]
//   --check   exit non-zero when a budget of issue 8 is missed (scripts/lib/bench-report.mjs)
//   --runs N  Lighthouse runs per route (default 3; the table shows medians)
// MUSEO_PORT_OFFSET moves every port, as for `npm test`.
import { existsSync } from 'node:fs';
import { PREVIEW_PORT, STACK_PORTS } from './lib/local-config.mjs';
import {
  PreflightError,
  ensureChromium,
  ensureDependencies,
  ensureJava,
  ensurePortsFree,
  runMain,
  say,
} from './lib/preflight.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;

runMain(async () => {
  if (!Number.isInteger(runs) || runs < 1) {
    throw new PreflightError(`--runs takes a whole number of runs, not "${args[runsIndex + 1]}".`);
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
  await ensurePortsFree([...STACK_PORTS, [PREVIEW_PORT, 'the app preview server']]);
  say('Starting the Firebase emulators for the benchmark…');
  const { runInEmulators } = await import('./lib/emulators.mjs');
  const { code } = await runInEmulators('node scripts/bench-in-stack.mjs', {
    env: { BENCH_RUNS: String(runs), BENCH_CHECK: args.includes('--check') ? '1' : '0' },
  });
  return code;
});
