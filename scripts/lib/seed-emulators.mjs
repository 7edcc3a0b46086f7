// The emulators' REST APIs as the seed uses them, as the emulator-only "owner" (rules
// bypassed): clear Firestore, Auth and Storage, create accounts, write documents, upload files.
import { BUCKET, PROJECT_ID, emulatorUrls } from './local-config.mjs';

const OWNER = { Authorization: 'Bearer owner' };

/** Tries before a request the emulator aborted for contention (409: a lock held too long) fails. */
const ATTEMPTS = 4;

async function call(url, init, what) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.ok) return response;
    // Writes still landing from a test before (a delete's last pages) can hold the emulator's
    // locks a moment: clearing or seeding is the same a second later.
    if (response.status !== 409 || attempt === ATTEMPTS) {
      throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
    }
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/** A plain JS value as a Firestore REST value; a Date becomes a timestamp. */
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
