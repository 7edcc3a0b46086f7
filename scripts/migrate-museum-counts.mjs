#!/usr/bin/env node
// Counts each museum's published tours onto the museum (`publishedTours`), what /museos reads
// to show a museum without one "coming soon" (docs/adr/0008-museums-coming-soon.md). Museums
// stored before this version have no count: /museos shows them open until this has run.
//
//   npm run migrate-museum-counts -- --project my-project --dry-run    # says what it would do
//   npm run migrate-museum-counts -- --project my-project              # does it
//   npm run migrate-museum-counts                                      # the local emulators
//
// Credentials as for migrate-likes (Application Default Credentials, or --service-account), and
// Firestore's REST API (rules do not apply to it). Deploy this version's rules and app first: from
// then on every publish, unpublish, delete or move of a tour keeps a counted museum's count.
//
// Safe to run again: a museum whose count is right is left alone. A count is written only if its
// museum is unchanged since it was read, then read again until it is found right, so a tour
// published while the script runs never leaves a museum with a stale count.
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

// Stored names (src/config/vocabulary.ts: STORED_COLLECTIONS, STORED_FIELDS, STORED_MUSEUM_COUNTS).
const MUSEUMS = 'tematics';
const TOURS = 'exposition';
const MUSEUM_ID = 'tematicId';
const PUBLISHED_TOURS = 'publishedTours';
/** Writes per museum when tours keep changing under its count. */
const ATTEMPTS = 5;

/**
 * Counts the published tours of every museum of a project onto it. `firestore` is the Firestore
 * REST origin (the emulator's, or Google's), `headers` authorise the calls. Returns what it did.
 */
export async function migrateMuseumCounts({
  projectId,
  firestore,
  headers,
  dryRun = false,
  log = say,
  fetch: send = fetch,
}) {
  const rest = firestoreRest({ projectId, firestore, headers, send });

  /** The ids of every museum, a page at a time. */
  async function museumIds() {
    const ids = [];
    for await (const museum of rest.list(MUSEUMS, [PUBLISHED_TOURS], 'Listing')) {
      ids.push(documentId(museum));
    }
    return ids;
  }

  /**
   * The museum's stored count (undefined when none) and the time it was last written, then its
   * published tours, in that order: a tour published after the museum was read moves its
   * count, and the write that follows, made only if the museum is unchanged, fails.
   */
  async function read(id) {
    const query = new URLSearchParams({ 'mask.fieldPaths': PUBLISHED_TOURS });
    const museum = await rest.get(`${MUSEUMS}/${id}`, query, `Reading ${id}`);
    const stored = museum.fields?.[PUBLISHED_TOURS]?.integerValue;
    const results = await rest.post(
      ':runQuery',
      {
        structuredQuery: {
          from: [{ collectionId: TOURS }],
          select: { fields: [{ fieldPath: '__name__' }] },
          where: {
            compositeFilter: {
              op: 'AND',
              filters: [
                {
                  fieldFilter: {
                    field: { fieldPath: MUSEUM_ID },
                    op: 'EQUAL',
                    value: { stringValue: id },
                  },
                },
                {
                  fieldFilter: {
                    field: { fieldPath: 'state' },
                    op: 'EQUAL',
                    value: { stringValue: 'published' },
                  },
                },
              ],
            },
          },
        },
      },
      `Counting ${id}'s published tours`,
    );
    const published = results.filter((result) => result.document).length;
    return {
      stored: stored === undefined ? undefined : Number(stored),
      published,
      updateTime: museum.updateTime,
    };
  }

  /**
   * Counts one museum; returns what it held and whether it changed (or would). A museum without
   * a count is not touched by a tour published while it is counted, so the count is read again
   * after each write until a reading finds it right: a tour published before the write is then
   * added, one published after it was counted by the app itself.
   */
  async function count(id) {
    const first = await read(id);
    if (dryRun || first.stored === first.published) {
      return { ...first, changed: first.stored !== first.published };
    }
    let current = first;
    for (let attempt = 1; current.stored !== current.published; attempt += 1) {
      try {
        await rest.commit(
          [
            {
              update: {
                name: `${rest.database}/documents/${MUSEUMS}/${id}`,
                fields: { [PUBLISHED_TOURS]: { integerValue: String(current.published) } },
              },
              updateMask: { fieldPaths: [PUBLISHED_TOURS] },
              currentDocument: { updateTime: current.updateTime },
            },
          ],
          `Writing ${id}'s count`,
        );
      } catch (error) {
        // The museum changed since it was read (a tour published or unpublished meanwhile).
        if (!(error instanceof WriteConflict)) throw error;
      }
      current = await read(id);
      if (current.stored !== current.published && attempt >= ATTEMPTS) {
        throw new PreflightError(
          `${id}'s tours kept changing while it was counted: run the migration again.`,
        );
      }
    }
    return { stored: first.stored, published: current.published, changed: true };
  }

  const report = { museums: 0, counted: 0, alreadyDone: 0 };
  for (const id of await museumIds()) {
    report.museums += 1;
    const { stored, published, changed } = await count(id);
    if (!changed) {
      report.alreadyDone += 1;
      log(`${id}: ${published} published tours, already counted.`);
      continue;
    }
    report.counted += 1;
    log(
      `${id}: ${published} published tours ${dryRun ? 'would be' : 'were'} counted` +
        `${stored === undefined ? '' : ` (it said ${stored})`}.`,
    );
  }
  log(
    `${report.museums} museums: ${report.counted} ${dryRun ? 'would be' : 'were'} counted, ` +
      `${report.alreadyDone} already counted.${dryRunNote(dryRun)}`,
  );
  return report;
}

if (isMainModule(import.meta.url)) {
  runMigration({
    usage: migrationUsage('migrate-museum-counts'),
    announce: (target) => `Counting the published tours of each museum of ${target}…`,
    migrate: migrateMuseumCounts,
  });
}
