// Types for scripts/migrate-museum-counts.mjs (used by its test against the emulators).
import type { MigrationOptions } from './lib/firestore-migration.mjs';

export interface MuseumCountsReport {
  museums: number;
  counted: number;
  alreadyDone: number;
}

export function migrateMuseumCounts(options: MigrationOptions): Promise<MuseumCountsReport>;
