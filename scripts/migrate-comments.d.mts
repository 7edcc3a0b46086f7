// Types for scripts/migrate-comments.mjs (used by its test against the emulators).
import type { MigrationOptions } from './lib/firestore-migration.mjs';

export interface CommentsReport {
  comments: number;
  completed: number;
  alreadyDone: number;
}

export function migrateComments(options: MigrationOptions): Promise<CommentsReport>;
