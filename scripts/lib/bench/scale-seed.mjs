// Seeds the scale plan (scripts/lib/bench/scale-content.mjs) over the demo content the emulators
// already hold (scripts/lib/seed.mjs), through their REST APIs as the emulator-only owner: the
// rules are bypassed and thousands of documents go in one commit each 500. Every added document
// is a copy of the demo document it names, read back as stored, with its own id and what the
// plan changes: whatever the seed writes, the added documents have it too. Museums and tours get
// copies of their demo picture files under their own ids (list pages show them); works share
// their demo work's files (only their own tour's page shows them). A museum's closed exhibitions
// are seeded apart (seedClosedExhibitions), after the scale content has been measured without
// them. Nothing here runs at import.
import { BUCKET, PROJECT_ID, emulatorUrls } from '../local-config.mjs';
import { countedTours } from '../seed-days.mjs';
import { createSeeder, nextCodeOf, seedLikers, toValue } from '../seed.mjs';
import { closedExhibitionsPlan, planTotals, scalePlan } from './scale-content.mjs';

// The stored names, as src/config/vocabulary.ts gives them (a script cannot import it).
const STORED = {
  museums: 'tematics',
  tours: 'exposition',
  works: 'obras',
  comments: 'comments',
  likes: 'likes',
  museumId: 'tematicId',
  tourId: 'expositionId',
  likeCount: 'likeCount',
  museumExhibitions: 'exhibitions',
};
const OWNER = { Authorization: 'Bearer owner' };
const BATCH = 500;
const PARALLEL = 4;

async function call(url, init, what) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Runs `work` on every item, `parallel` at a time. */
async function eachParallel(items, parallel, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (queue.length > 0) await work(queue.shift());
    }),
  );
}

function firestore(urls) {
  const database = `projects/${PROJECT_ID}/databases/(default)`;
  const base = `${urls.firestore}/v1/${database}/documents`;
  return {
    name: (path) => `${database}/documents/${path}`,
    /** Every document of a collection (or a subcollection's path), as stored. */
    async list(path) {
      const documents = [];
      let token = '';
      do {
        const response = await call(
          `${base}/${path}?pageSize=300${token ? `&pageToken=${token}` : ''}`,
          { headers: OWNER },
          `Reading ${path}`,
        ).then((r) => r.json());
        documents.push(...(response.documents ?? []));
        token = response.nextPageToken ?? '';
      } while (token);
      return documents;
    },
    /** Commits `writes` in batches of BATCH, PARALLEL at a time. */
    async commit(writes) {
      const batches = [];
      for (let i = 0; i < writes.length; i += BATCH) batches.push(writes.slice(i, i + BATCH));
      await eachParallel(batches, PARALLEL, (batch) =>
        call(
          `${base}:commit`,
          {
            method: 'POST',
            headers: { ...OWNER, 'Content-Type': 'application/json' },
            body: JSON.stringify({ writes: batch }),
          },
          'Writing the scale content',
        ),
      );
    },
  };
}

const idOf = (document) => document.name.split('/').at(-1);
const byId = (documents) => new Map(documents.map((d) => [idOf(d), d]));

/** A stored file reference (a mapValue) as a plain object. */
function refOf(value) {
  const fields = value?.mapValue?.fields ?? {};
  const plain = {};
  for (const [key, v] of Object.entries(fields)) {
    plain[key] =
      v.stringValue ?? (v.integerValue === undefined ? v.doubleValue : Number(v.integerValue));
  }
  return plain;
}

/**
 * Copies a demo picture (its display file and the 640 px copy beside it, docs/adr/0004) to the
 * folder of `id`; returns the new reference and how many files were stored.
 */
async function copyPicture(seeder, urls, template, id, cache) {
  const ref = refOf(template);
  const folder = ref.path.slice(0, ref.path.lastIndexOf('/'));
  const file = ref.path.slice(folder.length + 1);
  const small = file.replace(/-\d+\.webp$/, '-640.webp');
  const read = async (path) => {
    if (!cache.has(path)) {
      cache.set(
        path,
        call(
          `${urls.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
          { headers: OWNER },
          `Reading ${path}`,
        ).then((r) => r.arrayBuffer()),
      );
    }
    return new Uint8Array(await cache.get(path));
  };
  const stored = await seeder.upload(`${id}/${file}`, await read(ref.path), ref.contentType);
  if (small === file) return { image: { ...ref, url: stored.url, path: stored.path }, files: 1 };
  await seeder.upload(`${id}/${small}`, await read(`${folder}/${small}`), ref.contentType);
  return { image: { ...ref, url: stored.url, path: stored.path }, files: 2 };
}

/**
 * A copy of a stored document under `path`, with `changes` (plain values) over its fields and
 * without the fields named in `drop`.
 */
const copyOf = (db, template, path, changes, drop = []) => ({
  update: {
    name: db.name(path),
    fields: Object.fromEntries(
      Object.entries({
        ...template.fields,
        ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, toValue(v)])),
      }).filter(([k]) => !drop.includes(k)),
    ),
  },
});

/**
 * Adds the scale plan to the seeded demo `content` (seed/content.mjs), `bigTourId` the demo
 * tour that gets the likes and comments. Returns the plan, the counts written and the totals
 * with the demo's.
 */
export async function seedScaleContent({
  content,
  bigTourId,
  urls = emulatorUrls(),
  log = () => {},
}) {
  const demo = {
    museums: content.museums,
    tours: content.tours.map((tour) => ({ ...tour, likes: seedLikers(tour).length })),
    works: content.works,
    comments: content.comments,
  };
  const plan = scalePlan(demo, { bigTourId });
  const db = firestore(urls);
  const seeder = createSeeder(urls);
  const [museums, tours, works, comments, likes] = await Promise.all([
    db.list(STORED.museums).then(byId),
    db.list(STORED.tours).then(byId),
    db.list(STORED.works).then(byId),
    db.list(STORED.comments),
    db.list(`${STORED.tours}/${bigTourId}/${STORED.likes}`),
  ]);
  if (!comments[0] || !likes[0])
    throw new Error('The demo content has no comment or like to copy.');

  const writes = [];
  const pictures = new Map();
  const museumNames = new Map(content.museums.map((m) => [m.id, m.name]));
  let files = 0;
  /**
   * How many permanent tours of the museum are published, the demo's and the plan's, as the
   * rules keep it: the demo's exhibitions are not counted (scripts/lib/seed-days.mjs).
   */
  const publishedIn = (museumId) =>
    countedTours(content.tours, museumId) +
    plan.tours.filter((tour) => tour.museumId === museumId && tour.state === 'published').length;
  await eachParallel(plan.museums, PARALLEL, async (museum) => {
    const template = museums.get(museum.from);
    const { image, files: stored } = await copyPicture(
      seeder,
      urls,
      template.fields.image,
      museum.id,
      pictures,
    );
    files += stored;
    museumNames.set(museum.id, museum.name);
    // A copy of a demo museum has its tours, none of its exhibitions: their days stay behind.
    writes.push(
      copyOf(
        db,
        template,
        `${STORED.museums}/${museum.id}`,
        { name: museum.name, image, publishedTours: publishedIn(museum.id) },
        [STORED.museumExhibitions],
      ),
    );
  });
  // The demo's museums get tours too: their counts of published tours grow with them.
  for (const museum of content.museums) {
    writes.push(
      copyOf(db, museums.get(museum.id), `${STORED.museums}/${museum.id}`, {
        publishedTours: publishedIn(museum.id),
      }),
    );
  }
  await eachParallel(plan.tours, PARALLEL, async (tour) => {
    const template = tours.get(tour.from);
    const { image, files: stored } = await copyPicture(
      seeder,
      urls,
      template.fields.image,
      tour.id,
      pictures,
    );
    files += stored;
    writes.push(
      copyOf(db, template, `${STORED.tours}/${tour.id}`, {
        [STORED.museumId]: tour.museumId,
        // The tour shows its museum's name, copied onto it (docs/adr/0007).
        museum: museumNames.get(tour.museumId),
        name: tour.name,
        state: tour.state,
        highlight: tour.highlight,
        [STORED.likeCount]: plan.likes[tour.id] ?? 0,
        image,
        // One past its works' labels, which are their numbers (src/features/works/model/codes.ts).
        nextWorkCode: nextCodeOf([...demo.works, ...plan.works], tour.id),
      }),
    );
  });
  for (const work of plan.works) {
    writes.push(
      copyOf(db, works.get(work.from), `${STORED.works}/${work.id}`, {
        [STORED.tourId]: work.tourId,
        order: work.order,
        code: work.order,
      }),
    );
  }
  for (const comment of plan.comments) {
    writes.push(
      copyOf(db, comments[0], `${STORED.comments}/${comment.id}`, {
        [STORED.tourId]: comment.tourId,
        userId: comment.userId,
        author: comment.author,
        comment: comment.comment,
        likes: [],
        hidden: false,
        reportCount: 0,
        reported: false,
        staff: false,
        createdAt: new Date(comment.createdAt),
      }),
    );
  }
  // Each like is a document named by the visitor's uid; the big tour already has the demo's.
  let likeCount = 0;
  for (const [tourId, total] of Object.entries(plan.likes)) {
    const existing = tourId === bigTourId ? likes.length : 0;
    for (let i = 1; i <= total - existing; i++) {
      const uid = `scale-liker-${String(i).padStart(5, '0')}`;
      writes.push(copyOf(db, likes[0], `${STORED.tours}/${tourId}/${STORED.likes}/${uid}`, {}));
      likeCount += 1;
    }
  }
  writes.push({
    update: {
      name: db.name(`${STORED.tours}/${bigTourId}`),
      fields: { [STORED.likeCount]: toValue(plan.likes[bigTourId]) },
    },
    updateMask: { fieldPaths: [STORED.likeCount] },
  });
  await db.commit(writes);
  const counts = {
    museums: plan.museums.length,
    tours: plan.tours.length,
    works: plan.works.length,
    comments: plan.comments.length,
    likes: likeCount,
    files,
  };
  log(
    `Added ${counts.museums} museums, ${counts.tours} tours, ${counts.works} works, ` +
      `${counts.comments} comments, ${counts.likes} likes and ${counts.files} files ` +
      `(${bigTourId}: ${plan.likes[bigTourId]} likes).`,
  );
  return { plan, counts, totals: planTotals(demo, plan) };
}

/**
 * Gives museum `museumId` of the seeded scale content CLOSED_EXHIBITIONS temporary exhibitions,
 * every one closed on `today` (a Buenos Aires day, YYYYMMDD), stored as the back-office leaves
 * them (scripts/lib/bench/scale-content.mjs closedExhibitionsPlan): copies of the demo's
 * exhibitions with their works and cover, in the exhibitions' state, their museum untouched (a
 * closed exhibition is out of its `exhibitions`). Returns the plan and the counts written.
 */
export async function seedClosedExhibitions({
  content,
  museumId,
  today,
  urls = emulatorUrls(),
  log = () => {},
}) {
  const plan = closedExhibitionsPlan(content, { museumId, today });
  const db = firestore(urls);
  const seeder = createSeeder(urls);
  const [museums, tours, works] = await Promise.all([
    db.list(STORED.museums).then(byId),
    db.list(STORED.tours).then(byId),
    db.list(STORED.works).then(byId),
  ]);
  const museum = museums.get(museumId);
  if (!museum) throw new Error(`No museum ${museumId} to give closed exhibitions to.`);
  const museumName = museum.fields.name;
  const pictures = new Map();
  const writes = [];
  let files = 0;
  await eachParallel(plan.tours, PARALLEL, async (tour) => {
    const template = tours.get(tour.from);
    const { image, files: stored } = await copyPicture(
      seeder,
      urls,
      template.fields.image,
      tour.id,
      pictures,
    );
    files += stored;
    const write = copyOf(db, template, `${STORED.tours}/${tour.id}`, {
      [STORED.museumId]: museumId,
      name: tour.name,
      state: 'exhibition',
      opensOn: tour.opensOn,
      closesOn: tour.closesOn,
      playsBeforeOpening: tour.playsBeforeOpening,
      highlight: false,
      [STORED.likeCount]: 0,
      image,
      nextWorkCode: plan.works.filter((work) => work.tourId === tour.id).length + 1,
    });
    // The museum's name as the tour shows it (docs/adr/0007), its stored value as it is.
    write.update.fields.museum = museumName;
    writes.push(write);
  });
  for (const work of plan.works) {
    writes.push(
      copyOf(db, works.get(work.from), `${STORED.works}/${work.id}`, {
        [STORED.tourId]: work.tourId,
        order: work.order,
        code: work.order,
      }),
    );
  }
  await db.commit(writes);
  const counts = { tours: plan.tours.length, works: plan.works.length, files };
  log(
    `Gave ${museumId} ${counts.tours} closed exhibitions (${counts.works} works, ` +
      `${counts.files} files), none in its list of exhibitions.`,
  );
  return { plan, counts };
}
