// Seeds the emulators with the demo content of seed/content.mjs over their REST
// APIs, as the emulator-only "owner" (rules bypassed). Deterministic: fixed ids,
// fixed dates; a second run replaces the first.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { BUCKET, PROJECT_ID, ROOT, emulatorUrls } from './local-config.mjs';
import { mp3Duration, webpSize } from './media-info.mjs';

const OWNER = { Authorization: 'Bearer owner' };
const SEEDED_AT = '2026-10-01T12:00:00Z';

const CONTENT_TYPES = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
};

async function call(url, init, what) {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  }
  return response;
}

/** A plain JS value as a Firestore REST value. Dates and ISO strings tagged `at:` become timestamps. */
export function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value) } };
}

const toFields = (object) =>
  Object.fromEntries(
    Object.entries(object)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toValue(v)]),
  );

export function createSeeder(urls = emulatorUrls()) {
  const documentsBase = `${urls.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

  return {
    async clearFirestore() {
      await call(
        `${urls.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
        'Clearing Firestore',
      );
    },

    async clearAuth() {
      await call(
        `${urls.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
        { method: 'DELETE' },
        'Clearing Auth',
      );
    },

    async clearStorage() {
      const list = await call(
        `${urls.storage}/v0/b/${BUCKET}/o`,
        { headers: OWNER },
        'Listing Storage',
      ).then((r) => r.json());
      for (const item of list.items ?? []) {
        await call(
          `${urls.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(item.name)}`,
          { method: 'DELETE', headers: OWNER },
          `Deleting ${item.name}`,
        );
      }
    },

    async createUser({ uid, email, password, name, surname }) {
      await call(
        `${urls.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`,
        {
          method: 'POST',
          headers: { ...OWNER, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            localId: uid,
            email,
            password,
            displayName: `${name} ${surname}`,
            emailVerified: true,
          }),
        },
        `Creating account ${email}`,
      );
    },

    /** Writes many documents in commits of at most 400 writes. */
    async writeDocuments(docs) {
      for (let i = 0; i < docs.length; i += 400) {
        const writes = docs.slice(i, i + 400).map(({ path, data }) => ({
          update: {
            name: `projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
            fields: toFields(data),
          },
        }));
        await call(
          `${documentsBase}:commit`,
          {
            method: 'POST',
            headers: { ...OWNER, 'Content-Type': 'application/json' },
            body: JSON.stringify({ writes }),
          },
          'Writing documents',
        );
      }
    },

    /** Uploads a file and returns the reference the documents store (URL with token, type, size). */
    async upload(storagePath, bytes, contentType) {
      const response = await call(
        `${urls.storage}/v0/b/${BUCKET}/o?name=${encodeURIComponent(storagePath)}`,
        { method: 'POST', headers: { ...OWNER, 'Content-Type': contentType }, body: bytes },
        `Uploading ${storagePath}`,
      );
      const metadata = await response.json();
      const token = String(metadata.downloadTokens ?? '').split(',')[0];
      if (!token)
        throw new Error(`Uploading ${storagePath}: the emulator returned no download token`);
      return {
        url: `${urls.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(storagePath)}?alt=media&token=${token}`,
        path: storagePath,
        contentType,
        size: bytes.byteLength,
      };
    },
  };
}

// Images named `{name}-{W}.webp` are stored as the back-office stores them
// (docs/adr/0004-responsive-image-variants.md): `{docId}/{base}-{W}.webp`, which the document
// points to, and its `{docId}/{base}-640.webp` copy beside it when W > 640.
const NAMED_WIDTH = /-(\d+)\.webp$/;
const SMALL_WIDTH = 640;

/**
 * What the documents record about a file beyond the stored object, as the back-office does:
 * a WebP's pixel size, an MP3's length in seconds as a browser reports it (without the
 * encoder's delay and padding), to the millisecond.
 */
export function describeFile(bytes, contentType) {
  if (contentType === 'image/webp') return webpSize(bytes);
  if (contentType === 'audio/mpeg') {
    return { duration: Math.round(mp3Duration(bytes).seconds * 1000) / 1000 };
  }
  return {};
}

/** Uploads one seed file (and an image's small copy); returns the display file's reference. */
async function uploadSeedFile(seeder, docId, baseName, relativePath) {
  const extension = extname(relativePath);
  const contentType = CONTENT_TYPES[extension];
  if (!contentType) throw new Error(`No content type known for ${relativePath}`);
  const read = (path) => readFile(join(ROOT, 'seed', 'media', path));
  const bytes = await read(relativePath);
  let about;
  try {
    about = describeFile(bytes, contentType);
  } catch (error) {
    throw new Error(`seed/media/${relativePath}: ${error.message}`);
  }
  const width = Number(NAMED_WIDTH.exec(relativePath)?.[1] ?? 0);
  if (!width) {
    const stored = await seeder.upload(`${docId}/${baseName}${extension}`, bytes, contentType);
    return { ref: { ...stored, ...about }, files: 1 };
  }
  if (about.width !== width) {
    throw new Error(`seed/media/${relativePath} is ${about.width} px wide, not ${width} as named`);
  }
  const stored = await seeder.upload(`${docId}/${baseName}-${width}.webp`, bytes, contentType);
  const ref = { ...stored, ...about };
  if (width <= SMALL_WIDTH) return { ref, files: 1 };
  const small = relativePath.replace(NAMED_WIDTH, `-${SMALL_WIDTH}.webp`);
  await seeder.upload(`${docId}/${baseName}-${SMALL_WIDTH}.webp`, await read(small), contentType);
  return { ref, files: 2 };
}

/**
 * A work's room as content.mjs gives it, empty when it gives none. The seed bypasses the
 * rules, so it checks what they would (firestore.rules isValidObra: at most 120 characters).
 */
export function seedRoom(work) {
  const room = work.room ?? { es: '', en: '' };
  const valid =
    room !== null &&
    typeof room === 'object' &&
    Object.keys(room).sort().join() === 'en,es' &&
    [room.es, room.en].every((text) => typeof text === 'string' && text.trim().length <= 120);
  if (!valid) {
    throw new Error(`Seed work ${work.id}: room must be {es, en}, each at most 120 characters`);
  }
  return { es: room.es.trim(), en: room.en.trim() };
}

/**
 * The name a tour shows for its museum: its museum's, in both languages, as the back-office
 * copies it (docs/adr/0007-tour-museum-name-copied-from-its-museum.md).
 */
export function tourMuseumName(tour, museums) {
  const museum = museums.find((each) => each.id === tour.tematicId);
  if (!museum) throw new Error(`Seed tour ${tour.id}: no museum ${tour.tematicId}`);
  return { es: museum.name.es, en: museum.name.en };
}

/**
 * The uids of everyone who likes a seed tour: its demo accounts, and made-up visitors for the
 * rest, so that its likeCount is the number of its like documents, as the rules keep it.
 */
export function seedLikers(tour) {
  const others = Array.from(
    { length: tour.otherLikes },
    (_, i) => `demo-liker-${String(i + 1).padStart(5, '0')}`,
  );
  return [...new Set([...tour.likedBy, ...others])];
}

/**
 * Checks that every seed tour's works are numbered 1..n, each number once, as the back-office
 * keeps them (the numbers are printed on labels and QR codes); throws naming the tour otherwise.
 */
export function checkWorkNumbers(works) {
  const byTour = new Map();
  for (const work of works)
    byTour.set(work.expositionId, [...(byTour.get(work.expositionId) ?? []), work.order]);
  for (const [tourId, orders] of byTour) {
    const sorted = [...orders].sort((a, b) => a - b);
    if (!sorted.every((order, index) => order === index + 1)) {
      throw new Error(
        `Seed tour ${tourId}: its works must be numbered 1..n, each once (${sorted.join(', ')})`,
      );
    }
  }
}

/**
 * A floor plan that all of a tour's works would show is set once, on the tour (its `map`), as the
 * back-office lets an admin do: content whose works of one tour all carry the same map file, or a
 * work that repeats its tour's own plan, is refused, naming the tour. Each demo work's map marks
 * its own room, so no demo tour has a plan of its own.
 */
export function checkTourMaps(tours, works) {
  for (const tour of tours) {
    const maps = works
      .filter((work) => work.expositionId === tour.id)
      .map((work) => work.files.map);
    const [first] = maps;
    if (maps.length > 1 && first && maps.every((map) => map === first)) {
      throw new Error(
        `Seed tour ${tour.id}: every work carries the map ${first}; set it once as the tour's map`,
      );
    }
    if (tour.map && maps.includes(tour.map)) {
      throw new Error(
        `Seed tour ${tour.id}: a work repeats the tour's map ${tour.map}; leave it out of the work`,
      );
    }
  }
}

/** Clears the emulators and loads the demo content. Returns counts for the log. */
export async function seedDemoContent({ urls = emulatorUrls(), log = () => {} } = {}) {
  const content = await import(join(ROOT, 'seed', 'content.mjs'));
  checkWorkNumbers(content.works);
  checkTourMaps(content.tours, content.works);
  const seeder = createSeeder(urls);
  // Just after the emulators start, Firestore's first answer takes seconds (its JVM warming
  // up): it is cleared while Auth and Storage are cleared and filled, and written to last.
  const firestoreCleared = seeder.clearFirestore();
  firestoreCleared.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  await Promise.all([seeder.clearAuth(), seeder.clearStorage()]);

  for (const user of content.users) await seeder.createUser(user);

  const at = new Date(SEEDED_AT);
  const docs = [];
  const usersById = new Map(content.users.map((u) => [u.uid, u]));

  for (const user of content.users) {
    docs.push({
      path: `users/${user.uid}`,
      data: {
        email: user.email,
        name: user.name,
        surname: user.surname,
        isAdmin: user.isAdmin,
        authProvider: 'local',
        createdAt: at,
      },
    });
  }

  let files = 0;
  let likes = 0;
  for (const museum of content.museums) {
    const { ref: image, files: stored } = await uploadSeedFile(
      seeder,
      museum.id,
      'mainImg',
      museum.image,
    );
    files += stored;
    docs.push({
      path: `tematics/${museum.id}`,
      data: {
        name: museum.name,
        description: museum.description,
        image,
        // How many of its tours are published, as the back-office keeps it (firestore.rules).
        publishedTours: content.tours.filter(
          (tour) => tour.tematicId === museum.id && tour.state === 'published',
        ).length,
        createdAt: at,
        updatedAt: at,
      },
    });
  }

  for (const tour of content.tours) {
    const museum = tourMuseumName(tour, content.museums);
    const { ref: image, files: stored } = await uploadSeedFile(
      seeder,
      tour.id,
      'mainImg',
      tour.image,
    );
    files += stored;
    let map = null;
    if (tour.map) {
      const plan = await uploadSeedFile(seeder, tour.id, 'map', tour.map);
      map = plan.ref;
      files += plan.files;
    }
    const likers = seedLikers(tour);
    if (tour.state !== 'published' && likers.length > 0) {
      throw new Error(`Seed tour ${tour.id}: a draft cannot be liked`);
    }
    likes += likers.length;
    for (const uid of likers) {
      docs.push({ path: `exposition/${tour.id}/likes/${uid}`, data: { createdAt: at } });
    }
    docs.push({
      path: `exposition/${tour.id}`,
      data: {
        tematicId: tour.tematicId,
        name: tour.name,
        description: tour.description,
        resume: tour.resume,
        address: tour.address,
        museum,
        highlight: tour.highlight,
        likeCount: likers.length,
        state: tour.state,
        image,
        ...(map && { map }),
        // How many changes of its works' numbers the tour has seen: none yet (firestore.rules).
        worksVersion: 0,
        createdAt: at,
        updatedAt: at,
      },
    });
  }

  for (const work of content.works) {
    const media = {};
    for (const [baseName, relativePath] of Object.entries(work.files)) {
      const { ref, files: stored } = await uploadSeedFile(seeder, work.id, baseName, relativePath);
      media[baseName] = ref;
      files += stored;
    }
    docs.push({
      path: `obras/${work.id}`,
      data: {
        expositionId: work.expositionId,
        order: work.order,
        name: work.name,
        description: work.description,
        author: work.author,
        transcript: work.narration,
        room: seedRoom(work),
        media,
        createdAt: at,
        updatedAt: at,
      },
    });
  }

  for (const comment of content.comments) {
    const user = usersById.get(comment.userId);
    if (!user) throw new Error(`Comment ${comment.id} names unknown user ${comment.userId}`);
    docs.push({
      path: `comments/${comment.id}`,
      data: {
        expositionId: comment.expositionId,
        userId: comment.userId,
        author: { name: user.name, surname: user.surname },
        comment: comment.comment,
        likes: [],
        createdAt: new Date(comment.createdAt),
      },
    });
  }

  await firestoreCleared;
  await seeder.writeDocuments(docs);
  const counts = {
    users: content.users.length,
    museums: content.museums.length,
    tours: content.tours.length,
    works: content.works.length,
    comments: content.comments.length,
    likes,
    files,
  };
  log(
    `Seeded ${counts.museums} museums, ${counts.tours} tours, ${counts.works} works, ` +
      `${counts.comments} comments, ${counts.likes} likes, ${counts.users} accounts and ` +
      `${counts.files} files.`,
  );
  return { counts, content };
}
