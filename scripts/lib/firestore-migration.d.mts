// Types for scripts/lib/firestore-migration.mjs (used by its unit test).
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
  list: (path: string, fields: readonly string[], what: string) => AsyncGenerator<{ name: string }>;
};
