// Types for scripts/lib/rule-refusals.mjs (used by its unit test).
export function refusalsMark(log?: string): number;
export function refusedWritesSince(
  mark: number,
  options?: { log?: string; max?: number },
): string[];
