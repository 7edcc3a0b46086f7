// Which journeys `npm test` runs in which stack of emulators. Per engine, a plan says what it
// runs: Chromium's own journeys (tests/e2e/) and the journeys every engine takes (tests/engines/),
// each 'all', a list of files, or null (none). A whole run uses two stacks side by side: the
// machine's second core is otherwise half idle while a browser waits on the emulators.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/**
 * The plan for `engines` in one stack. For local work, E2E_FILES names Chromium's own journeys
 * and ENGINE_FILES the shared ones: naming either runs only what is named.
 */
export function onePlan(engines, env = process.env) {
  const named = (variable) => env[variable]?.split(/\s+/).filter(Boolean) ?? [];
  const [own, shared] = [named('E2E_FILES'), named('ENGINE_FILES')];
  const everything = own.length === 0 && shared.length === 0;
  return engines
    .map((engine) => ({
      engine,
      own: engine !== 'chromium' ? null : everything ? 'all' : own.length > 0 ? own : null,
      shared: everything ? 'all' : shared.length > 0 ? shared : null,
    }))
    .filter((plan) => plan.own !== null || plan.shared !== null);
}

/** Chromium's own journeys, by name. */
export function ownJourneys(root) {
  return readdirSync(join(root, 'tests', 'e2e'))
    .filter((file) => file.endsWith('.e2e.ts'))
    .sort()
    .map((file) => `tests/e2e/${file}`);
}

/**
 * The whole run over two stacks. The first runs Chromium's journeys; the second the rules,
 * Firefox, WebKit and every third of Chromium's own journeys by name, so that both end about
 * together (the rules, Firefox and WebKit take about half as long as Chromium's own journeys).
 * Returns { first: plan[], second: plan[] }.
 */
export function twoStacks(journeys) {
  const second = journeys.filter((_, index) => index % 3 === 1);
  const first = journeys.filter((file) => !second.includes(file));
  return {
    first: [{ engine: 'chromium', own: first, shared: 'all' }],
    second: [
      { engine: 'firefox', own: null, shared: 'all' },
      { engine: 'webkit', own: null, shared: 'all' },
      { engine: 'chromium', own: second, shared: null },
    ],
  };
}
