// The demo content, seeded as `npm start` and the e2e layer seed it, read back through the
// app's own services and schemas: every narration has its length, every image its pixel size,
// every work its room (empty where content.mjs gives none), every tour its museum's name; the
// temporary exhibitions with their days counted from the seeding day, stored and kept by their
// museums as the back-office leaves them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { museums, tours, users, works } from '../../seed/content.mjs';
import { describeFile, seedDemoContent, seedLikers, seedRoom } from '../../scripts/lib/seed.mjs';
import { addDays, daysBetween, type Day } from '@/lib/days';
import { isComingSoon } from '@/lib/model/coming-soon';
import { getTour, listAllTours, listPublishedToursOfMuseum } from '@/features/tours/api/tours';
import { tourPhase } from '@/features/tours/model/tour-dates';
import { getMuseum } from '@/features/museums/api/museums';
import { getWork } from '@/features/works/api/works';
import { narrationOf } from '@/features/works/model/narration';
import { auth } from '@/lib/firebase/auth';
import type { Result } from '@/lib/result';
import { tourLikePath, tourLikesPath } from '@/lib/firebase/paths';
import { emulatorAddress } from '../support/emulators';
import { countDocuments, readDocument, storagePaths } from '../support/inspect';

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

/**
 * The day the content is seeded for: a day of our own, not today, so that the exhibitions'
 * days are seen to follow it (the seed takes today in Buenos Aires unless told).
 */
const SEEDED_ON: Day = 20270315;

beforeAll(async () => {
  const url = (variable: string) => {
    const { host, port } = emulatorAddress(variable);
    return `http://${host}:${String(port)}`;
  };
  await seedDemoContent({
    seededOn: SEEDED_ON,
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
    // Counts a visitor would believe: the published tours have some, not all the same. The
    // exhibitions count too: every published tour, whatever its days, can be liked.
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

describe('the seeded exhibitions', () => {
  const exhibitions = tours.filter((tour) => tour.exhibition !== undefined);
  const byId = (id: string) => {
    const tour = exhibitions.find((each) => each.id === id);
    if (!tour?.exhibition) throw new Error(`no demo exhibition ${id}`);
    return { ...tour, exhibition: tour.exhibition };
  };

  it('are four, published, one in each phase on the seeding day', async () => {
    expect(exhibitions.map((tour) => tour.state)).toEqual([
      'published',
      'published',
      'published',
      'published',
    ]);
    const phases = [];
    for (const { id } of exhibitions) {
      const stored = ok(await getTour(id));
      expect(stored.state, id).toBe('published');
      phases.push(tourPhase(stored, SEEDED_ON));
    }
    expect(phases.sort()).toEqual(['closed', 'lastDays', 'open', 'upcoming']);
  });

  it.each(exhibitions.map((tour) => [tour.id]))(
    '%s: stored as an exhibition, its days counted from the seeding day',
    async (id) => {
      const { exhibition } = byId(id);
      expect(await readDocument(`exposition/${id}`)).toMatchObject({
        state: 'exhibition',
        opensOn: addDays(SEEDED_ON, exhibition.opensIn),
        closesOn: addDays(SEEDED_ON, exhibition.closesIn),
        playsBeforeOpening: exhibition.playsBeforeOpening,
      });
    },
  );

  it('open now for weeks, closing in days, opening in a month, closed last month', async () => {
    const days = new Map<string, { opensOn: Day; closesOn: Day; playsBeforeOpening: boolean }>();
    for (const { id } of exhibitions) {
      const { opensOn, closesOn, playsBeforeOpening } = ok(await getTour(id));
      if (opensOn === undefined || closesOn === undefined) throw new Error(`${id} has no days`);
      days.set(tourPhase({ opensOn, closesOn }, SEEDED_ON), {
        opensOn,
        closesOn,
        playsBeforeOpening: playsBeforeOpening === true,
      });
    }
    const open = days.get('open');
    const lastDays = days.get('lastDays');
    const upcoming = days.get('upcoming');
    const closed = days.get('closed');
    if (!open || !lastDays || !upcoming || !closed) throw new Error('a phase is missing');
    expect(daysBetween(open.opensOn, SEEDED_ON)).toBeGreaterThanOrEqual(14);
    expect(daysBetween(SEEDED_ON, open.closesOn)).toBeGreaterThanOrEqual(35);
    expect(daysBetween(SEEDED_ON, lastDays.closesOn)).toBeLessThanOrEqual(7);
    expect(daysBetween(SEEDED_ON, upcoming.opensOn)).toBeGreaterThanOrEqual(28);
    expect(daysBetween(upcoming.opensOn, upcoming.closesOn)).toBeGreaterThanOrEqual(60);
    expect(daysBetween(closed.closesOn, SEEDED_ON)).toBeGreaterThanOrEqual(28);
    expect(daysBetween(closed.closesOn, SEEDED_ON)).toBeLessThanOrEqual(62);
    // Only the one to come is the admin's choice to play before it opens.
    expect(upcoming.playsBeforeOpening).toBe(true);
    expect([open, lastDays, closed].map((each) => each.playsBeforeOpening)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('each museum keeps the days of its exhibitions not closed, and counts only its permanent tours', async () => {
    for (const museum of museums) {
      const stored = await readDocument(`tematics/${museum.id}`);
      const ours = exhibitions.filter((tour) => tour.tematicId === museum.id);
      const kept = Object.fromEntries(
        ours
          .map(({ id }) => byId(id))
          .filter(({ exhibition }) => exhibition.closesIn >= 0)
          .map(({ id, exhibition }) => [
            id,
            [addDays(SEEDED_ON, exhibition.opensIn), addDays(SEEDED_ON, exhibition.closesIn)],
          ]),
      );
      if (ours.length === 0) expect(stored?.exhibitions, museum.id).toBeUndefined();
      else expect(stored?.exhibitions, museum.id).toEqual(kept);
      expect(stored?.publishedTours, museum.id).toBe(
        tours.filter(
          (tour) => tour.tematicId === museum.id && tour.state === 'published' && !tour.exhibition,
        ).length,
      );
      // /museos reads it as the app does: coming soon only where nothing is on that day.
      const model = ok(await getMuseum(museum.id));
      expect(model.exhibitions ?? {}, museum.id).toEqual(kept);
    }
    const closed = exhibitions.map(({ id }) => byId(id)).find((t) => t.exhibition.closesIn < 0);
    expect(closed).toBeDefined();
    const home = await readDocument(`tematics/${closed?.tematicId ?? ''}`);
    expect(Object.keys((home?.exhibitions ?? {}) as object)).not.toContain(closed?.id);
  });

  it('leaves /museos a museum coming soon only where it has nothing on: the one without tours', async () => {
    const soon = [];
    for (const museum of museums) {
      const stored = await readDocument(`tematics/${museum.id}`);
      if (stored && isComingSoon(stored, SEEDED_ON)) soon.push(museum.id);
    }
    expect(soon).toEqual(['sivori']);
  });

  it('never in the list of published permanent tours of their museum', async () => {
    for (const museum of museums) {
      const listed = ok(await listPublishedToursOfMuseum(museum.id)).map((tour) => tour.id);
      for (const tour of exhibitions) expect(listed).not.toContain(tour.id);
    }
  });

  it.each(exhibitions.map((tour) => [tour.id]))(
    '%s: three works with pictures, maps and narrations in both languages, and a cover',
    async (id) => {
      const ours = works.filter((work) => work.expositionId === id);
      expect(ours).toHaveLength(3);
      const stored = ok(await getTour(id));
      expect(stored.image).toMatchObject(webp(byId(id).image));
      const files = await storagePaths(`${id}/`);
      expect(files.length).toBeGreaterThan(0);
      for (const work of ours) {
        const media = ok(await getWork(work.id)).media;
        expect(Object.keys(media).sort()).toEqual(['audio-en', 'audio-es', 'mainImg', 'map']);
        expect((await storagePaths(`${work.id}/`)).length).toBeGreaterThanOrEqual(4);
      }
    },
  );
});
