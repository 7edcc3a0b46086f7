// The back-office's trash against the emulators and firestore.rules: what an admin deletes leaves
// the site at once and comes back whole (files, numbers, place), a tour as a draft; deleting it
// for ever, by hand or once its thirty days are up, takes everything that was its.
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteForEver, listTrash, purgeExpiredTrash } from '@/features/cpanel/api/trash';
import { restoreEntry } from '@/features/cpanel/api/trash';
import { createMuseum, trashMuseum } from '@/features/museums/api/museum-edits';
import { createTour } from '@/features/tours/api/tour-edits';
import { trashTour } from '@/features/tours/api/tour-trash';
import { getTour, listAllTours, publishTour } from '@/features/tours/api/tours';
import { createWork, trashWork } from '@/features/works/api/work-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { cleanUpOrphans } from '@/features/cpanel/api/orphans';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { TRASH_RETENTION_DAYS } from '@/config/retention';
import { documentIds, readDocument, storagePaths } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-trash@museo.test', password: 'admin-pass-1' };
const DAY = 86_400_000;

const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const webp = (baseName: string): MediaFile => ({
  baseName,
  data: new Blob([new Uint8Array(2048).fill(7)], { type: 'image/webp' }),
  contentType: 'image/webp',
});
const mp3 = (baseName: string): MediaFile => ({
  baseName,
  data: new Blob([new Uint8Array(4096).fill(3)], { type: 'audio/mpeg' }),
  contentType: 'audio/mpeg',
});

let made = 0;
async function aMuseum() {
  made += 1;
  return ok(
    await createMuseum(
      { name: bilingual(`Trash museum ${String(made)}`), description: bilingual('D') },
      webp('mainImg'),
    ),
  );
}

async function aTour(museumId: string, name = 'Tour') {
  return ok(
    await createTour(
      {
        museumId,
        name: bilingual(name),
        description: bilingual('D'),
        resume: bilingual(''),
        address: 'Av. del Libertador 1473',
        museum: bilingual('M'),
      },
      webp('mainImg'),
    ),
  );
}

async function aWork(tourId: string, order: number) {
  return ok(
    await createWork(
      {
        tourId,
        order,
        name: bilingual(`Work ${String(order)}`),
        description: bilingual('D'),
        author: 'A',
        transcript: bilingual(''),
      },
      [webp('mainImg'), mp3('audio-es'), mp3('audio-en')],
    ),
  );
}

const orderOf = async (workId: string) =>
  (await readDocument(`${COLLECTIONS.works}/${workId}`))?.order;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
});

beforeEach(async () => {
  await signInAs(ADMIN);
});

afterAll(async () => {
  await signOut(auth());
});

describe('the trash', () => {
  it('takes a work out of its tour, keeps its files, and puts it back at its number', async () => {
    const tourId = await aTour(await aMuseum());
    const [first, second, third] = [
      await aWork(tourId, 1),
      await aWork(tourId, 2),
      await aWork(tourId, 3),
    ];
    const files = await storagePaths(`${second}/`);
    expect(files).toHaveLength(3);

    ok(await trashWork(second));
    expect(await readDocument(`${COLLECTIONS.works}/${second}`)).toBeNull();
    expect(await orderOf(third)).toBe(2);
    // The clean-up of orphaned files knows the trash owns them.
    ok(await cleanUpOrphans());
    expect(await storagePaths(`${second}/`)).toEqual(files);
    const listed = ok(await listTrash()).find((entry) => entry.id === second);
    expect(listed).toMatchObject({ kind: 'work', name: bilingual('Work 2'), parent: tourId });
    expect(listed?.parentName).toEqual(bilingual('Tour'));

    ok(await restoreEntry({ kind: 'work', id: second }));
    expect(await orderOf(first)).toBe(1);
    expect(await orderOf(second)).toBe(2);
    expect(await orderOf(third)).toBe(3);
    expect(await readDocument(`${COLLECTIONS.works}/${second}`)).toMatchObject({
      name: bilingual('Work 2'),
      media: { mainImg: { path: `${second}/mainImg.webp` } },
    });
    expect(await readDocument(`trash/work_${second}`)).toBeNull();
  });

  it('hides a published tour from everyone in one write, and brings it back as a draft', async () => {
    const museumId = await aMuseum();
    const tourId = await aTour(museumId, 'Published');
    const workId = await aWork(tourId, 1);
    ok(await publishTour(tourId));
    expect((await readDocument(`${COLLECTIONS.museums}/${museumId}`))?.publishedTours).toBe(1);

    ok(await trashTour(tourId));
    expect((await readDocument(`${COLLECTIONS.tours}/${tourId}`))?.state).toBe('trashed');
    expect((await readDocument(`${COLLECTIONS.museums}/${museumId}`))?.publishedTours).toBe(0);
    expect(ok(await listAllTours()).map((tour) => tour.id)).not.toContain(tourId);
    // Its works stay where they were, with their numbers.
    expect(await orderOf(workId)).toBe(1);
    await signOut(auth());
    const visitor = await getTour(tourId);
    expect(visitor.isError && visitor.error.code).toBe('permissionDenied');
    await signInAs(ADMIN);

    ok(await restoreEntry({ kind: 'tour', id: tourId }));
    expect((await readDocument(`${COLLECTIONS.tours}/${tourId}`))?.state).toBe('draft');
    expect(await readDocument(`trash/tour_${tourId}`)).toBeNull();
    expect(ok(await listAllTours()).map((tour) => tour.id)).toContain(tourId);
  });

  it('will not bring a work back into a tour that is in the trash itself', async () => {
    const tourId = await aTour(await aMuseum());
    const workId = await aWork(tourId, 1);
    ok(await trashWork(workId));
    ok(await trashTour(tourId));
    const refused = await restoreEntry({ kind: 'work', id: workId });
    expect(refused.isError && refused.error.code).toBe('parentInTrash');
    ok(await restoreEntry({ kind: 'tour', id: tourId }));
    ok(await restoreEntry({ kind: 'work', id: workId }));
    expect(await orderOf(workId)).toBe(1);
  });

  it('moves a museum with its tours, and restores them together; a tour trashed before stays', async () => {
    const museumId = await aMuseum();
    const going = await aTour(museumId, 'Goes with it');
    const before = await aTour(museumId, 'Trashed before');
    ok(await trashTour(before));
    expect(ok(await trashMuseum(museumId))).toEqual({ tours: 1 });
    expect(await readDocument(`${COLLECTIONS.museums}/${museumId}`)).toBeNull();
    expect(await readDocument(`trash/tour_${going}`)).toMatchObject({ within: museumId });

    const refused = await restoreEntry({ kind: 'tour', id: before });
    expect(refused.isError && refused.error.code).toBe('parentInTrash');

    ok(await restoreEntry({ kind: 'museum', id: museumId }));
    expect(await readDocument(`${COLLECTIONS.museums}/${museumId}`)).toMatchObject({
      name: bilingual(`Trash museum ${String(made)}`),
      image: { path: `${museumId}/mainImg.webp` },
    });
    expect((await readDocument(`${COLLECTIONS.tours}/${going}`))?.state).toBe('draft');
    expect((await readDocument(`${COLLECTIONS.tours}/${before}`))?.state).toBe('trashed');
  });

  it('deletes a tour for ever with its works, their files, and what of it was in the trash', async () => {
    const tourId = await aTour(await aMuseum());
    const kept = await aWork(tourId, 1);
    const trashed = await aWork(tourId, 2);
    ok(await trashWork(trashed));
    ok(await trashTour(tourId));
    ok(await deleteForEver({ kind: 'tour', id: tourId }));
    expect(await readDocument(`${COLLECTIONS.tours}/${tourId}`)).toBeNull();
    expect(await readDocument(`${COLLECTIONS.works}/${kept}`)).toBeNull();
    expect(await storagePaths(`${kept}/`)).toEqual([]);
    expect(await storagePaths(`${trashed}/`)).toEqual([]);
    expect(await storagePaths(`${tourId}/`)).toEqual([]);
    const left = await documentIds('trash');
    expect(left).not.toContain(`tour_${tourId}`);
    expect(left).not.toContain(`work_${trashed}`);
  });

  it(`purges what has been there longer than ${String(TRASH_RETENTION_DAYS)} days, and only that`, async () => {
    const museumId = await aMuseum();
    const tourId = await aTour(museumId);
    const workId = await aWork(tourId, 1);
    ok(await trashMuseum(museumId));
    const now = Date.now();
    // Everything else this file trashed is as young: a purge of the whole trash.
    expect(ok(await purgeExpiredTrash(now + (TRASH_RETENTION_DAYS - 1) * DAY))).toBe(0);
    expect(await readDocument(`trash/museum_${museumId}`)).not.toBeNull();
    expect(ok(await purgeExpiredTrash(now + (TRASH_RETENTION_DAYS + 1) * DAY))).toBeGreaterThan(0);
    expect(await documentIds('trash')).toEqual([]);
    expect(await readDocument(`${COLLECTIONS.tours}/${tourId}`)).toBeNull();
    expect(await readDocument(`${COLLECTIONS.works}/${workId}`)).toBeNull();
    expect(await storagePaths(`${museumId}/`)).toEqual([]);
    expect(await storagePaths(`${workId}/`)).toEqual([]);
  });
});
