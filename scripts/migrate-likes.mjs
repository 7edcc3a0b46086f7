#!/usr/bin/env node
// Turns the original product's likes, a list of uids on each tour, into what this version
// stores: one document per visitor, exposition/{tourId}/likes/{uid}, and the tour's likeCount
// (docs/spec-differences.md says why).
//
//   npm run migrate-likes -- --project my-project --dry-run    # says what it would do
//   npm run migrate-likes -- --project my-project              # does it
//   npm run migrate-likes                                      # the local emulators
//
// On a real project it uses Application Default Credentials (`gcloud auth application-default
// login`, or GOOGLE_APPLICATION_CREDENTIALS), or the key given with --service-account, and
// Firestore's REST API (rules do not apply to it). Deploy this version's rules first: they
// refuse likes on a tour that still has its list, so nothing changes under the migration.
//
// Each like document also says whose it is (userId, its own id): so that a person finds all of
// theirs (their data, their account's deletion). Like documents written before that are named.
//
// Safe to run again: a tour whose list is gone is left alone, so a second run changes nothing.
// A run that stops (network, quota, Ctrl-C) leaves each tour either done or still holding its
// list; the next run finishes it, creating only the like documents still missing.
import {
  documentId,
  dryRunNote,
  firestoreRest,
  isMainModule,
  migrationUsage,
  runMigration,
} from './lib/firestore-migration.mjs';
import {
  BATCH,
  LEGACY_LIKES,
  LIKE_COUNT,
  LIKES,
  TOURS,
  describePlan,
  planTour,
} from './lib/likes-migration.mjs';
import { say } from './lib/preflight.mjs';

/** The few REST values this reads: a list of strings, a whole number. */
function plain(value) {
  if (value === undefined) return undefined;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(plain);
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  return null;
}

/**
 * Migrates every tour of a project. `firestore` is the Firestore REST origin (the emulator's, or
 * Google's), `headers` authorise the calls. Returns what it did, for the log and the tests.
 */
export async function migrateLikes({
  projectId,
  firestore,
  headers,
  dryRun = false,
  log = say,
  fetch: send = fetch,
}) {
  const { database, list, commit } = firestoreRest({ projectId, firestore, headers, send });

  const report = { tours: 0, migrated: 0, alreadyDone: 0, created: 0, skipped: 0, named: 0 };

  /** Gives the tour's like documents that lack it their owner (userId, the document's id). */
  async function nameLikes(id) {
    const unnamed = [];
    for await (const like of list(`${TOURS}/${id}/${LIKES}`, ['userId'], `Listing ${id}'s likes`)) {
      if (!like.fields?.userId) unnamed.push(like.name);
    }
    report.named += unnamed.length;
    if (dryRun || unnamed.length === 0) return;
    for (let i = 0; i < unnamed.length; i += BATCH) {
      await commit(
        unnamed.slice(i, i + BATCH).map((name) => ({
          update: { name, fields: { userId: { stringValue: name.split('/').pop() } } },
          updateMask: { fieldPaths: ['userId'] },
          currentDocument: { exists: true },
        })),
        `Naming ${id}'s likes`,
      );
    }
  }
  for await (const tour of list(TOURS, [LEGACY_LIKES, LIKE_COUNT], 'Listing the tours')) {
    report.tours += 1;
    const id = documentId(tour);
    const fields = Object.fromEntries(
      Object.entries(tour.fields ?? {}).map(([key, value]) => [key, plain(value)]),
    );
    let plan = planTour({ id, fields });
    if (plan.action === 'migrate') {
      // A run that stopped part way created some already: they are kept, not written again.
      const existing = [];
      for await (const like of list(
        `${TOURS}/${id}/${LIKES}`,
        ['createdAt'],
        `Listing ${id}'s likes`,
      )) {
        existing.push(documentId(like));
      }
      plan = planTour({ id, fields, existing });
    }
    log(describePlan(plan, { dryRun }));
    if (plan.action === 'done') {
      report.alreadyDone += 1;
      await nameLikes(id);
      continue;
    }
    report.migrated += 1;
    report.skipped += plan.skipped.length;
    if (dryRun) {
      report.created += plan.create.length;
      continue;
    }
    const createdAt = { timestampValue: new Date().toISOString() };
    for (const [index, batch] of plan.batches.entries()) {
      await commit(
        batch.map((uid) => ({
          update: {
            name: `${database}/documents/${TOURS}/${id}/${LIKES}/${uid}`,
            fields: { createdAt, userId: { stringValue: uid } },
          },
          currentDocument: { exists: false },
        })),
        `Writing ${id}'s likes (batch ${index + 1} of ${plan.batches.length})`,
      );
      report.created += batch.length;
    }
    // The count and the list's removal in one write, only if the tour has not changed since it
    // was read (an admin's edit meanwhile: the next run picks it up again).
    await commit(
      [
        {
          update: {
            name: tour.name,
            fields: { [LIKE_COUNT]: { integerValue: String(plan.likeCount) } },
          },
          updateMask: { fieldPaths: [LIKE_COUNT, LEGACY_LIKES] },
          currentDocument: { updateTime: tour.updateTime },
        },
      ],
      `Counting ${id}'s likes`,
    );
    // Like documents a run before this version created.
    await nameLikes(id);
  }
  const verb = dryRun ? 'would be' : 'were';
  log(
    `${report.tours} tours: ${report.migrated} ${verb} migrated (${report.created} like documents ` +
      `${dryRun ? 'to create' : 'created'}${report.skipped ? `, ${report.skipped} entries skipped` : ''}), ` +
      `${report.alreadyDone} already counted` +
      `${report.named ? `; ${report.named} like documents ${dryRun ? 'to name' : 'named'} with their owner` : ''}.` +
      `${dryRunNote(dryRun)}`,
  );
  return report;
}

if (isMainModule(import.meta.url)) {
  runMigration({
    usage: migrationUsage('migrate-likes'),
    announce: (target) => `Migrating the likes of ${target}, ${BATCH} writes a batch…`,
    migrate: migrateLikes,
  });
}
