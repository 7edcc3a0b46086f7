// Deleting for ever what has waited in the back-office's trash longer than it keeps things, as
// the app's own purge does (src/features/cpanel/trash/trash-api.ts: purgeOne, purgeTour;
// src/features/cpanel/api/delete-cascade.ts: deleteTourAndAll), but through the REST APIs with the
// owner's or a service account's rights: Firestore's (firestore-migration.mjs) and Cloud
// Storage's JSON API, which the Storage emulator serves too. Used by scripts/purge-trash.mjs.
//
// What each entry (trash/{kind}_{id}) takes with it:
// - a comment: its reports (comments/{id}/reports/*);
// - a work: its files (the Storage folder {id}/);
// - a tour: its works with their files, its comments with their reports, its likes, its files,
//   the tour itself (it stays in `exposition` while trashed), then the entries of its works and
//   comments trashed on their own, whatever their age;
// - a museum: every tour whose tematicId names it, trashed or not (each as above, its entry
//   too), then its files.
// The entry goes last, after what was its, so a run that stops part way leaves each entry with
// the way to finish it, and the next run does.
import { documentId } from './firestore-migration.mjs';
import { PreflightError } from './preflight.mjs';

/** Cloud Storage's JSON API on Google. */
export const GOOGLE_STORAGE = 'https://storage.googleapis.com';

// Stored names (src/lib/firebase/paths.ts, src/config/vocabulary.ts).
const TRASH = 'trash';
const TOURS = 'exposition';
const WORKS = 'obras';
const COMMENTS = 'comments';
const REPORTS = 'reports';
const LIKES = 'likes';
const MUSEUM_ID = 'tematicId';
const TOUR_ID = 'expositionId';
const KINDS = ['museum', 'tour', 'work', 'comment'];

/** Deletes per commit: under Firestore's 500 writes. */
export const BATCH = 450;
/** Documents a query page reads. */
const PAGE = 300;
/** Files deleted at once. */
const FILES_AT_ONCE = 8;

/**
 * One bucket through Cloud Storage's JSON API: `storage` is its origin (Google's, or the Storage
 * emulator's, which serves the same paths), `headers` authorise the calls.
 */
export function storageRest({ storage, bucket, headers, send = fetch }) {
  const objects = `${storage}/storage/v1/b/${encodeURIComponent(bucket)}/o`;

  async function call(url, init, what) {
    let response;
    try {
      response = await send(url, { ...init, headers });
    } catch (error) {
      throw new PreflightError(`${what}: could not reach Cloud Storage (${error.message}).`);
    }
    // A file gone already (a run done twice, or deleted meanwhile) is what was wanted.
    if (response.ok || (response.status === 404 && init.method === 'DELETE')) return response;
    throw new PreflightError(`${what} failed: ${response.status} ${await response.text()}`);
  }

  return {
    /** The names of every file whose name starts with `prefix`, a page at a time. */
    async *list(prefix, what) {
      let pageToken = '';
      do {
        const query = new URLSearchParams({ prefix, fields: 'items(name),nextPageToken' });
        if (pageToken) query.set('pageToken', pageToken);
        const page = await (await call(`${objects}?${query}`, { method: 'GET' }, what)).json();
        for (const item of page.items ?? []) yield item.name;
        pageToken = page.nextPageToken ?? '';
      } while (pageToken);
    },
    /** Deletes one file; one that is not there is no failure. */
    async remove(name, what) {
      await call(`${objects}/${encodeURIComponent(name)}`, { method: 'DELETE' }, what);
    },
  };
}

/** Every document of a root collection whose `field` equals `value`, a page at a time. */
async function* whereEquals(rest, collectionId, field, value, fields, what) {
  let after = '';
  for (;;) {
    const structuredQuery = {
      from: [{ collectionId }],
      select: { fields: ['__name__', ...fields].map((fieldPath) => ({ fieldPath })) },
      where: {
        fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
      },
      orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      limit: PAGE,
      ...(after && { startAt: { values: [{ referenceValue: after }], before: false } }),
    };
    const rows = await rest.post(':runQuery', { structuredQuery }, what);
    const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
    yield* documents;
    if (documents.length < PAGE) return;
    after = documents.at(-1).name;
  }
}

const text = (value) => value?.stringValue;

/** The trash's entries, read once: each with its kind, id, parent and when it was trashed. */
async function readTrash(rest) {
  const entries = new Map();
  const fields = ['kind', 'id', 'parent', 'trashedAt', `doc.${TOUR_ID}`];
  for await (const entry of rest.list(TRASH, fields, 'Listing the trash')) {
    const { kind, id, parent, trashedAt, doc } = entry.fields ?? {};
    // Not an entry the app would list (src/features/cpanel/trash/trash-entry.ts): left be.
    if (!KINDS.includes(text(kind)) || !text(id)) continue;
    entries.set(documentId(entry), {
      name: entry.name,
      kind: text(kind),
      id: text(id),
      // A work's or comment's tour, as the app reads it: the entry's, else its document's.
      parent: text(parent) ?? text(doc?.mapValue?.fields?.[TOUR_ID]),
      trashedAt: trashedAt?.timestampValue ? Date.parse(trashedAt.timestampValue) : undefined,
    });
  }
  return entries;
}

/**
 * Deletes for ever every trash entry trashed before `before` (epoch ms), with all that is its.
 * `rest` is firestoreRest's, `files` storageRest's. On a dry run it only counts. Returns how
 * many of each it deleted (or would): entries, and the tours, works, comments, reports, likes
 * and files that went with them.
 */
export async function purgeExpiredEntries({ rest, files, before, dryRun = false }) {
  const counts = { entries: 0, tours: 0, works: 0, comments: 0, reports: 0, likes: 0, files: 0 };
  const entries = await readTrash(rest);
  /** Entries and tours dealt with already: a museum's purge takes its tours' entries along. */
  const done = new Set();
  const toursDone = new Set();

  // Deletes wait in order and go a commit at a time, so what is someone's never outlives it.
  let pending = [];
  async function flush() {
    if (pending.length === 0) return;
    const writes = pending;
    pending = [];
    await rest.commit(writes, `Deleting ${writes.length} documents of the trash`);
  }
  async function remove(name, counted) {
    counts[counted] += 1;
    if (dryRun) return;
    pending.push({ delete: name });
    if (pending.length >= BATCH) await flush();
  }

  /** The Storage folder of a document: {id}/ and everything in it. */
  async function removeFolder(id) {
    const names = [];
    for await (const name of files.list(`${id}/`, `Listing the files of ${id}`)) names.push(name);
    counts.files += names.length;
    if (dryRun) return;
    for (let i = 0; i < names.length; i += FILES_AT_ONCE) {
      await Promise.all(
        names
          .slice(i, i + FILES_AT_ONCE)
          .map((name) => files.remove(name, `Deleting the file ${name}`)),
      );
    }
  }

  async function removeReports(commentId) {
    const path = `${COMMENTS}/${commentId}/${REPORTS}`;
    for await (const report of rest.list(path, ['createdAt'], `Listing ${path}`)) {
      await remove(report.name, 'reports');
    }
  }

  /** A tour with all it holds, then its works' and comments' own entries, then its entry. */
  async function purgeTour(tourId) {
    if (toursDone.has(tourId)) return;
    toursDone.add(tourId);
    for await (const work of whereEquals(rest, WORKS, TOUR_ID, tourId, [], `${tourId}'s works`)) {
      // Files first: a work whose files could not go stays, to try again.
      await removeFolder(documentId(work));
      await remove(work.name, 'works');
    }
    const comments = whereEquals(rest, COMMENTS, TOUR_ID, tourId, ['reportCount'], 'comments');
    for await (const comment of comments) {
      // As the app: only a reported comment has reports.
      const reported = Number(comment.fields?.reportCount?.integerValue ?? 0) > 0;
      if (reported) await removeReports(documentId(comment));
      await remove(comment.name, 'comments');
    }
    const likes = `${TOURS}/${tourId}/${LIKES}`;
    for await (const like of rest.list(likes, ['userId'], `Listing ${likes}`)) {
      await remove(like.name, 'likes');
    }
    await removeFolder(tourId);
    const tour = await rest.get(
      `${TOURS}/${tourId}`,
      new URLSearchParams({ 'mask.fieldPaths': 'state' }),
      `Reading ${TOURS}/${tourId}`,
      { absent: true },
    );
    if (tour) await remove(tour.name, 'tours');
    for (const child of entries.values()) {
      if (child.parent === tourId && (child.kind === 'work' || child.kind === 'comment')) {
        await purgeEntry(child);
      }
    }
    const own = entries.get(`tour_${tourId}`);
    if (own) await purgeEntry(own);
  }

  async function purgeEntry(entry) {
    const key = `${entry.kind}_${entry.id}`;
    if (done.has(key)) return;
    done.add(key);
    if (entry.kind === 'tour') {
      await purgeTour(entry.id);
    } else if (entry.kind === 'museum') {
      const tours = whereEquals(rest, TOURS, MUSEUM_ID, entry.id, [], `${entry.id}'s tours`);
      const ids = [];
      for await (const tour of tours) ids.push(documentId(tour));
      for (const id of ids) await purgeTour(id);
      await removeFolder(entry.id);
    } else if (entry.kind === 'comment') {
      await removeReports(entry.id);
    } else {
      await removeFolder(entry.id);
    }
    await remove(entry.name, 'entries');
  }

  const expired = [...entries.values()]
    .filter((entry) => entry.trashedAt !== undefined && entry.trashedAt < before)
    .sort((a, b) => a.trashedAt - b.trashedAt);
  for (const entry of expired) await purgeEntry(entry);
  await flush();
  return counts;
}
