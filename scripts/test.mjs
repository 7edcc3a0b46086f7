#!/usr/bin/env node
// `npm test`: every test layer. The static checks first (types, ESLint, Prettier, the dependency
// rules), then unit tests (no emulators), then, inside the Firebase emulators, the security-rules
// tests and the end-to-end journeys against the built app, which Firebase's own Hosting emulator
// serves from firebase.json: Chromium's own (tests/e2e/) and those every engine takes
// (tests/engines/) in Chromium, Firefox and WebKit. A whole run starts two stacks of emulators side
// by side and shares the journeys between them (scripts/lib/stack-plan.mjs).
// Usage: npm test [-- --only checks|unit|rules|e2e] [--engine chromium|firefox|webkit]
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ROOT } from './lib/local-config.mjs';
import {
  PreflightError,
  ensureDependencies,
  ensurePortsFree,
  runMain,
  say,
} from './lib/preflight.mjs';
import { ENGINES, onePlan, ownJourneys, twoStacks } from './lib/stack-plan.mjs';

/** How far the second stack's ports are from the first's. */
const SECOND_STACK_OFFSET = 700;

const valueOf = (flag) => {
  const index = process.argv.indexOf(flag);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const only = valueOf('--only');
const wants = (layer) => !only || only === layer;
// The e2e journeys run in every engine; `--engine webkit` runs them in that one only.
const engines = valueOf('--engine') ? [valueOf('--engine')] : ENGINES;

// The second stack of a whole run: only its rules and journeys, its layers to a file.
if (process.env.MUSEO_STACK) {
  runMain(async () => {
    const { runStack } = await import('./lib/stack-run.mjs');
    const layers = await runStack(JSON.parse(process.env.MUSEO_STACK));
    const second = layers.map((layer) => ({ ...layer, project: `${layer.project} (2nd stack)` }));
    writeFileSync(process.env.MUSEO_STACK_SUMMARY, JSON.stringify(second));
    return second.every((layer) => layer.ok) ? 0 : 1;
  });
} else {
  runMain(main);
}

async function main() {
  const started = Date.now();
  if (only && !['checks', 'unit', 'rules', 'e2e'].includes(only)) {
    throw new PreflightError(`--only takes checks, unit, rules or e2e, not "${only}".`);
  }
  if (!engines.every((engine) => ENGINES.includes(engine))) {
    throw new PreflightError(`--engine takes ${ENGINES.join(', ')}, not "${engines.join()}".`);
  }
  ensureDependencies();
  const picked = ['E2E_FILES', 'ENGINE_FILES', 'RULES_FILES'].some((v) => process.env[v]);
  // A whole run on two stacks side by side (MUSEO_TEST_STACKS=1: one, in turn).
  const twoStacksRun =
    !only && !valueOf('--engine') && !picked && process.env.MUSEO_TEST_STACKS !== '1';
  if (wants('rules') || wants('e2e')) {
    // Said before the checks and unit tests, not after them: an earlier stack still running.
    const { stackPorts } = await import('./lib/stack-run.mjs');
    await ensurePortsFree([
      ...stackPorts({ e2e: wants('e2e') }),
      ...(twoStacksRun ? stackPorts({ e2e: true, extra: SECOND_STACK_OFFSET }) : []),
    ]);
  }
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

  // What each engine runs when the journeys run in one stack; a whole run shares it over two.
  const plan = wants('e2e') ? onePlan(engines) : [];
  if (wants('rules') || wants('e2e')) {
    if (wants('e2e') && plan.length === 0) {
      throw new PreflightError(
        'E2E_FILES names Chromium’s own journeys (tests/e2e/); Firefox and WebKit take ' +
          'tests/engines/ (ENGINE_FILES).',
      );
    }
    const { runStack, startSecondStack, ensureStackNeeds } = await import('./lib/stack-run.mjs');
    if (twoStacksRun) {
      const { first, second } = twoStacks(ownJourneys(ROOT));
      // Installed and prepared once, before the two stacks would race for them.
      await ensureStackNeeds([...first, ...second]);
      const { prepareEmulatorJars } = await import('./lib/emulator-jars.mjs');
      await prepareEmulatorJars();
      say(
        'The rules, Firefox, WebKit and a third of the Chromium journeys run in a second stack ' +
          'beside this one; its output follows this one’s.',
      );
      const secondStack = startSecondStack({ rules: true, plan: second }, SECOND_STACK_OFFSET);
      try {
        layers.push(...(await runStack({ rules: false, plan: first })));
      } catch (error) {
        await secondStack.stop();
        throw error;
      }
      const secondLayers = await secondStack.done;
      say(`The second stack's output (${secondStack.log}):`);
      process.stdout.write(readFileSync(secondStack.log, 'utf8'));
      layers.push(...secondLayers);
    } else {
      layers.push(...(await runStack({ rules: wants('rules'), plan })));
    }
  }

  // A line per engine that runs (Chromium's may come from both stacks: one line each).
  const expected =
    (wants('checks') ? 1 : 0) + (wants('unit') ? 1 : 0) + (wants('rules') ? 1 : 0) + plan.length;
  console.log('\nTest layers:');
  for (const layer of layers) console.log(`  ${describeLayer(layer)}`);
  const passed = layers.reduce((n, l) => n + l.counts.passed, 0);
  const failed = layers.reduce((n, l) => n + l.counts.failed, 0);
  const allOk = layers.length >= expected && layers.every((layer) => layer.ok);
  console.log(`  total in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return allOk ? 0 : 1;
}
