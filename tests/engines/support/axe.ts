import { axeViolations } from '../../support/axe';
import type { EnginePage } from './engine';

/** The page's axe violations (tests/support/axe.ts), through the engine's automation. */
export function violations(page: EnginePage, within?: string): Promise<string[]> {
  return axeViolations(
    {
      evaluate: (expression) => page.evaluateExpression(expression),
      addScript: (source) => page.addScript(source),
    },
    within,
  );
}
