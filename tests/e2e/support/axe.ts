import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * WCAG 2.x A and AA (2.2 included) as axe knows them; a violation names the rule and the nodes.
 * `within` checks one part of the page only (a CSS selector), e.g. a sticky player: over the
 * page's top, whatever it covers at the bottom of the screen would count as obscured.
 */
export async function violations(page: Page, within?: string): Promise<string[]> {
  // At the top of the page, so that nothing sits half under the sticky header while axe measures
  // target sizes (that header never hides the focused element: see the keyboard test).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Sections below the fold use content-visibility: auto: until they come near the screen they
  // are not painted and hold a placeholder height, so axe would take whatever lies behind their
  // overflow (the footer) for their background. Lay them out as a visitor scrolling there sees them.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) would refuse a tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: Violation[] };
    return result.violations;
  }, within);
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
