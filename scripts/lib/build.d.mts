// Types for scripts/lib/build.mjs (used by its unit test).
export function buildApp(options?: { outDir?: string; release?: string }): Promise<void>;
export function buildFingerprint(options?: { root?: string; env?: NodeJS.ProcessEnv }): string;
export function buildAppIfChanged(options: { outDir: string }): Promise<boolean>;
