// Types for scripts/migrate-likes.mjs (used by its test against the emulators).
import type { MigrationOptions } from './lib/firestore-migration.mjs';

export interface MigrationReport {
  tours: number;
  migrated: number;
  alreadyDone: number;
  created: number;
  skipped: number;
  /** Like documents given their owner (userId), or to be on a dry run. */
  named: number;
}

export function migrateLikes(options: MigrationOptions): Promise<MigrationReport>;
