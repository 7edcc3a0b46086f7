// Types for scripts/purge-trash.mjs (used by its test against the emulators).
import type { MigrationOptions } from './lib/firestore-migration.mjs';

export const MESSAGE_RETENTION_DAYS: number;

export function purgeTrash(
  options: MigrationOptions & { now?: number },
): Promise<{ messages: number }>;
