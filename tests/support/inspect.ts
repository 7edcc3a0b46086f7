// Looks at the emulators as their owner (rules bypassed), to check what really
// remains after an operation: documents and files.
import { emulatorAddress, PROJECT_ID } from './emulators';

const OWNER = { Authorization: 'Bearer owner' };

function base(variable: string) {
  const { host, port } = emulatorAddress(variable);
  return `http://${host}:${port}`;
}

export const BUCKET = `${PROJECT_ID}.appspot.com`;

/** Every object path in the bucket. */
export async function storagePaths(prefix = ''): Promise<string[]> {
  const url = `${base('FIREBASE_STORAGE_EMULATOR_HOST')}/v0/b/${BUCKET}/o?prefix=${encodeURIComponent(prefix)}`;
  const response = await fetch(url, { headers: OWNER });
  if (!response.ok) throw new Error(`listing storage failed: ${response.status}`);
  const body = (await response.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((item) => item.name).sort();
}

/** Ids of every document in a collection. */
export async function documentIds(collection: string): Promise<string[]> {
  const url = `${base('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collection}?pageSize=1000`;
  const response = await fetch(url, { headers: OWNER });
  if (!response.ok) throw new Error(`listing ${collection} failed: ${response.status}`);
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((d) => d.name.split('/').pop() ?? '').sort();
}

/** A Firestore REST value as plain data (timestamps as ISO strings). */
type RestValue = Partial<{
  nullValue: null;
  booleanValue: boolean;
  integerValue: string;
  doubleValue: number;
  stringValue: string;
  timestampValue: string;
  arrayValue: { values?: RestValue[] };
  mapValue: { fields?: Record<string, RestValue> };
}>;

export type PlainValue =
  string | number | boolean | null | PlainValue[] | { [key: string]: PlainValue };

function fromRest(value: RestValue): PlainValue {
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromRest);
  if (value.mapValue !== undefined) return fromRestFields(value.mapValue.fields ?? {});
  return null;
}

function fromRestFields(fields: Record<string, RestValue>): { [key: string]: PlainValue } {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRest(value)]));
}

/** A document's fields as stored ('obras/abc'), read as the owner; null when there is none. */
export async function readDocument(path: string): Promise<{ [key: string]: PlainValue } | null> {
  const url = `${base('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: OWNER });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`reading ${path} failed: ${response.status}`);
  const body = (await response.json()) as { fields?: Record<string, RestValue> };
  return fromRestFields(body.fields ?? {});
}

/**
 * A document as stored now, every field with its exact type: the returned function puts it back
 * whole (or deletes it, if there was none), for a journey that must change demo content and
 * leave it as it found it.
 */
export async function snapshotDocument(path: string): Promise<() => Promise<void>> {
  const url = `${base('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: OWNER });
  if (response.status === 404) return () => deleteDocument(path);
  if (!response.ok) throw new Error(`reading ${path} failed: ${response.status}`);
  const { fields = {} } = (await response.json()) as { fields?: Record<string, RestValue> };
  return async () => {
    const put = await fetch(url, {
      method: 'PATCH',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!put.ok) throw new Error(`restoring ${path} failed: ${put.status}`);
  };
}

/** Deletes every document (all collections). */
export async function clearFirestore() {
  const url = `${base('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
}

/** Deletes every object in the bucket. */
export async function clearStorage() {
  for (const path of await storagePaths()) {
    const url = `${base('FIREBASE_STORAGE_EMULATOR_HOST')}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`;
    await fetch(url, { method: 'DELETE', headers: OWNER });
  }
}

/**
 * Creates (or reuses) an Auth account and its users doc; returns the uid. A new account has not
 * verified its e-mail, as after signing up; `emailVerified` sets it either way.
 */
export async function createAccount(
  email: string,
  password: string,
  profile: { name: string; surname: string; isAdmin: boolean },
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<string> {
  const auth = base('FIREBASE_AUTH_EMULATOR_HOST');
  const signUp = await fetch(
    `${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  let uid: string;
  if (signUp.ok) {
    uid = ((await signUp.json()) as { localId: string }).localId;
  } else {
    const signIn = await fetch(
      `${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    if (!signIn.ok) throw new Error(`could not create or sign in ${email}`);
    uid = ((await signIn.json()) as { localId: string }).localId;
  }
  // As if the mail's link had been opened: the rules give admin power and comments only to a
  // verified address.
  const verify = await fetch(
    `${auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, emailVerified }),
    },
  );
  if (!verify.ok)
    throw new Error(
      `could not mark ${email} emailVerified=${String(emailVerified)}: ${verify.status}`,
    );
  const firestore = base('FIRESTORE_EMULATOR_HOST');
  const docUrl = `${firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`;
  const write = await fetch(docUrl, {
    method: 'PATCH',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        email: { stringValue: email },
        name: { stringValue: profile.name },
        surname: { stringValue: profile.surname },
        isAdmin: { booleanValue: profile.isAdmin },
        authProvider: { stringValue: 'local' },
        createdAt: { timestampValue: new Date().toISOString() },
      },
    }),
  });
  if (!write.ok) throw new Error(`could not write users/${uid}: ${write.status}`);
  return uid;
}

/** A Firestore timestamp to write, as RFC 3339 text: it may carry microseconds, unlike a Date. */
export class StoredTime {
  constructor(readonly iso: string) {}
}

type Plain = string | number | boolean | null | StoredTime | Plain[] | { [key: string]: Plain };

function toValue(value: Plain): unknown {
  if (value === null) return { nullValue: null };
  if (value instanceof StoredTime) return { timestampValue: value.iso };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return {
    mapValue: {
      fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toValue(v)])),
    },
  };
}

/**
 * Writes a document as the owner (rules bypassed): test fixtures only. With `only`, just those
 * fields change and the rest of the document stays.
 */
export async function writeDocument(
  path: string,
  data: Record<string, Plain>,
  { only }: { only?: string[] } = {},
) {
  const mask = (only ?? []).map((field) => `updateMask.fieldPaths=${field}`).join('&');
  const url = `${base('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}${mask ? `?${mask}` : ''}`;
  const fields = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v)]));
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`writing ${path} failed: ${response.status}`);
}

export async function deleteDocument(path: string) {
  const url = `${base('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  await fetch(url, { method: 'DELETE', headers: OWNER });
}

export async function deleteFile(path: string) {
  const url = `${base('FIREBASE_STORAGE_EMULATOR_HOST')}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`;
  await fetch(url, { method: 'DELETE', headers: OWNER });
}

/** Removes works a test created, their files first, leaving the demo content as it was. */
export async function removeWorks(ids: Iterable<string>) {
  for (const id of ids) {
    for (const path of await storagePaths(`${id}/`)) await deleteFile(path);
    await deleteDocument(`obras/${id}`);
  }
}

const documentsUrl = () =>
  `${base('FIRESTORE_EMULATOR_HOST')}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/**
 * How many documents a collection holds ('comments', or a subcollection such as
 * 'exposition/t1/likes'), optionally only those whose `field` equals a string: a count query,
 * however many there are.
 */
export async function countDocuments(
  collectionPath: string,
  where?: { field: string; equals: string },
): Promise<number> {
  const parts = collectionPath.split('/');
  const collectionId = parts.pop() ?? '';
  const parent = [documentsUrl(), ...parts].join('/');
  const response = await fetch(`${parent}:runAggregationQuery`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId }],
          ...(where && {
            where: {
              fieldFilter: {
                field: { fieldPath: where.field },
                op: 'EQUAL',
                value: { stringValue: where.equals },
              },
            },
          }),
        },
        aggregations: [{ alias: 'n', count: {} }],
      },
    }),
  });
  if (!response.ok) throw new Error(`counting ${collectionPath} failed: ${response.status}`);
  const body = (await response.json()) as {
    result?: { aggregateFields?: { n?: { integerValue?: string } } };
  }[];
  return Number(body[0]?.result?.aggregateFields?.n?.integerValue ?? 0);
}

/**
 * Writes many documents as the owner (rules bypassed), 500 to a commit and a few commits at a
 * time: how a test builds a tour with tens of thousands of comments or likes in seconds.
 */
export async function writeDocuments(
  docs: { path: string; data: Record<string, Plain> }[],
  { parallel = 4 }: { parallel?: number } = {},
) {
  const database = `projects/${PROJECT_ID}/databases/(default)`;
  const commits: (typeof docs)[] = [];
  for (let i = 0; i < docs.length; i += 500) commits.push(docs.slice(i, i + 500));
  const send = async (writes: typeof docs) => {
    const response = await fetch(`${documentsUrl()}:commit`, {
      method: 'POST',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: writes.map(({ path, data }) => ({
          update: {
            name: `${database}/documents/${path}`,
            fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v)])),
          },
        })),
      }),
    });
    if (!response.ok) throw new Error(`writing documents failed: ${response.status}`);
  };
  for (let i = 0; i < commits.length; i += parallel) {
    await Promise.all(commits.slice(i, i + parallel).map(send));
  }
}

/**
 * A new comment's moderation fields, as the app writes them: public, unreported, not staff.
 * Comments written without them are not public (the rules' query needs `hidden`).
 */
export const NEW_COMMENT_FLAGS = {
  hidden: false,
  reportCount: 0,
  reported: false,
  staff: false,
} as const;
