// What the data migrations (scripts/migrate-*.mjs) share: their command-line options, the
// connection to a project's Firestore (the local emulators', or Google's REST API with
// Application Default Credentials or a service-account key; rules do not apply to either), its
// calls and paging, the dry-run note of their summary, and how they run from the command line.
import { pathToFileURL } from 'node:url';
import { googleAuth } from './google-credentials.mjs';
import { PROJECT_ID, emulatorUrls } from './local-config.mjs';
import { PreflightError, runMain, say } from './preflight.mjs';

const SCOPES = 'https://www.googleapis.com/auth/datastore';
const GOOGLE_FIRESTORE = 'https://firestore.googleapis.com';

/** The usage line of `npm run <script>`: every migration takes the same options. */
export const migrationUsage = (script) =>
  `Usage: npm run ${script} -- [--project <id>] [--dry-run] [--service-account <key.json>]`;

/** `--project <id>`, `--dry-run`, `--service-account <key.json>`; anything else is refused. */
export function parseMigrationArgs(argv, usage) {
  const args = { project: undefined, dryRun: false, serviceAccount: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--project') args.project = argv[(i += 1)];
    else if (arg === '--service-account') args.serviceAccount = argv[(i += 1)];
    else throw new PreflightError(`Unknown option ${arg}. ${usage}`);
  }
  if (args.project === '' || (args.project === undefined && argv.includes('--project'))) {
    throw new PreflightError(usage);
  }
  if (args.serviceAccount && !args.project) {
    throw new PreflightError('--service-account is for a real project: give --project too.');
  }
  return args;
}

/**
 * A write refused because its document changed since it was read (its `currentDocument`
 * precondition failed). A migration that reads again and retries catches it; to any other it is
 * a failure like the rest, said in one sentence.
 */
export class WriteConflict extends PreflightError {}

/** The id of a REST document: the last segment of its name. */
export const documentId = (document) => document.name.split('/').pop();

/** The summary's last words on a dry run. */
export const dryRunNote = (dryRun) => (dryRun ? ' Nothing was written (--dry-run).' : '');

/**
 * Firestore's REST API for one project. `firestore` is its origin (the emulator's, or Google's),
 * `headers` authorise the calls, `send` is `fetch` (a test may pass its own).
 */
export function firestoreRest({ projectId, firestore, headers, send = fetch }) {
  const database = `projects/${projectId}/databases/(default)`;
  const documents = `${firestore}/v1/${database}/documents`;

  async function call(url, init, what, { absent } = {}) {
    let response;
    try {
      response = await send(url, {
        ...init,
        headers: { ...headers, 'Content-Type': 'application/json' },
      });
    } catch (error) {
      throw new PreflightError(`${what}: could not reach Firestore (${error.message}).`);
    }
    if (response.ok) return response.json();
    if (response.status === 404 && absent) return null;
    const text = await response.text();
    const failure = `${what} failed: ${response.status} ${text}`;
    if (response.status === 409 || (response.status === 400 && /FAILED_PRECONDITION/.test(text))) {
      throw new WriteConflict(failure);
    }
    throw new PreflightError(failure);
  }

  /** POSTs to the documents' `suffix` (`:commit`, `:runQuery`). */
  const post = (suffix, body, what) =>
    call(`${documents}${suffix}`, { method: 'POST', body: JSON.stringify(body) }, what);

  return {
    database,
    documents,
    /**
     * GETs one document path under the database's documents, with a query string; with
     * `{ absent: true }` a document that does not exist is null rather than a failure.
     */
    get: (path, query, what, options) =>
      call(`${documents}/${path}?${query}`, { method: 'GET' }, what, options),
    post,
    commit: (writes, what) => post(':commit', { writes }, what),

    /** Every document of a collection, a page at a time, with only the `fields` asked for. */
    async *list(path, fields, what) {
      let pageToken = '';
      do {
        const query = new URLSearchParams({ pageSize: '300' });
        for (const field of fields) query.append('mask.fieldPaths', field);
        if (pageToken) query.set('pageToken', pageToken);
        const page = await call(`${documents}/${path}?${query}`, { method: 'GET' }, what);
        for (const document of page.documents ?? []) yield document;
        pageToken = page.nextPageToken ?? '';
      } while (pageToken);
    },
  };
}

/** Whether the module at `moduleUrl` is the script node was asked to run (not imported by a test). */
export const isMainModule = (moduleUrl) =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]).href;

/**
 * Runs a migration from the command line: reads the options, says what it is about to do
 * (`announce(target)` words the rest of that sentence), then calls `migrate` with the local
 * emulators (no --project) or the project given and Google's credentials for it.
 */
export function runMigration({ usage, announce, migrate }) {
  runMain(async () => {
    const args = parseMigrationArgs(process.argv.slice(2), usage);
    const local = !args.project;
    const projectId = args.project ?? PROJECT_ID;
    const target = local ? `the local emulators (${projectId})` : projectId;
    say(`${args.dryRun ? 'Dry run: nothing will be written. ' : ''}${announce(target)}`);
    await migrate({
      projectId,
      firestore: local ? emulatorUrls().firestore : GOOGLE_FIRESTORE,
      headers: local
        ? { Authorization: 'Bearer owner' }
        : await googleAuth({ serviceAccount: args.serviceAccount, scopes: SCOPES }),
      dryRun: args.dryRun,
    });
    return 0;
  });
}
