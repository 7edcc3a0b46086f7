import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EnginePage } from './engine';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * WCAG 2.x A and AA (2.2 included) as axe knows them, the same rules as the Chromium layer's
 * (tests/e2e/support/axe.ts); a violation names the rule and the nodes. `within` checks one part
 * of the page only (a CSS selector), e.g. the sticky player.
 */
export async function violations(page: EnginePage, within?: string): Promise<string[]> {
  // At the top, so nothing sits half under the sticky header while axe measures target sizes;
  // sections laid out only near the screen (content-visibility: auto) laid out as a visitor
  // scrolling there sees them, or axe takes what lies behind them for their background.
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScript(AXE);
  const found = await page.evaluate(async (selector: string | null): Promise<string> => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: unknown; passes: unknown[] };
    // No rule passed: axe looked at nothing, which would pass anything.
    if (result.passes.length === 0) throw new Error('axe checked nothing');
    return JSON.stringify(result.violations);
  }, within ?? null);
  return (JSON.parse(found) as Violation[]).map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
