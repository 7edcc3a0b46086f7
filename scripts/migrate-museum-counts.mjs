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
import { PROJECT_ID, emulatorUrls } from './lib/local-config.mjs';
import { googleAuth } from './lib/google-credentials.mjs';
import { PreflightError, runMain, say } from './lib/preflight.mjs';

const SCOPES = 'https://www.googleapis.com/auth/datastore';
const USAGE =
  'Usage: npm run migrate-museum-counts -- [--project <id>] [--dry-run] ' +
  '[--service-account <key.json>]';

// Stored names (src/config/vocabulary.ts: STORED_COLLECTIONS, STORED_FIELDS, STORED_MUSEUM_COUNTS).
const MUSEUMS = 'tematics';
const TOURS = 'exposition';
const MUSEUM_ID = 'tematicId';
const PUBLISHED_TOURS = 'publishedTours';
/** Writes per museum when tours keep changing under its count. */
const ATTEMPTS = 5;

function parseArgs(argv) {
  const args = { project: undefined, dryRun: false, serviceAccount: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--project') args.project = argv[(i += 1)];
    else if (arg === '--service-account') args.serviceAccount = argv[(i += 1)];
    else throw new PreflightError(`Unknown option ${arg}. ${USAGE}`);
  }
  if (args.project === '' || (args.project === undefined && argv.includes('--project'))) {
    throw new PreflightError(USAGE);
  }
  if (args.serviceAccount && !args.project) {
    throw new PreflightError('--service-account is for a real project: give --project too.');
  }
  return args;
}

/** A conflict with a write made meanwhile: the museum is counted again. */
class Contention extends Error {}

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
  const database = `projects/${projectId}/databases/(default)`;
  const documents = `${firestore}/v1/${database}/documents`;

  async function call(url, init, what) {
    let response;
    try {
      response = await send(url, {
        ...init,
        headers: { ...headers, 'Content-Type': 'application/json' },
      });
    } catch (error) {
      throw new PreflightError(`${what}: could not reach Firestore (${error.message}).`);
    }
    // The museum changed since it was read (a tour published or unpublished meanwhile).
    if (
      response.status === 409 ||
      (response.status === 400 && /FAILED_PRECONDITION/.test(await response.clone().text()))
    ) {
      throw new Contention(`${what}: ${await response.text()}`);
    }
    if (!response.ok) {
      throw new PreflightError(`${what} failed: ${response.status} ${await response.text()}`);
    }
    return response.json();
  }

  const post = (path, body, what) =>
    call(`${documents}${path}`, { method: 'POST', body: JSON.stringify(body) }, what);

  /** The ids of every museum, a page at a time. */
  async function museumIds() {
    const ids = [];
    let pageToken = '';
    do {
      const query = new URLSearchParams({ pageSize: '300' });
      query.append('mask.fieldPaths', PUBLISHED_TOURS);
      if (pageToken) query.set('pageToken', pageToken);
      const page = await call(`${documents}/${MUSEUMS}?${query}`, { method: 'GET' }, 'Listing');
      for (const museum of page.documents ?? []) ids.push(museum.name.split('/').pop());
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    return ids;
  }

  /**
   * The museum's stored count (undefined when none) and the time it was last written, then its
   * published tours, in that order: a tour published after the museum was read moves its
   * count, and the write that follows, made only if the museum is unchanged, fails.
   */
  async function read(id) {
    const query = new URLSearchParams({ 'mask.fieldPaths': PUBLISHED_TOURS });
    const museum = await call(
      `${documents}/${MUSEUMS}/${id}?${query}`,
      { method: 'GET' },
      `Reading ${id}`,
    );
    const stored = museum.fields?.[PUBLISHED_TOURS]?.integerValue;
    const results = await post(
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
        await post(
          ':commit',
          {
            writes: [
              {
                update: {
                  name: `${database}/documents/${MUSEUMS}/${id}`,
                  fields: { [PUBLISHED_TOURS]: { integerValue: String(current.published) } },
                },
                updateMask: { fieldPaths: [PUBLISHED_TOURS] },
                currentDocument: { updateTime: current.updateTime },
              },
            ],
          },
          `Writing ${id}'s count`,
        );
      } catch (error) {
        if (!(error instanceof Contention)) throw error;
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
      `${report.alreadyDone} already counted.${dryRun ? ' Nothing was written (--dry-run).' : ''}`,
  );
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMain(async () => {
    const args = parseArgs(process.argv.slice(2));
    const local = !args.project;
    const projectId = args.project ?? PROJECT_ID;
    say(
      `${args.dryRun ? 'Dry run: nothing will be written. ' : ''}Counting the published tours ` +
        `of each museum of ${local ? `the local emulators (${projectId})` : projectId}…`,
    );
    await migrateMuseumCounts({
      projectId,
      firestore: local ? emulatorUrls().firestore : 'https://firestore.googleapis.com',
      headers: local
        ? { Authorization: 'Bearer owner' }
        : await googleAuth({ serviceAccount: args.serviceAccount, scopes: SCOPES }),
      dryRun: args.dryRun,
    });
    return 0;
  });
}
