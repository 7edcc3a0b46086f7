// Types for requirements.mjs.
export type EngineName = 'chromium' | 'firefox' | 'webkit';
export interface Requirement {
  name: string;
  variable: string;
  paths: string[];
  package: string;
}
export const REQUIREMENTS: Record<EngineName, Requirement[]>;
export function locate(requirement: Requirement, env?: NodeJS.ProcessEnv): string | undefined;
export function pathOf(
  engine: EngineName,
  name: string,
  env?: NodeJS.ProcessEnv,
): string | undefined;
export function missingFor(engine: string, env?: NodeJS.ProcessEnv): string | null;
