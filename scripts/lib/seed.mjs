// Seeds the emulators with the demo content of seed/content.mjs over their REST
// APIs, as the emulator-only "owner" (rules bypassed). Deterministic: fixed ids,
// fixed dates, but for the exhibitions' days, counted from the seeding day in Buenos Aires
// (seed-days.mjs) so that the demo never runs out of open ones; a second run replaces the first.
// What it checks in the content first: seed-checks.mjs; how files are stored: seed-files.mjs; the
// emulators' REST calls: seed-emulators.mjs.
import { join } from 'node:path';
import { ROOT, emulatorUrls } from './local-config.mjs';
import {
  checkTourMaps,
  checkWorkNumbers,
  nextCodeOf,
  seedLikers,
  seedRoom,
  tourMuseumName,
} from './seed-checks.mjs';
import { countedTours, dayAt, museumExhibitions, seedDays, seedState } from './seed-days.mjs';
import { museumOf, museumVisit } from './seed-visit.mjs';
import { createSeeder } from './seed-emulators.mjs';
import { uploadSeedFile } from './seed-files.mjs';

export {
  checkTourMaps,
  checkWorkNumbers,
  nextCodeOf,
  seedLikers,
  seedRoom,
  tourMuseumName,
} from './seed-checks.mjs';
export { createSeeder, toValue } from './seed-emulators.mjs';
export { describeFile } from './seed-files.mjs';

const SEEDED_AT = '2026-10-01T12:00:00Z';

/**
 * Clears the emulators and loads the demo content, its exhibitions' days counted from
 * `seededOn` (a Buenos Aires day, YYYYMMDD: today unless said). Returns counts for the log and
 * the day it was seeded for.
 */
export async function seedDemoContent({
  urls = emulatorUrls(),
  log = () => {},
  seededOn = dayAt(Date.now()),
} = {}) {
  const content = await import(join(ROOT, 'seed', 'content.mjs'));
  checkWorkNumbers(content.works);
  checkTourMaps(content.tours, content.works);
  const daysOf = new Map(content.tours.map((tour) => [tour.id, seedDays(tour, seededOn)]));
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
  // Every museum, tour and work names who changed it last (firestore.rules' hasEditStamp): the
  // demo content was written by the first demo admin.
  const editor = content.users.find((user) => user.isAdmin)?.uid;
  if (!editor) throw new Error('The demo content needs an admin account to have written it');

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
        ...museumVisit(museum),
        // How many of its permanent tours are published, and the days of its published
        // exhibitions not closed yet, as the back-office keeps them (firestore.rules).
        publishedTours: countedTours(content.tours, museum.id),
        exhibitions: museumExhibitions(content.tours, museum.id, seededOn),
        createdAt: at,
        updatedAt: at,
        updatedBy: editor,
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
      docs.push({
        path: `exposition/${tour.id}/likes/${uid}`,
        data: { createdAt: at, userId: uid },
      });
    }
    docs.push({
      path: `exposition/${tour.id}`,
      data: {
        tematicId: tour.tematicId,
        name: tour.name,
        description: tour.description,
        resume: tour.resume,
        address: tour.address,
        // A demo tour at its museum's door shows the museum's address, kept in step with it.
        addressFromMuseum: tour.address === museumOf(tour, content.museums).address,
        museum,
        highlight: tour.highlight,
        likeCount: likers.length,
        state: seedState(tour),
        ...daysOf.get(tour.id),
        image,
        ...(map && { map }),
        // How many changes of its works' numbers the tour has seen: none yet (firestore.rules).
        worksVersion: 0,
        // The code its next work takes: one past its works' labels, which are their numbers.
        nextWorkCode: nextCodeOf(content.works, tour.id),
        createdAt: at,
        updatedAt: at,
        updatedBy: editor,
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
        // The number on its label and QR code, for good (src/features/works/model/codes.ts).
        code: work.order,
        name: work.name,
        description: work.description,
        author: work.author,
        transcript: work.narration,
        room: seedRoom(work),
        media,
        createdAt: at,
        updatedAt: at,
        updatedBy: editor,
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
        hidden: false,
        reportCount: 0,
        reported: false,
        staff: user.isAdmin === true,
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
  return { counts, content, seededOn };
}
