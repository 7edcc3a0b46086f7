// Shared world of the Firestore rules matrix: actors, valid documents (one builder per
// collection, each overridable field by field) and the seed every test starts from.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  increment,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { COLLECTIONS, tourLikePath } from '@/lib/firebase/paths';
import { rulesEnvironment } from '../../support/emulators';

/** The Firestore handed out by a rules-testing context (accepted by the modular API). */
export type Db = ReturnType<RulesTestContext['firestore']>;
/** A document body, possibly holding sentinels such as serverTimestamp() or arrayUnion(). */
export type Fields = Record<string, unknown>;

export const C = COLLECTIONS;

export const UID = {
  user: 'alice',
  other: 'bob',
  admin: 'admin',
  /** Signed in, but no users document (registration not finished). */
  noProfile: 'ghost',
  /** A third person with a profile: three reports hide a comment. */
  third: 'carol',
  /** Signed in with a profile, but has not opened the verification mail. */
  unverified: 'mallory',
  /** Marked admin in users/{uid}, but the address was never verified (squatted). */
  unverifiedAdmin: 'eve',
} as const;

export const EMAIL = {
  user: 'alice@example.test',
  other: 'bob@example.test',
  admin: 'admin@example.test',
  noProfile: 'ghost@example.test',
  third: 'carol@example.test',
  unverified: 'mallory@example.test',
  unverifiedAdmin: 'curadora@example.test',
} as const;

export const PROFILE = {
  user: { name: 'Alice', surname: 'Liddell' },
  other: { name: 'Bob', surname: 'Marley' },
  admin: { name: 'Ada', surname: 'Lovelace' },
  third: { name: 'Carol', surname: 'Danvers' },
  unverified: { name: 'Mallory', surname: 'Malo' },
  unverifiedAdmin: { name: 'Eve', surname: 'Curadora' },
} as const;

/** Ids of the seeded documents. */
export const ID = {
  museum: 'museum-1',
  publishedTour: 'tour-published',
  likedTour: 'tour-liked',
  /** Published, stored before likes were counted: the original list of likers, no count. */
  legacyTour: 'tour-legacy-likes',
  draftTour: 'tour-draft',
  /** A draft stored before museum names were bilingual: its museum is one string. */
  oldDraftTour: 'tour-draft-old',
  missingTour: 'tour-missing',
  publishedWork: 'work-published',
  draftWork: 'work-draft',
  userComment: 'comment-alice',
  otherComment: 'comment-bob',
  draftComment: 'comment-on-draft',
  message: 'message-1',
  /** Sent by the user while signed in: it names their account. */
  ownMessage: 'message-alice',
} as const;

/** createdAt/updatedAt of every seeded document: far from any request.time. */
export const SEEDED_AT = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'));
/** A client-chosen time in the past, refused wherever the rules expect request.time. */
export const PAST = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));

const MiB = 1024 * 1024;

export function text(length: number): string {
  return 'a'.repeat(length);
}

export function bilingual(es: string, en: string = es): { es: string; en: string } {
  return { es, en };
}

/** The body without the given keys, to test missing fields. */
export function without(fields: Fields, ...keys: string[]): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key)));
}

const createdNow = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

export type MediaKind = 'mainImg' | 'map' | 'audio-es' | 'audio-en';

/**
 * A stored file of document `docId`, as the back-office now references it: an image with its
 * pixel size, a narration with its length in seconds.
 */
export function mediaRef(docId: string, kind: MediaKind = 'mainImg', overrides: Fields = {}) {
  const audio = kind.startsWith('audio');
  const file = `${kind}.${audio ? 'mp3' : 'webp'}`;
  return {
    url: `https://firebasestorage.googleapis.com/v0/b/demo/o/${docId}%2F${file}?alt=media&token=t`,
    path: `${docId}/${file}`,
    contentType: audio ? 'audio/mpeg' : 'image/webp',
    size: 2 * MiB,
    ...(audio ? { duration: 27.79 } : { width: 1600, height: 1067 }),
    ...overrides,
  };
}

export const MAX_MEDIA_SIZE = 20 * MiB;

export function validMuseum(id: string, overrides: Fields = {}): Fields {
  return {
    name: bilingual('Museo de Bellas Artes', 'Fine Arts Museum'),
    description: bilingual('Colección nacional', 'National collection'),
    image: mediaRef(id),
    ...createdNow(),
    updatedBy: UID.admin,
    ...overrides,
  };
}

/** The path of `uid`'s like of a tour. */
export const likePath = (tourId: string, uid: string) => tourLikePath(tourId, uid);

/** A new tour: a draft without likes, as the rules require at creation. */
export function validTour(id: string, overrides: Fields = {}): Fields {
  return {
    tematicId: ID.museum,
    name: bilingual('Impresionistas', 'Impressionists'),
    description: bilingual('Un recorrido', 'A tour'),
    resume: bilingual('', ''),
    address: 'Av. del Libertador 1473',
    museum: bilingual('Museo de Bellas Artes', 'Fine Arts Museum'),
    highlight: false,
    likeCount: 0,
    state: 'draft',
    image: mediaRef(id),
    ...createdNow(),
    updatedBy: UID.admin,
    ...overrides,
  };
}

/**
 * The code (label number) a new work of a seeded tour takes: each seeded tour's counter. Its one
 * seeded work has code 1.
 */
export const NEXT_CODE = 2;

/** A new work, with the code its tour gives next (NEXT_CODE): create it with takesCode. */
export function validWork(id: string, overrides: Fields = {}): Fields {
  return {
    expositionId: ID.publishedTour,
    order: 0,
    code: NEXT_CODE,
    name: bilingual('La ola', 'The wave'),
    description: bilingual('Óleo sobre tela', 'Oil on canvas'),
    author: 'Gustave Courbet',
    transcript: bilingual('Texto del audio', 'Audio text'),
    room: bilingual('Sala 24, planta baja', 'Room 24, ground floor'),
    media: {
      mainImg: mediaRef(id, 'mainImg'),
      map: mediaRef(id, 'map'),
      'audio-es': mediaRef(id, 'audio-es'),
      'audio-en': mediaRef(id, 'audio-en'),
    },
    ...createdNow(),
    updatedBy: UID.admin,
    ...overrides,
  };
}

/**
 * Raises the tour's works counter by `by` in `batch`, as every change of its works' numbers must
 * (the rules require exactly one), stamped as the admin's.
 */
export function raiseWorksVersion(
  batch: WriteBatch,
  db: Db,
  tourId: string,
  by = 1,
  { takesCode = false }: { takesCode?: boolean } = {},
) {
  batch.update(doc(db, COLLECTIONS.tours, tourId), {
    worksVersion: increment(by),
    // A work joining the tour takes its next code, and the counter moves past it.
    ...(takesCode && { nextWorkCode: increment(1) }),
    updatedAt: serverTimestamp(),
    updatedBy: UID.admin,
  });
}

/**
 * Commits `writes` with the works counter of each of `tourIds` raised by one, as the back-office
 * commits a change of numbers.
 */
export function withRaise(
  db: Db,
  writes: (batch: WriteBatch) => void,
  tourIds: readonly string[] = [ID.publishedTour],
  options: { takesCode?: boolean } = {},
) {
  const batch = writeBatch(db);
  writes(batch);
  for (const tourId of tourIds) raiseWorksVersion(batch, db, tourId, 1, options);
  return batch.commit();
}

/** A comment by the signed-in user on the published tour. */
export function validComment(overrides: Fields = {}): Fields {
  return {
    expositionId: ID.publishedTour,
    userId: UID.user,
    author: { ...PROFILE.user },
    comment: 'Muy buen recorrido',
    likes: [],
    hidden: false,
    reportCount: 0,
    reported: false,
    staff: false,
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** A registration record for the signed-in user without a profile (the token's email). */
export function validUser(overrides: Fields = {}): Fields {
  return {
    email: EMAIL.noProfile,
    name: 'Gaspar',
    surname: 'Fantasma',
    isAdmin: false,
    authProvider: 'local',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

export function validMessage(overrides: Fields = {}): Fields {
  return {
    nombre: 'Lucía',
    email: 'lucia@example.test',
    message: '¿Abren los lunes?',
    handled: false,
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

const seeded = { createdAt: SEEDED_AT, updatedAt: SEEDED_AT };

type StoredUser = 'user' | 'other' | 'admin' | 'third' | 'unverified' | 'unverifiedAdmin';

function storedUser(key: StoredUser): Fields {
  return {
    email: EMAIL[key],
    ...PROFILE[key],
    isAdmin: key === 'admin' || key === 'unverifiedAdmin',
    authProvider: 'local',
    createdAt: SEEDED_AT,
  };
}

/** Every document the matrix starts from, by path. */
export function seedDocuments(): Record<string, Fields> {
  return {
    [`${C.users}/${UID.user}`]: storedUser('user'),
    [`${C.users}/${UID.other}`]: storedUser('other'),
    [`${C.users}/${UID.admin}`]: storedUser('admin'),
    [`${C.users}/${UID.third}`]: storedUser('third'),
    [`${C.users}/${UID.unverified}`]: storedUser('unverified'),
    [`${C.users}/${UID.unverifiedAdmin}`]: storedUser('unverifiedAdmin'),
    [`${C.museums}/${ID.museum}`]: validMuseum(ID.museum, seeded),
    [`${C.tours}/${ID.publishedTour}`]: validTour(ID.publishedTour, {
      ...seeded,
      state: 'published',
      highlight: true,
      likeCount: 1,
      nextWorkCode: NEXT_CODE,
    }),
    [likePath(ID.publishedTour, UID.other)]: { createdAt: SEEDED_AT, userId: UID.other },
    [`${C.tours}/${ID.likedTour}`]: validTour(ID.likedTour, {
      ...seeded,
      state: 'published',
      likeCount: 2,
    }),
    [likePath(ID.likedTour, UID.other)]: { createdAt: SEEDED_AT, userId: UID.other },
    [likePath(ID.likedTour, UID.user)]: { createdAt: SEEDED_AT, userId: UID.user },
    [`${C.tours}/${ID.legacyTour}`]: without(
      validTour(ID.legacyTour, { ...seeded, state: 'published', likes: [UID.other] }),
      'likeCount',
    ),
    [`${C.tours}/${ID.draftTour}`]: validTour(ID.draftTour, {
      ...seeded,
      highlight: true,
      nextWorkCode: NEXT_CODE,
    }),
    [`${C.tours}/${ID.oldDraftTour}`]: validTour(ID.oldDraftTour, {
      ...seeded,
      museum: 'Museo de Bellas Artes',
    }),
    [`${C.works}/${ID.publishedWork}`]: validWork(ID.publishedWork, { ...seeded, code: 1 }),
    [`${C.works}/${ID.draftWork}`]: validWork(ID.draftWork, {
      ...seeded,
      expositionId: ID.draftTour,
      code: 1,
    }),
    [`${C.comments}/${ID.userComment}`]: validComment({ createdAt: SEEDED_AT }),
    [`${C.comments}/${ID.otherComment}`]: validComment({
      userId: UID.other,
      author: { ...PROFILE.other },
      createdAt: SEEDED_AT,
    }),
    [`${C.comments}/${ID.draftComment}`]: validComment({
      expositionId: ID.draftTour,
      createdAt: SEEDED_AT,
    }),
    [`${C.messages}/${ID.message}`]: validMessage({ createdAt: SEEDED_AT }),
    [`${C.messages}/${ID.ownMessage}`]: validMessage({ createdAt: SEEDED_AT, userId: UID.user }),
    'secrets/s1': { value: 'classified' },
    [`${C.tours}/${ID.publishedTour}/private/p1`]: { value: 'classified' },
  };
}

/** A seed value in the Firestore REST encoding (plain data and Timestamps only). */
type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

function restValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Timestamp) return { timestampValue: value.toDate().toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (typeof value === 'object' && value.constructor === Object) {
    return { mapValue: { fields: restFields(value as Fields) } };
  }
  throw new Error(
    `Cannot seed ${Object.prototype.toString.call(value)}: plain data and Timestamps only.`,
  );
}

function restFields(fields: Fields): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)]));
}

/**
 * Writes the seed in one commit over the emulator's REST API as its owner (rules bypassed):
 * several times faster than opening a rules-disabled SDK context before every test.
 */
export async function seed(env: RulesTestEnvironment): Promise<void> {
  const emulator = env.emulators.firestore;
  if (!emulator) throw new Error('The Firestore emulator is not configured.');
  const database = `projects/${env.projectId}/databases/(default)`;
  const writes = Object.entries(seedDocuments()).map(([path, fields]) => ({
    update: { name: `${database}/documents/${path}`, fields: restFields(fields) },
  }));
  const response = await fetch(
    `http://${emulator.host}:${emulator.port}/v1/${database}/documents:commit`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    },
  );
  if (!response.ok) throw new Error(`Seeding failed: ${await response.text()}`);
}

export interface Actors {
  /** Not signed in. */
  visitor: Db;
  /** Signed in, with a users document (isAdmin false). */
  user: Db;
  /** Another signed-in user with a profile. */
  other: Db;
  /** Signed in, users document with isAdmin true. */
  admin: Db;
  /** Signed in, no users document. */
  noProfile: Db;
  /** A third signed-in user with a profile. */
  third: Db;
  /** Signed in with a profile, e-mail not verified. */
  unverified: Db;
  /** users document with isAdmin true, e-mail not verified. */
  unverifiedAdmin: Db;
}

export type Actor = keyof Actors;

export interface Harness {
  readonly env: RulesTestEnvironment;
  readonly as: Actors;
}

/**
 * Registers the hooks of a rules test file: one environment and one client per actor for the
 * file, and a fresh seed (cleared, then written) before each test, so every case starts from
 * the same world whatever ran before it.
 */
export function rulesHarness(): Harness {
  let env: RulesTestEnvironment | undefined;
  let actors: Actors | undefined;

  beforeAll(async () => {
    // Denied writes are the point of this suite; the SDK would log each one as a warning.
    setLogLevel('silent');
    const started = await rulesEnvironment();
    env = started;
    const signedIn = (key: Exclude<Actor, 'visitor'>) =>
      started
        .authenticatedContext(UID[key], {
          email: EMAIL[key],
          email_verified: key !== 'unverified' && key !== 'unverifiedAdmin',
        })
        .firestore();
    actors = {
      visitor: started.unauthenticatedContext().firestore(),
      user: signedIn('user'),
      other: signedIn('other'),
      admin: signedIn('admin'),
      noProfile: signedIn('noProfile'),
      third: signedIn('third'),
      unverified: signedIn('unverified'),
      unverifiedAdmin: signedIn('unverifiedAdmin'),
    };
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  beforeEach(async () => {
    if (!env) throw new Error('The rules environment did not start.');
    await env.clearFirestore();
    await seed(env);
  });

  return {
    get env() {
      if (!env) throw new Error('The rules environment did not start.');
      return env;
    },
    get as() {
      if (!actors) throw new Error('The rules environment did not start.');
      return actors;
    },
  };
}
