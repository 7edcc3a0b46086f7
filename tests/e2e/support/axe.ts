import type { Page } from 'playwright-core';
import { axeViolations } from '../../support/axe';

/** The page's axe violations (tests/support/axe.ts), through the DevTools protocol. */
export function violations(page: Page, within?: string): Promise<string[]> {
  return axeViolations(
    {
      evaluate: (expression) => page.evaluate(expression),
      addScript: async (source) => {
        await page.evaluate(source);
      },
    },
    within,
  );
}
