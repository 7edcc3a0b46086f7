#!/usr/bin/env node
// Gives every comment stored before moderation the fields the public list and reports need:
// `hidden: false`, `reportCount: 0`, `reported: false`, and the staff mark from its author's role
// (users/{uid}.isAdmin). The public list asks for `hidden == false`, so until this has run an old
// comment is seen only in the back-office (which reads it as shown), and it cannot be reported.
//
//   npm run migrate-comments -- --project my-project --dry-run    # says what it would do
//   npm run migrate-comments -- --project my-project              # does it
//   npm run migrate-comments                                      # the local emulators
//
// Credentials as for migrate-likes (Application Default Credentials, or --service-account), and
// Firestore's REST API (rules do not apply to it). Deploy this version's rules and app first.
//
// Safe to run again: only the fields a comment lacks are written, each write only if the comment
// is unchanged since it was read (a comment changed meanwhile is read again), and a comment
// deleted meanwhile is left gone.
import {
  WriteConflict,
  documentId,
  dryRunNote,
  firestoreRest,
  isMainModule,
  migrationUsage,
  runMigration,
} from './lib/firestore-migration.mjs';
import { PreflightError, say } from './lib/preflight.mjs';

// Stored names (src/config/vocabulary.ts: STORED_COLLECTIONS, STORED_FIELDS).
const COMMENTS = 'comments';
const USERS = 'users';
/** What a comment written by this version starts with, but for the staff mark. */
const DEFAULTS = {
  hidden: { booleanValue: false },
  reportCount: { integerValue: '0' },
  reported: { booleanValue: false },
};
const FIELDS = [...Object.keys(DEFAULTS), 'staff'];
/** Reads and writes per comment when it keeps changing under the script. */
const ATTEMPTS = 5;

/**
 * Brings every comment of a project up to moderation. `firestore` is the Firestore REST origin
 * (the emulator's, or Google's), `headers` authorise the calls. Returns what it did.
 */
export async function migrateComments({
  projectId,
  firestore,
  headers,
  dryRun = false,
  log = say,
  fetch: send = fetch,
}) {
  const rest = firestoreRest({ projectId, firestore, headers, send });
  const admins = new Map();

  /** Whether an author is an admin now: read once per author. */
  async function isAdmin(uid) {
    if (!admins.has(uid)) {
      const query = new URLSearchParams({ 'mask.fieldPaths': 'isAdmin' });
      const user = await rest.get(`${USERS}/${uid}`, query, `Reading ${uid}'s role`, {
        absent: true,
      });
      admins.set(uid, user?.fields?.isAdmin?.booleanValue === true);
    }
    return admins.get(uid);
  }

  /** The fields a comment lacks, with what they should hold. */
  async function missing(comment) {
    const fields = comment.fields ?? {};
    const add = {};
    for (const [name, value] of Object.entries(DEFAULTS)) {
      if (!(name in fields)) add[name] = value;
    }
    if (!('staff' in fields)) {
      const uid = fields.userId?.stringValue;
      add.staff = { booleanValue: uid ? await isAdmin(uid) : false };
    }
    return add;
  }

  /** Completes one comment: 'done' when it was already complete, 'gone' when deleted meanwhile. */
  async function complete(comment) {
    const id = documentId(comment);
    let current = comment;
    for (let attempt = 1; ; attempt += 1) {
      const add = await missing(current);
      if (Object.keys(add).length === 0) return attempt === 1 ? 'done' : 'completed';
      if (dryRun) return 'completed';
      try {
        await rest.commit(
          [
            {
              update: { name: `${rest.database}/documents/${COMMENTS}/${id}`, fields: add },
              updateMask: { fieldPaths: Object.keys(add) },
              currentDocument: { updateTime: current.updateTime },
            },
          ],
          `Completing comment ${id}`,
        );
        return 'completed';
      } catch (error) {
        // Changed (reported, hidden, deleted) since it was read: read it again.
        if (!(error instanceof WriteConflict)) throw error;
      }
      if (attempt >= ATTEMPTS) {
        throw new PreflightError(`Comment ${id} kept changing while it was completed: run again.`);
      }
      const query = new URLSearchParams();
      for (const field of ['userId', ...FIELDS]) query.append('mask.fieldPaths', field);
      current = await rest.get(`${COMMENTS}/${id}`, query, `Reading comment ${id}`, {
        absent: true,
      });
      if (!current) return 'gone';
    }
  }

  const report = { comments: 0, completed: 0, alreadyDone: 0 };
  for await (const comment of rest.list(COMMENTS, ['userId', ...FIELDS], 'Listing comments')) {
    const outcome = await complete(comment);
    if (outcome === 'gone') continue; // deleted while the script ran
    report.comments += 1;
    if (outcome === 'completed') report.completed += 1;
    else report.alreadyDone += 1;
  }
  log(
    `${report.comments} comments: ${report.completed} ${dryRun ? 'would be' : 'were'} made ` +
      `ready for moderation, ${report.alreadyDone} already were.${dryRunNote(dryRun)}`,
  );
  return report;
}

if (isMainModule(import.meta.url)) {
  runMigration({
    usage: migrationUsage('migrate-comments'),
    announce: (target) => `Making the comments of ${target} ready for moderation…`,
    migrate: migrateComments,
  });
}
