// Types for plan.mjs (used by the deploy's unit tests).
import type { CorsEntry } from './storage-cors.mjs';
import type { Exec, Facts } from './checks.mjs';

export interface StepContext {
  exec: Exec;
  say: (message: string) => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  writeDeployConfig: () => Promise<string> | string;
}
export interface Step {
  key:
    | 'build'
    | 'hosting-config'
    | 'firebase-deploy'
    | 'cors'
    | 'storage-agent'
    | 'indexes'
    | 'backups';
  title: string;
  /** The exact shell commands; a line starting with # is done by the script itself. */
  commands: string[];
  needsGcloud: boolean;
  byHand?: string[];
  cors?: CorsEntry[];
  prepare?: (context: {
    writeFile: (file: string, text: string) => Promise<void> | void;
  }) => Promise<void>;
  run: (context: StepContext) => Promise<void>;
}
export const DEPLOY_CONFIG: string;
export const CORS_FILE: string;
export const STORAGE_RULES_ROLE: string;
export const INDEX_TIMEOUT_MS: number;
export const INDEX_POLL_MS: number;
export function storageAgent(projectNumber: string | null): string;
export function deployCommand(projectId: string): string;
export function buildPlan(facts: Facts, options: { expectedIndexes: number }): Step[];
