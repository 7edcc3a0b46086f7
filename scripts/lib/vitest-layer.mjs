// Runs one vitest project and reads its counts from the JSON reporter.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PORT_OFFSET, ROOT } from './local-config.mjs';

const RESULTS = join(ROOT, '.cache', 'test-results');

export async function runVitestLayer(project, { env = {}, args = [] } = {}) {
  mkdirSync(RESULTS, { recursive: true });
  // Per stack: two stacks side by side run the same projects.
  const output = join(RESULTS, `${project}-${String(PORT_OFFSET)}.json`);
  rmSync(output, { force: true });
  const started = Date.now();
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...args,
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    counts.failed = Math.max(counts.failed, 1); // no report: the layer did not run properly
  }
  const ok = code === 0 && counts.failed === 0 && counts.passed > 0 && counts.skipped === 0;
  return { project, code, ok, counts, seconds: (Date.now() - started) / 1000 };
}

/** The summary line of one layer, and why it failed when it did. */
export function describeLayer({ project, ok, counts, seconds, code, reason }) {
  const reasons = reason ? [reason] : [];
  if (counts.passed === 0 && !reason) reasons.push('no test ran');
  if (counts.skipped > 0) reasons.push(`${counts.skipped} skipped (skips are not allowed)`);
  if (code !== 0 && counts.failed === 0) reasons.push(`vitest exited with ${code}`);
  const status = ok ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m';
  return (
    `${status} ${project.padEnd(12)}: ${counts.passed} passed, ${counts.failed} failed` +
    ` (${seconds.toFixed(1)} s)${reasons.length ? ` — ${reasons.join('; ')}` : ''}`
  );
}
