// Types for scripts/lib/preflight.mjs (used by its unit test).
export function javaMajor(versionOutput: string): number | null;
/** An error whose message alone, one line, is what the person running the script needs. */
export class PreflightError extends Error {}
