// Types for scripts/migrate-likes.mjs (used by its test against the emulators).
export interface MigrationReport {
  tours: number;
  migrated: number;
  alreadyDone: number;
  created: number;
  skipped: number;
}

export function migrateLikes(options: {
  projectId: string;
  firestore: string;
  headers: Record<string, string>;
  dryRun?: boolean;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}): Promise<MigrationReport>;
