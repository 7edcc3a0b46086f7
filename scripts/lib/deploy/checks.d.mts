// Types for checks.mjs (used by the deploy's unit tests).
export interface ExecResult {
  code: number;
  stdout: string;
  stderr: string;
}
export type Exec = (command: string, options?: { stream?: boolean }) => Promise<ExecResult>;
export interface Check {
  title: string;
  commands: string[];
  status: 'passed' | 'failed' | 'unchecked';
  detail: string;
}
export interface Facts {
  projectId: string;
  account: string | null;
  projectNumber: string | null;
  gcloud: boolean;
  billing: boolean | null;
  bucket: string;
  bucketAssumed: boolean;
  customDomain: string | null;
  databaseLocation: string | null;
  firstDeploy: boolean;
  firstDeployKnown: boolean;
  dailyBackup: boolean;
  appCheckSiteKey: string | null;
}
export class DeployError extends Error {}
export function checkedProjectId(projectId: string | undefined): string;
export function readCommands(
  projectId: string,
): Record<'login' | 'projects' | 'gcloud' | 'billing' | 'databases' | 'schedules', string>;
export function firebaseJsonResult(stdout: string): unknown;
export function firstLine(result: ExecResult): string;
export function inspect(options: {
  projectId: string;
  exec: Exec;
  env: Record<string, string | undefined>;
  envFileExists: boolean;
}): Promise<{ checks: Check[]; facts: Facts }>;
