// One start of the emulators for `npm test`: the rules layer and the journeys of a plan
// (scripts/lib/stack-plan.mjs) against the built app, and a second such stack, on ports of its
// own, run as a child beside the first. Nothing here runs at import.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PORT_OFFSET, PREVIEW_PORT, ROOT, STACK_PORTS } from './local-config.mjs';
import { ensureChromium, ensureJava, ensurePortsFree, installEngines, say } from './preflight.mjs';

const RESULTS = join(ROOT, '.cache', 'test-results');

/** The ports a stack moved by `extra` more than this process's uses, with what uses each. */
export function stackPorts({ e2e, extra = 0 }) {
  return [...STACK_PORTS, ...(e2e ? [[PREVIEW_PORT, 'the Hosting emulator (the app)']] : [])].map(
    ([port, what]) => [port + extra, what],
  );
}

/** Installs what `plan`'s engines need (Java always: the emulators). */
export async function ensureStackNeeds(plan) {
  ensureJava();
  if (plan.some((p) => p.engine === 'chromium')) ensureChromium();
  await installEngines(plan.map((p) => p.engine).filter((engine) => engine !== 'chromium'));
}

/**
 * Starts the emulators on this process's ports, runs the rules layer when `rules` and the
 * journeys of `plan`, and returns their layers.
 */
export async function runStack({ rules, plan }) {
  await ensureStackNeeds(plan);
  const e2e = plan.length > 0;
  await ensurePortsFree(stackPorts({ e2e }));
  // The Hosting emulator serves the build it finds at its start: build first (2-3 s), and a
  // second release of it for the journey that is deployed over.
  const dirs = e2e && {
    app: join(ROOT, '.cache', `e2e-${String(PORT_OFFSET)}`, 'app'),
    next: join(ROOT, '.cache', `e2e-${String(PORT_OFFSET)}`, 'next'),
  };
  if (dirs) {
    const { buildApp } = await import('./build.mjs');
    await buildApp({ outDir: dirs.app });
    await buildApp({ outDir: dirs.next, release: 'next' });
  }
  const summaryFile = join(RESULTS, `stack-layers-${String(PORT_OFFSET)}.json`);
  mkdirSync(RESULTS, { recursive: true });
  rmSync(summaryFile, { force: true });
  say('Starting the Firebase emulators for the rules and end-to-end layers…');
  const { runInEmulators } = await import('./emulators.mjs');
  const layers = [rules && 'rules', e2e && 'e2e'].filter(Boolean).join(',');
  const { code } = await runInEmulators(`node scripts/test-in-stack.mjs ${layers}`, {
    env: {
      TEST_SUMMARY_FILE: summaryFile,
      E2E_PLAN: JSON.stringify(plan),
      ...(dirs && { E2E_APP_DIR: dirs.app, E2E_NEXT_APP_DIR: dirs.next }),
    },
    hostingDir: dirs ? dirs.app : undefined,
  });
  let stackLayers = [];
  try {
    stackLayers = JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {
    // handled below: the emulators never ran our command
  }
  if (code !== 0 && stackLayers.every((layer) => layer.ok)) {
    console.error(
      `\x1b[31m✖\x1b[0m The emulators or the test run around them failed (exit code ${code}); see above.`,
    );
    stackLayers.push({
      project: `stack ${String(PORT_OFFSET)}`,
      ok: false,
      code,
      counts: { passed: 0, failed: 1, skipped: 0 },
      seconds: 0,
    });
  }
  return stackLayers;
}

/**
 * Starts `stack` ({ rules, plan }) as a child `npm test` on ports moved by `offset` more, its
 * output in a log file. Returns { log, done, stop }: `done` resolves with its layers when it
 * ends; `stop` ends it early.
 */
export function startSecondStack(stack, offset) {
  mkdirSync(RESULTS, { recursive: true });
  const log = join(RESULTS, 'second-stack.log');
  const summary = join(RESULTS, 'second-stack.json');
  rmSync(summary, { force: true });
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'test.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      MUSEO_PORT_OFFSET: String(PORT_OFFSET + offset),
      MUSEO_STACK: JSON.stringify(stack),
      MUSEO_STACK_SUMMARY: summary,
      FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
    },
    stdio: ['ignore', out, out],
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const done = new Promise((resolve) => {
    child.on('exit', (code) => {
      closeSync(out);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      let layers = [];
      try {
        layers = JSON.parse(readFileSync(summary, 'utf8'));
      } catch {
        layers = [
          {
            project: 'second stack',
            ok: false,
            code: code ?? 1,
            counts: { passed: 0, failed: 1, skipped: 0 },
            seconds: 0,
            reason: `it ended (exit code ${String(code)}) without a report: see ${log}`,
          },
        ];
      }
      resolve(layers);
    });
  });
  // Stopped with the first stack when that one cannot go on: else it would run on, unwatched.
  const stop = async () => {
    child.kill('SIGTERM');
    await done;
  };
  return { log, done, stop };
}
