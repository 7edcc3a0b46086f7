// Types for scripts/migrate-likes.mjs (used by its test against the emulators).
import type { MigrationOptions } from './lib/firestore-migration.mjs';

export interface MigrationReport {
  tours: number;
  migrated: number;
  alreadyDone: number;
  created: number;
  skipped: number;
}

export function migrateLikes(options: MigrationOptions): Promise<MigrationReport>;
