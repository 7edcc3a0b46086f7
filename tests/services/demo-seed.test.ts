// The demo content, seeded as `npm start` and the e2e layer seed it, read back through the
// app's own services and schemas: every narration has its length, every image its pixel size,
// every work its room (empty where content.mjs gives none), every tour its museum's name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { museums, tours, users, works } from '../../seed/content.mjs';
import { describeFile, seedDemoContent, seedLikers, seedRoom } from '../../scripts/lib/seed.mjs';
import { listAllTours } from '@/features/tours/api/tours';
import { getMuseum } from '@/features/museums/api/museums';
import { getWork } from '@/features/works/api/works';
import { narrationOf } from '@/features/works/model/narration';
import { auth } from '@/lib/firebase/auth';
import type { Result } from '@/lib/result';
import { tourLikePath, tourLikesPath } from '@/lib/firebase/paths';
import { emulatorAddress } from '../support/emulators';
import { countDocuments, readDocument } from '../support/inspect';

const about = (path: string, contentType: string) =>
  describeFile(
    new Uint8Array(readFileSync(join(process.cwd(), 'seed', 'media', path))),
    contentType,
  );
const webp = (path: string) => about(path, 'image/webp');
const mp3 = (path: string) => about(path, 'audio/mpeg');

function ok<T>(result: Result<T>): T {
  if (result.isError) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60))}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

beforeAll(async () => {
  const url = (variable: string) => {
    const { host, port } = emulatorAddress(variable);
    return `http://${host}:${String(port)}`;
  };
  await seedDemoContent({
    urls: {
      auth: url('FIREBASE_AUTH_EMULATOR_HOST'),
      firestore: url('FIRESTORE_EMULATOR_HOST'),
      storage: url('FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  });
  const admin = users.find((user) => user.isAdmin);
  if (!admin) throw new Error('the seed needs an admin');
  await signInWithEmailAndPassword(auth(), admin.email, admin.password);
}, 120_000);

afterAll(async () => {
  await signOut(auth());
});

describe('the seeded demo content', () => {
  it.each(works.map((work) => [work.id, work] as const))(
    '%s: narrations with their length, images with their size, its room',
    async (id, work) => {
      const stored = ok(await getWork(id));
      expect(stored.room).toEqual(seedRoom(work));
      expect(stored.media['audio-es']).toMatchObject(mp3(work.files['audio-es']));
      expect(stored.media['audio-en']).toMatchObject(mp3(work.files['audio-en']));
      expect(stored.media.mainImg).toMatchObject(webp(work.files.mainImg));
      expect(stored.media.map).toMatchObject(webp(work.files.map));
      expect(narrationOf(stored, 'es')?.duration).toBeGreaterThan(5);
      expect(narrationOf(stored, 'en')?.duration).toBeGreaterThan(5);
    },
  );

  it('museum and tour covers carry their pixel size', async () => {
    for (const museum of museums) {
      expect(ok(await getMuseum(museum.id)).image).toMatchObject(webp(museum.image));
    }
    const stored = ok(await listAllTours());
    for (const tour of tours) {
      expect(stored.find((t) => t.id === tour.id)?.image).toMatchObject(webp(tour.image));
    }
  });

  it("every tour shows its museum's name, in both languages", async () => {
    const stored = ok(await listAllTours());
    expect(stored).toHaveLength(tours.length);
    for (const tour of stored) {
      const museum = museums.find((each) => each.id === tour.museumId);
      expect(tour.museum).toEqual(museum?.name);
    }
  });

  it('every tour counts its likes, one like document each, and lists no one', async () => {
    const stored = ok(await listAllTours());
    for (const tour of tours) {
      const likers = seedLikers(tour);
      expect(stored.find((each) => each.id === tour.id)?.likeCount).toBe(likers.length);
      expect(await countDocuments(tourLikesPath(tour.id))).toBe(likers.length);
      expect((await readDocument(`exposition/${tour.id}`))?.likes).toBeUndefined();
      for (const uid of tour.likedBy)
        expect(await readDocument(tourLikePath(tour.id, uid))).not.toBeNull();
    }
    // Counts a visitor would believe: the published tours have some, not all the same.
    const counts = new Set(
      tours.filter((t) => t.state === 'published').map((t) => seedLikers(t).length),
    );
    expect(counts.size).toBeGreaterThan(2);
  });

  it('every museum, tour and work names the demo admin as who changed it last', async () => {
    const admin = users.find((user) => user.isAdmin);
    const paths = [
      ...museums.map((museum) => `tematics/${museum.id}`),
      ...tours.map((tour) => `exposition/${tour.id}`),
      ...works.map((work) => `obras/${work.id}`),
    ];
    for (const path of paths) {
      const stored = await readDocument(path);
      expect(stored, path).toMatchObject({ updatedBy: admin?.uid });
    }
  });

  it('the realismo social tour says how long it takes to listen to, in each language', async () => {
    const tourWorks = works
      .filter((work) => work.expositionId === 'mnba-realismo-social')
      .sort((a, b) => a.order - b.order);
    expect(tourWorks.length).toBeGreaterThanOrEqual(4);
    const totals = { es: 0, en: 0 };
    for (const work of tourWorks) {
      const stored = ok(await getWork(work.id));
      const es = narrationOf(stored, 'es')?.duration ?? Number.NaN;
      const en = narrationOf(stored, 'en')?.duration ?? Number.NaN;
      totals.es += es;
      totals.en += en;
      console.info(`${work.id}: es ${es} s (${clock(es)}), en ${en} s (${clock(en)})`);
    }
    console.info(
      `mnba-realismo-social total: es ${totals.es.toFixed(3)} s (${clock(totals.es)}), ` +
        `en ${totals.en.toFixed(3)} s (${clock(totals.en)})`,
    );
    expect(totals.es).toBeGreaterThan(60);
    expect(totals.en).toBeGreaterThan(60);
  });
});
