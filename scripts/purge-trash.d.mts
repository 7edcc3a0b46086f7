// Types for scripts/purge-trash.mjs (used by its tests against the emulators).
import type { MigrationOptions } from './lib/firestore-migration.mjs';

export const MESSAGE_RETENTION_DAYS: number;
export const TRASH_RETENTION_DAYS: number;

/** What a purge deleted of the trash, besides its entries. */
export interface TrashPurged {
  entries: number;
  tours: number;
  works: number;
  comments: number;
  reports: number;
  likes: number;
  files: number;
}

export function purgeTrash(
  options: MigrationOptions & {
    now?: number;
    /** The Storage bucket (`{projectId}.appspot.com` unless given) and how to reach it. */
    bucket?: string;
    storage?: string;
  },
): Promise<{ messages: number; trash?: TrashPurged }>;
