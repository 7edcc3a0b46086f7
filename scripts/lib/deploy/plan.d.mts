// Types for plan.mjs (used by the deploy's unit tests).
import type { CorsEntry } from './storage-cors.mjs';
import type { Exec, Facts } from './checks.mjs';

export interface StepContext {
  exec: Exec;
  say: (message: string) => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  writeDeployConfig: (options: { appCheck: boolean }) => Promise<string> | string;
  readFile: (file: string) => Promise<string> | string;
}
export interface Step {
  key:
    | 'build'
    | 'hosting-config'
    | 'rules-deploy'
    | 'cors'
    | 'storage-agent'
    | 'indexes'
    | 'hosting-deploy'
    | 'recovery'
    | 'console';
  title: string;
  /** The exact shell commands; a line starting with # is done by the script itself. */
  commands: string[];
  needsGcloud: boolean;
  byHand?: string[];
  cors?: CorsEntry[];
  /** Steps done by hand in Firebase console, printed. */
  console?: string[];
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
export const PITR_ENABLED: string;
export function rulesDeployCommand(projectId: string): string;
export function hostingDeployCommand(projectId: string): string;
export function compositeIndexes(stdout: string): { state: string; collection: string }[] | null;
export function consoleSteps(facts: {
  projectId: string;
  customDomain: string | null;
  appCheck: boolean;
}): string[];
export function buildPlan(facts: Facts, options: { expectedIndexes: number }): Step[];
