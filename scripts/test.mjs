#!/usr/bin/env node
// `npm test`: every test layer. The static checks first (types, ESLint, Prettier, the dependency
// rules), then unit tests (no emulators), then, inside
// one run of the Firebase emulators, the security-rules tests and the
// end-to-end journeys in Debian Chromium against the built app, which Firebase's own Hosting
// emulator serves from firebase.json.
// and Firefox and WebKit (tests/engines/).
// Usage: npm test [-- --only checks|unit|rules|e2e] [--engine chromium|firefox|webkit]
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { PORT_OFFSET, PREVIEW_PORT, ROOT, STACK_PORTS } from './lib/local-config.mjs';
import {
  PreflightError,
  ensureChromium,
  ensureDependencies,
  installEngines,
  ensureJava,
  ensurePortsFree,
  runMain,
  say,
} from './lib/preflight.mjs';

const valueOf = (flag) => {
  const index = process.argv.indexOf(flag);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const only = valueOf('--only');
const wants = (layer) => !only || only === layer;
const ENGINES = ['chromium', 'firefox', 'webkit'];
// The e2e journeys run in every engine; `--engine webkit` runs them in that one only.
const engines = valueOf('--engine') ? [valueOf('--engine')] : ENGINES;

runMain(async () => {
  const started = Date.now();
  if (only && !['checks', 'unit', 'rules', 'e2e'].includes(only)) {
    throw new PreflightError(`--only takes checks, unit, rules or e2e, not "${only}".`);
  }
  if (!engines.every((engine) => ENGINES.includes(engine))) {
    throw new PreflightError(`--engine takes ${ENGINES.join(', ')}, not "${engines.join()}".`);
  }
  ensureDependencies();
  const { runVitestLayer, describeLayer } = await import('./lib/vitest-layer.mjs');
  const layers = [];

  if (wants('checks')) {
    say('Layer 1/4: static checks (types, ESLint, Prettier, dependency rules)…');
    const { runChecksLayer } = await import('./lib/checks-layer.mjs');
    layers.push(await runChecksLayer());
  }

  if (wants('unit')) {
    say('Layer 2/4: unit and component tests (Vitest + Testing Library)…');
    // Vitest runs a worker per core but one, by default; on our 2-core machines that is a
    // single worker, and the files' jsdom start-up leaves the other core idle. Two workers:
    // 370 s down to 230 s.
    const workers = availableParallelism();
    layers.push(await runVitestLayer('unit', { args: [`--maxWorkers=${workers}`] }));
  }

  if (wants('rules') || wants('e2e')) {
    ensureJava();
    if (wants('e2e') && engines.includes('chromium')) ensureChromium();
    if (wants('e2e')) await installEngines(engines.filter((engine) => engine !== 'chromium'));
    await ensurePortsFree([
      ...STACK_PORTS,
      ...(wants('e2e') ? [[PREVIEW_PORT, 'the Hosting emulator (the app)']] : []),
    ]);
    // The Hosting emulator serves the build it finds at its start: build first (2-3 s), and a
    // second release of it for the journey that is deployed over.
    const e2eDirs = wants('e2e') && {
      app: join(ROOT, '.cache', `e2e-${String(PORT_OFFSET)}`, 'app'),
      next: join(ROOT, '.cache', `e2e-${String(PORT_OFFSET)}`, 'next'),
    };
    if (e2eDirs) {
      const { buildApp } = await import('./lib/build.mjs');
      await buildApp({ outDir: e2eDirs.app });
      await buildApp({ outDir: e2eDirs.next, release: 'next' });
    }
    const summaryFile = join(ROOT, '.cache', 'test-results', 'stack-layers.json');
    mkdirSync(join(ROOT, '.cache', 'test-results'), { recursive: true });
    rmSync(summaryFile, { force: true });
    say('Starting the Firebase emulators for the rules and end-to-end layers…');
    const { runInEmulators } = await import('./lib/emulators.mjs');
    const { code } = await runInEmulators(`node scripts/test-in-stack.mjs ${only ?? 'rules,e2e'}`, {
      env: {
        TEST_SUMMARY_FILE: summaryFile,
        E2E_ENGINES: engines.join(','),
        ...(e2eDirs && { E2E_APP_DIR: e2eDirs.app, E2E_NEXT_APP_DIR: e2eDirs.next }),
      },
      hostingDir: e2eDirs ? e2eDirs.app : undefined,
    });
    let stackLayers = [];
    try {
      stackLayers = JSON.parse(readFileSync(summaryFile, 'utf8'));
    } catch {
      // handled below: the emulators never ran our command
    }
    layers.push(...stackLayers);
    if (code !== 0 && stackLayers.every((layer) => layer.ok)) {
      console.error(
        `\x1b[31m✖\x1b[0m The emulators or the test run around them failed (exit code ${code}); see above.`,
      );
      layers.push({
        project: 'stack',
        ok: false,
        code,
        counts: { passed: 0, failed: 1, skipped: 0 },
        seconds: 0,
      });
    }
  }

  const expected =
    (wants('checks') ? 1 : 0) +
    (wants('unit') ? 1 : 0) +
    (wants('rules') ? 1 : 0) +
    (wants('e2e') ? engines.length : 0);
  console.log('\nTest layers:');
  for (const layer of layers) console.log(`  ${describeLayer(layer)}`);
  const passed = layers.reduce((n, l) => n + l.counts.passed, 0);
  const failed = layers.reduce((n, l) => n + l.counts.failed, 0);
  const allOk = layers.length >= expected && layers.every((layer) => layer.ok);
  console.log(`  total in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return allOk ? 0 : 1;
});
