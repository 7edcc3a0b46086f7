import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's own file, run in the page outside its Content-Security-Policy. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A page as axe needs it, through the browser's automation (which the page's CSP does not govern):
 * `evaluate` runs an expression and returns its JSON value, a promise's awaited; `addScript` runs
 * a whole script (a library's file).
 */
export interface AxePage {
  evaluate(expression: string): Promise<unknown>;
  addScript(source: string): Promise<void>;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page laid out as axe should see it. At the top, so that nothing sits half under the sticky
 * header while axe measures target sizes (that header never hides the focused element: see the
 * keyboard test). Sections below the fold use content-visibility: auto: until they come near the
 * screen they hold a placeholder height, so axe would take whatever lies behind their overflow (the
 * footer) for their background; laid out as a visitor scrolling there sees them.
 */
const PREPARE = `(() => {
  window.scrollTo({ top: 0, behavior: 'instant' });
  for (const element of document.querySelectorAll('*')) {
    if (getComputedStyle(element).contentVisibility === 'auto') {
      element.style.contentVisibility = 'visible';
    }
  }
  return 'axe' in window;
})()`;

/** WCAG 2.x A and AA (2.2 included) as axe knows them. */
const RUN = (within: string | null) => `(async () => {
  const result = await window.axe.run(${within ? `{ include: [${JSON.stringify(within)}] }` : 'document'}, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return JSON.stringify({ passes: result.passes.length, violations: result.violations });
})()`;

/**
 * The page's accessibility violations as axe finds them, in any engine: each names the rule and
 * the nodes. `within` checks one part of the page only (a CSS selector), e.g. a sticky player:
 * over the page's top, whatever it covers at the bottom of the screen would count as obscured.
 * A run in which no rule passed looked at nothing, which would pass anything: it fails.
 */
export async function axeViolations(page: AxePage, within?: string): Promise<string[]> {
  if ((await page.evaluate(PREPARE)) !== true) await page.addScript(AXE);
  const found = JSON.parse(String(await page.evaluate(RUN(within ?? null)))) as {
    passes: number;
    violations: Violation[];
  };
  if (found.passes === 0) throw new Error('axe checked nothing: no rule passed');
  return found.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
