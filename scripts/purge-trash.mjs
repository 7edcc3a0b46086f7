#!/usr/bin/env node
// Deletes what the guide keeps no longer than it says (the privacy notice, /privacidad): contact
// messages older than twelve months. The back-office does the same whenever an admin opens it;
// this is for a project no admin has opened in a while, or for a scheduled job.
//
//   npm run purge-trash -- --project my-project --dry-run    # says what it would delete
//   npm run purge-trash -- --project my-project              # deletes it
//   npm run purge-trash                                      # the local emulators
//
// Credentials as for the migrations (Application Default Credentials, or --service-account),
// and Firestore's REST API (rules do not apply to it). Safe to run again: a second run finds
// nothing more to delete.
import {
  dryRunNote,
  firestoreRest,
  isMainModule,
  migrationUsage,
  runMigration,
} from './lib/firestore-migration.mjs';
import { say } from './lib/preflight.mjs';

// Stored name (src/lib/firebase/paths.ts: COLLECTIONS.messages).
const MESSAGES = 'messages';
/** src/config/retention.ts's MESSAGE_RETENTION_DAYS (a test keeps the two equal). */
export const MESSAGE_RETENTION_DAYS = 365;
/** Deletes per commit: under Firestore's 500 writes. */
const BATCH = 450;

/**
 * Deletes every contact message sent before the retention period. `now` is the moment it counts
 * from (a test passes its own). Returns what it found and deleted.
 */
export async function purgeTrash({
  projectId,
  firestore,
  headers,
  dryRun = false,
  log = say,
  fetch: send = fetch,
  now = Date.now(),
}) {
  const rest = firestoreRest({ projectId, firestore, headers, send });
  const before = new Date(now - MESSAGE_RETENTION_DAYS * 86_400_000);
  const expired = [];
  for await (const message of rest.list(MESSAGES, ['createdAt'], 'Listing the messages')) {
    const sent = message.fields?.createdAt?.timestampValue;
    if (sent && new Date(sent) < before) expired.push(message.name);
  }
  if (!dryRun) {
    for (let i = 0; i < expired.length; i += BATCH) {
      await rest.commit(
        expired.slice(i, i + BATCH).map((name) => ({ delete: name })),
        `Deleting messages (${i + 1}–${Math.min(i + BATCH, expired.length)} of ${expired.length})`,
      );
    }
  }
  const day = before.toISOString().slice(0, 10);
  log(
    `${expired.length} contact messages sent before ${day} ${dryRun ? 'would be' : 'were'} ` +
      `deleted (kept ${MESSAGE_RETENTION_DAYS} days).${dryRunNote(dryRun)}`,
  );
  return { messages: expired.length };
}

if (isMainModule(import.meta.url)) {
  runMigration({
    usage: migrationUsage('purge-trash'),
    announce: (target) => `Deleting what is past its time in ${target}…`,
    migrate: purgeTrash,
  });
}
