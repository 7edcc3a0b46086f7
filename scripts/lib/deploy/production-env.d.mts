// Types for production-env.mjs (used by its unit test).
export const ENV_FILE: string;
export const REQUIRED_VARS: string[];
export const PRIVACY_VARS: string[];
export function productionEnvProblem(
  env: Record<string, string | undefined>,
  projectId: string,
  options?: { fileExists?: boolean },
): string | null;
