// Types for run.mjs (used by the deploy's unit tests).
import type { Exec } from './checks.mjs';
import type { Step } from './plan.mjs';

export const EXIT_STEPS_LEFT: number;
export function byHand(step: Step): string[];
export function deploy(options: {
  projectId: string | undefined;
  dryRun: boolean;
  exec: Exec;
  env: Record<string, string | undefined>;
  envFileExists: boolean;
  writeFile: (file: string, text: string) => Promise<void> | void;
  writeDeployConfig: (options: { appCheck: boolean }) => Promise<string> | string;
  readFile: (file: string) => Promise<string> | string;
  expectedIndexes: number;
  print: (line: string) => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}): Promise<number>;
