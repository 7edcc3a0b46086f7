// Types for scripts/lib/checks-layer.mjs (used by its test).
export interface Check {
  name: string;
  command: string;
  args: string[];
}

export const CHECKS: Check[];

export function runChecksLayer(checks?: Check[]): Promise<{
  project: 'checks';
  ok: boolean;
  code: number;
  counts: { passed: number; failed: number; skipped: number };
  seconds: number;
  reason?: string;
}>;
