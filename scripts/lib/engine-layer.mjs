// The journeys every engine takes, in one engine (tests/engines/, docs/testing-engines.md):
// the `engines` vitest project with ENGINE set, against an app that is already being served.
import { missingFor } from '../../tests/engines/support/requirements.mjs';
import { ENGINES } from './stack-plan.mjs';
import { runVitestLayer } from './vitest-layer.mjs';

/**
 * Runs the cross-engine journeys in `engine` ('chromium', 'firefox' or 'webkit') against `appUrl` (the
 * app with the demo content seeded, its emulators running). Returns what runVitestLayer
 * returns, named for the engine; when the engine is not installed it prints one sentence
 * saying what to install and returns a failed layer (never a skipped one).
 * `files`: only those journeys (paths from the repository's root), for local work.
 */
export async function runEngineLayer(engine, { appUrl, env = {}, files = [] } = {}) {
  const missing = ENGINES.includes(engine)
    ? missingFor(engine, { ...process.env, ...env })
    : `There is no engine named ${engine}: use chromium, firefox or webkit.`;
  if (!appUrl) throw new Error('runEngineLayer needs the app’s URL (appUrl).');
  if (missing) {
    console.error(`\x1b[31m✖\x1b[0m ${missing}`);
    return {
      project: engine,
      code: 1,
      ok: false,
      counts: { passed: 0, failed: 1, skipped: 0 },
      seconds: 0,
      reason: missing,
    };
  }
  const layer = await runVitestLayer('engines', {
    env: { ...env, ENGINE: engine, APP_URL: appUrl },
    args: files,
  });
  return { ...layer, project: engine };
}
