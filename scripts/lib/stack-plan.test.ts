import { describe, expect, it } from 'vitest';
import { onePlan, ownJourneys, twoStacks } from './stack-plan.mjs';

// The tests run from the repository's root.
const ROOT = process.cwd();

describe('what npm test runs in each engine', () => {
  it('runs everything in every engine when no file is named', () => {
    expect(onePlan(['chromium', 'firefox', 'webkit'], {})).toEqual([
      { engine: 'chromium', own: 'all', shared: 'all' },
      { engine: 'firefox', own: null, shared: 'all' },
      { engine: 'webkit', own: null, shared: 'all' },
    ]);
  });

  it('runs only the files named, and Chromium alone takes tests/e2e/', () => {
    const env = { E2E_FILES: 'tests/e2e/a.e2e.ts  tests/e2e/b.e2e.ts' };
    expect(onePlan(['chromium', 'firefox'], env)).toEqual([
      { engine: 'chromium', own: ['tests/e2e/a.e2e.ts', 'tests/e2e/b.e2e.ts'], shared: null },
    ]);
    expect(onePlan(['webkit'], { ENGINE_FILES: 'tests/engines/c.engine.ts' })).toEqual([
      { engine: 'webkit', own: null, shared: ['tests/engines/c.engine.ts'] },
    ]);
  });

  it('splits a whole run over two stacks, every journey run once', () => {
    const journeys = ownJourneys(ROOT);
    expect(journeys.length).toBeGreaterThan(20);
    const { first, second } = twoStacks(journeys);
    const own = [...first, ...second].flatMap((plan) =>
      plan.own === null || plan.own === 'all' ? [] : plan.own,
    );
    expect(own.sort()).toEqual([...journeys].sort());
    // Each engine's shared journeys run in exactly one stack.
    for (const engine of ['chromium', 'firefox', 'webkit']) {
      const shared = [...first, ...second].filter((p) => p.engine === engine && p.shared);
      expect(shared).toHaveLength(1);
    }
    // The second stack, which also runs the rules, Firefox and WebKit, takes a third of Chromium's.
    const secondOwn = second.find((p) => p.engine === 'chromium')?.own;
    if (!Array.isArray(secondOwn)) throw new Error('the second stack takes no Chromium journey');
    expect(secondOwn.length).toBe(Math.floor((journeys.length + 1) / 3));
  });
});
