// Types for scripts/migrate-museum-counts.mjs (used by its test against the emulators).
export interface MuseumCountsReport {
  museums: number;
  counted: number;
  alreadyDone: number;
}

export function migrateMuseumCounts(options: {
  projectId: string;
  firestore: string;
  headers: Record<string, string>;
  dryRun?: boolean;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}): Promise<MuseumCountsReport>;
