// Types for scripts/lib/app-check-csp.mjs (used by the unit tests).
export const APP_CHECK_CSP: Record<'script-src' | 'frame-src' | 'connect-src', string[]>;
export function appCheckKeyOf(env: Record<string, string | undefined>): string | null;
export function withAppCheck(csp: string): string;
export function missingAppCheckSources(csp: string): string[];
