// Types for scripts/lib/firestore-migration.mjs (used by its unit test and the migrations' types).
/** What every migration is given: the project, its Firestore REST origin and credentials. */
export interface MigrationOptions {
  projectId: string;
  firestore: string;
  headers: Record<string, string>;
  dryRun?: boolean;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}
export function migrationUsage(script: string): string;
export function parseMigrationArgs(
  argv: readonly string[],
  usage: string,
): { project: string | undefined; dryRun: boolean; serviceAccount: string | undefined };
export class WriteConflict extends Error {}
export function firestoreRest(options: {
  projectId: string;
  firestore: string;
  headers: Record<string, string>;
  send?: typeof fetch;
}): {
  database: string;
  documents: string;
  commit: (writes: unknown[], what: string) => Promise<unknown>;
  get: (
    path: string,
    query: URLSearchParams,
    what: string,
    options?: { absent?: boolean },
  ) => Promise<unknown>;
  post: (suffix: string, body: unknown, what: string) => Promise<unknown>;
  list: (path: string, fields: readonly string[], what: string) => AsyncGenerator<{ name: string }>;
};
