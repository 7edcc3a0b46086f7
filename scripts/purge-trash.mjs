#!/usr/bin/env node
// Deletes what the guide keeps no longer than it says: contact messages older than twelve months
// (the privacy notice, /privacidad), and what has waited in the back-office's trash longer than
// 30 days, for ever, with all that was its (scripts/lib/trash-purge.mjs lists it: a comment's
// reports; a work's files; a tour's works, comments, reports, likes and files, and the tour; a
// museum's tours, each so, and its files). The back-office does the same whenever an admin opens
// it; this is for a project no admin has opened in a while, or for a scheduled job.
//
//   npm run purge-trash -- --project my-project --dry-run    # says what it would delete
//   npm run purge-trash -- --project my-project              # deletes it
//   npm run purge-trash                                      # the local emulators
//
// Credentials as for the migrations (Application Default Credentials, or --service-account),
// with Firestore's REST API and Cloud Storage's JSON API (rules do not apply to either). Files
// are in the bucket <project>.appspot.com unless --bucket names another. Safe to run again: a
// run that stops part way is finished by the next, and a second run finds nothing more to delete.
import {
  dryRunNote,
  firestoreRest,
  isMainModule,
  migrationUsage,
  parseMigrationArgs,
} from './lib/firestore-migration.mjs';
import { googleAuth } from './lib/google-credentials.mjs';
import { PROJECT_ID, emulatorUrls } from './lib/local-config.mjs';
import { PreflightError, runMain, say } from './lib/preflight.mjs';
import { GOOGLE_STORAGE, purgeExpiredEntries, storageRest } from './lib/trash-purge.mjs';

// Stored name (src/lib/firebase/paths.ts: COLLECTIONS.messages).
const MESSAGES = 'messages';
/** src/config/retention.ts's MESSAGE_RETENTION_DAYS (a test keeps the two equal). */
export const MESSAGE_RETENTION_DAYS = 365;
/** src/config/retention.ts's TRASH_RETENTION_DAYS (a test keeps the two equal). */
export const TRASH_RETENTION_DAYS = 30;
/** Deletes per commit: under Firestore's 500 writes. */
const BATCH = 450;
const DAY = 86_400_000;

const GOOGLE_FIRESTORE = 'https://firestore.googleapis.com';
// Firestore's, as every migration, and Cloud Storage's (read and delete files).
const SCOPES = [
  'https://www.googleapis.com/auth/datastore',
  'https://www.googleapis.com/auth/devstorage.read_write',
].join(' ');
const USAGE = `${migrationUsage('purge-trash')} [--bucket <name>]`;

/** "1 like", "2 likes". */
const counted = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What went with the trash's entries, in words ("1 tour, 3 works and 12 files"). */
function heldWords(counts) {
  const words = [
    counts.tours && counted(counts.tours, 'tour'),
    counts.works && counted(counts.works, 'work'),
    counts.comments && counted(counts.comments, 'comment'),
    counts.reports && counted(counts.reports, 'report'),
    counts.likes && counted(counts.likes, 'like'),
    counts.files && counted(counts.files, 'file'),
  ].filter(Boolean);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Deletes every contact message sent before its retention period, and every trash entry trashed
 * before its own, with all that was its. `now` is the moment it counts from (a test passes its
 * own). `storage` is Cloud Storage's origin (by default Google's when `firestore` is Google's,
 * else the Storage emulator's) and `bucket` the project's (by default <projectId>.appspot.com).
 * Returns how many messages it found and deleted, and, when the trash had anything past its time,
 * `trash`: how many entries and what went with them.
 */
export async function purgeTrash({
  projectId,
  firestore,
  headers,
  storage = firestore === GOOGLE_FIRESTORE ? GOOGLE_STORAGE : emulatorUrls().storage,
  bucket = `${projectId}.appspot.com`,
  dryRun = false,
  log = say,
  fetch: send = fetch,
  now = Date.now(),
}) {
  const rest = firestoreRest({ projectId, firestore, headers, send });

  const trashedBefore = new Date(now - TRASH_RETENTION_DAYS * DAY);
  const trash = await purgeExpiredEntries({
    rest,
    files: storageRest({ storage, bucket, headers, send }),
    before: trashedBefore.getTime(),
    dryRun,
  });
  const held = heldWords(trash);
  const verb = dryRun ? 'would be' : trash.entries === 1 ? 'was' : 'were';
  log(
    `${counted(trash.entries, 'trash entry', 'trash entries')} ${verb} ` +
      `deleted for ever (kept ${TRASH_RETENTION_DAYS} days, so trashed before ` +
      `${trashedBefore.toISOString().slice(0, 10)})${held ? `, and with them ${held}` : ''}.` +
      dryRunNote(dryRun),
  );

  const before = new Date(now - MESSAGE_RETENTION_DAYS * DAY);
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
  return { messages: expired.length, ...(trash.entries > 0 && { trash }) };
}

/** `--bucket <name>` taken out of the options; the rest are every migration's. */
function parseArgs(argv) {
  const rest = [...argv];
  const at = rest.indexOf('--bucket');
  let bucket;
  if (at !== -1) {
    bucket = rest.splice(at, 2)[1];
    if (!bucket || bucket.startsWith('--')) throw new PreflightError(USAGE);
  }
  return { ...parseMigrationArgs(rest, USAGE), bucket };
}

if (isMainModule(import.meta.url)) {
  // As runMigration (scripts/lib/firestore-migration.mjs), with Storage's scope and --bucket.
  runMain(async () => {
    const args = parseArgs(process.argv.slice(2));
    const local = !args.project;
    const projectId = args.project ?? PROJECT_ID;
    const target = local ? `the local emulators (${projectId})` : projectId;
    say(
      `${args.dryRun ? 'Dry run: nothing will be written. ' : ''}` +
        `Deleting what is past its time in ${target}…`,
    );
    const urls = emulatorUrls();
    await purgeTrash({
      projectId,
      firestore: local ? urls.firestore : GOOGLE_FIRESTORE,
      storage: local ? urls.storage : GOOGLE_STORAGE,
      ...(args.bucket && { bucket: args.bucket }),
      headers: local
        ? { Authorization: 'Bearer owner' }
        : await googleAuth({ serviceAccount: args.serviceAccount, scopes: SCOPES }),
      dryRun: args.dryRun,
    });
    return 0;
  });
}
