// The checks the layer rules and the house style rest on, run by `npm test` before any test:
// the types, ESLint, Prettier and the dependency rules (the same as `npm run typecheck` and
// `npm run lint`). Each counts as one check, passed or failed, in the layers' summary.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './local-config.mjs';
import { say } from './preflight.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/** What runs, in order: the cheapest first, so that a type error is told before ESLint's wait. */
export const CHECKS = [
  { name: 'types (tsc)', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'Prettier', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  {
    name: 'dependency rules',
    command: bin('depcruise'),
    args: [
      'src',
      'tests',
      'scripts',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ],
  },
];

function run({ command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs every check (a failure does not stop the others); the layer's result. */
export async function runChecksLayer(checks = CHECKS) {
  const started = Date.now();
  const failed = [];
  for (const check of checks) {
    say(`  ${check.name}…`);
    if ((await run(check)) !== 0) failed.push(check.name);
  }
  return {
    project: 'checks',
    ok: failed.length === 0,
    code: failed.length === 0 ? 0 : 1,
    counts: { passed: checks.length - failed.length, failed: failed.length, skipped: 0 },
    seconds: (Date.now() - started) / 1000,
    ...(failed.length > 0 && { reason: `failed: ${failed.join(', ')}` }),
  };
}
