// storage.rules, enforced by firebase-tools' own Storage emulator through our rules runtime.
// No rules are loaded here: the emulator enforces the file firebase.json names, as
// in `npm start`, so replacing storage.rules with something looser makes these cases fail.
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { storageRulesWorld } from './support/storage-world';

/** A token whose e-mail was verified: admin power needs it. */
const VERIFIED = { email_verified: true };

const MB = 1024 * 1024;
const FILE = 'doc1/mainImg.webp';

const world = storageRulesWorld(async (context) => {
  const db = context.firestore();
  await setDoc(doc(db, 'users/demoted'), { isAdmin: true, displayName: 'Demoted' });
  // users/stranger: signed in, but has no users document at all.
  await context.storage().ref(FILE).put(new Uint8Array(64), { contentType: 'image/webp' });
});

const visitor = () => world.env.unauthenticatedContext();
const admin = () => world.env.authenticatedContext('admin', VERIFIED);
const user = () => world.env.authenticatedContext('user', VERIFIED);

async function upload(
  context: RulesTestContext,
  path: string,
  contentType: string,
  size = 1024,
): Promise<void> {
  await context.storage().ref(path).put(new Uint8Array(size), { contentType });
}

describe('reading', () => {
  it('lets a visitor read a file by its path', async () => {
    await assertSucceeds(visitor().storage().ref(FILE).getMetadata());
    await assertSucceeds(visitor().storage().ref(FILE).getDownloadURL());
  });
});

describe('uploading', () => {
  it('is refused to a visitor', async () => {
    await assertFails(upload(visitor(), 'doc2/mainImg.webp', 'image/webp'));
  });

  it('is refused to a signed-in user who is not an admin', async () => {
    await assertFails(upload(user(), 'doc2/mainImg.webp', 'image/webp'));
    await assertFails(
      upload(
        world.env.authenticatedContext('stranger', VERIFIED),
        'doc2/mainImg.webp',
        'image/webp',
      ),
    );
    // Overwriting an existing file is a write too.
    await assertFails(upload(user(), FILE, 'image/webp'));
  });

  it('is allowed to an admin (users/{uid}.isAdmin read from Firestore)', async () => {
    await assertSucceeds(upload(admin(), 'doc2/mainImg.webp', 'image/webp'));
    await assertSucceeds(upload(admin(), 'doc2/mainImg-640.webp', 'image/webp'));
    await assertSucceeds(upload(admin(), 'doc2/map.png', 'image/png'));
    await assertSucceeds(upload(admin(), 'doc2/audio-es.mp3', 'audio/mpeg'));
    await assertSucceeds(upload(admin(), 'doc2/audio-en.mp3', 'audio/mpeg'));
    await assertSucceeds(upload(admin(), FILE, 'image/webp'));
  });

  it('is refused over the size limits, and for empty files', async () => {
    await assertSucceeds(upload(admin(), 'doc2/mainImg.jpg', 'image/jpeg', 5 * MB));
    await assertFails(upload(admin(), 'doc2/mainImg.webp', 'image/webp', 5 * MB + 1));
    // A narration is 48 kbit/s and at most 20 minutes: 7.2 MB.
    await assertSucceeds(upload(admin(), 'doc2/audio-es.mp3', 'audio/mpeg', 8 * MB));
    await assertFails(upload(admin(), 'doc2/audio-es.mp3', 'audio/mpeg', 8 * MB + 1));
    await assertFails(upload(admin(), 'doc2/mainImg.webp', 'image/webp', 0));
  });

  it('is refused for HTML and SVG, whatever the name', async () => {
    await assertFails(upload(admin(), 'doc2/mainImg.webp', 'text/html'));
    await assertFails(upload(admin(), 'doc2/mainImg.webp', 'image/svg+xml'));
    await assertFails(upload(admin(), 'doc2/mainImg.svg', 'image/svg+xml'));
    await assertFails(upload(admin(), 'doc2/audio-es.mp3', 'text/html'));
  });

  it('takes narrations as the back-office stores them only: MP3', async () => {
    // The browser re-encodes whatever the admin picks; a WAV or M4A reaching Storage did not
    // go through it.
    await assertFails(upload(admin(), 'doc2/audio-en.m4a', 'audio/mp4'));
    await assertFails(upload(admin(), 'doc2/audio-en.mp3', 'audio/mp4'));
    await assertFails(upload(admin(), 'doc2/audio-es.wav', 'audio/wav'));
    await assertFails(upload(admin(), 'doc2/audio-es.mp3', 'audio/wav'));
    await assertFails(upload(admin(), 'doc2/audio-es.ogg', 'audio/ogg'));
  });

  it('is refused for names outside the allowed base names', async () => {
    await assertFails(upload(admin(), 'doc2/evil.webp', 'image/webp'));
    await assertFails(upload(admin(), 'doc2/mainImg.svg', 'image/webp'));
    await assertFails(upload(admin(), 'doc2/mainImg-1.webp', 'image/webp'));
    await assertFails(upload(admin(), 'doc2/audio-fr.mp3', 'audio/mpeg'));
    // An image name with an audio type and the reverse.
    await assertFails(upload(admin(), 'doc2/mainImg.webp', 'audio/mpeg'));
    await assertFails(upload(admin(), 'doc2/audio-es.mp3', 'image/webp'));
    // Only {docId}/{fileName}: nothing at the root or deeper.
    await assertFails(upload(admin(), 'mainImg.webp', 'image/webp'));
    await assertFails(upload(admin(), 'doc2/sub/mainImg.webp', 'image/webp'));
  });
});

describe('changing metadata', () => {
  it('is an admin-only write, held to the same type rules', async () => {
    await assertFails(user().storage().ref(FILE).updateMetadata({ cacheControl: 'no-cache' }));
    await assertSucceeds(admin().storage().ref(FILE).updateMetadata({ cacheControl: 'no-cache' }));
    await assertFails(admin().storage().ref(FILE).updateMetadata({ contentType: 'text/html' }));
  });
});

describe('deleting', () => {
  it('is refused to a visitor and to a signed-in non-admin', async () => {
    await assertFails(visitor().storage().ref(FILE).delete());
    await assertFails(user().storage().ref(FILE).delete());
  });

  it('is allowed to an admin', async () => {
    await assertSucceeds(admin().storage().ref(FILE).delete());
  });
});

describe('an admin whose e-mail is not verified', () => {
  it('is refused every write and listing, as a visitor would be', async () => {
    const squatter = world.env.authenticatedContext('admin', { email_verified: false });
    await assertFails(upload(squatter, 'doc2/mainImg.webp', 'image/webp'));
    await assertFails(squatter.storage().ref(FILE).delete());
    await assertFails(squatter.storage().ref('doc2').listAll());
    await assertSucceeds(squatter.storage().ref(FILE).getMetadata());
  });
});

describe('an admin whose flag is removed', () => {
  it('is refused at once', async () => {
    const demoted = world.env.authenticatedContext('demoted', VERIFIED);
    await assertSucceeds(upload(demoted, 'doc2/mainImg.webp', 'image/webp'));

    await world.env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'users/demoted'), { isAdmin: false, displayName: 'Demoted' }),
    );
    await assertFails(upload(demoted, 'doc2/map.webp', 'image/webp'));
    await assertFails(demoted.storage().ref(FILE).delete());
    await assertFails(demoted.storage().ref('doc2').listAll());

    await world.env.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(context.firestore(), 'users/demoted')),
    );
    await assertFails(upload(demoted, 'doc2/map.webp', 'image/webp'));
  });
});

describe('listing', () => {
  it('is refused to a visitor and to a signed-in non-admin', async () => {
    await assertFails(visitor().storage().ref('doc1').listAll());
    await assertFails(user().storage().ref('doc1').listAll());
    await assertFails(user().storage().ref().listAll());
  });

  it('is allowed to an admin (back-office cleanup)', async () => {
    const listed = await assertSucceeds(admin().storage().ref('doc1').listAll());
    expect(listed.items.map((item) => item.fullPath)).toEqual([FILE]);
    await assertSucceeds(admin().storage().ref().listAll());
  });
});

describe('many uploads at once (each one a Firestore round trip in the rules runtime)', () => {
  it('completes 50 by an admin and refuses 50 by a non-admin, within 60 s', async () => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              'Parallel uploads hung for 60 s. Unpatched, firebase-tools 14.27.0 loses rules ' +
                'runtime replies that share a stdout chunk: is patches/firebase-tools+14.27.0.patch ' +
                'applied (npx patch-package)?',
            ),
          ),
        60_000,
      );
    });
    const results = await Promise.race([
      hung,
      Promise.allSettled([
        ...Array.from({ length: 50 }, (_, i) =>
          assertSucceeds(upload(admin(), `bulk-${i}/mainImg.webp`, 'image/webp')),
        ),
        ...Array.from({ length: 50 }, (_, i) =>
          assertFails(upload(user(), `bulk-${i}/map.webp`, 'image/webp')),
        ),
      ]),
    ]).finally(() => clearTimeout(timer));
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `storage rules: 100 parallel uploads (50 allowed, 50 refused) in ${seconds.toFixed(1)} s`,
    );

    const failures = results.flatMap((r, i) =>
      r.status === 'rejected'
        ? [`${i < 50 ? 'admin' : 'user'} #${i % 50}: ${String(r.reason)}`]
        : [],
    );
    expect(failures).toEqual([]);
    expect(seconds).toBeLessThan(60);

    let folders: string[] = [];
    await world.env.withSecurityRulesDisabled(async (context) => {
      folders = (await context.storage().ref().listAll()).prefixes.map((p) => p.name);
    });
    expect(folders.filter((name) => name.startsWith('bulk-'))).toHaveLength(50);
  }, 90_000);
});
