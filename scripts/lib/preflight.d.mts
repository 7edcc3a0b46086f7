// Types for scripts/lib/preflight.mjs (used by its unit test).
export function javaMajor(versionOutput: string): number | null;
