// A tour's floor plan (`map`): stored in the tour's folder with the tour, replaced like its
// picture, kept by the orphan clean-up, removed with the tour, and read by visitors.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseum } from '@/features/museums/api/museum-edits';
import { createTour, deleteTour, editTour, removeTourMap } from '@/features/tours/api/tour-edits';
import { getTour } from '@/features/tours/api/tours';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { cleanUpOrphans } from '@/features/cpanel/api/orphans';
import { readDocument, storagePaths, writeDocument } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-plan@museo.test', password: 'admin-pass-1' };

const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const picture = (baseName: string, contentType = 'image/webp'): MediaFile => ({
  baseName,
  data: new Blob([new Uint8Array(2048).fill(3)], { type: contentType }),
  contentType,
});
const tourInput = (museumId: string) => ({
  museumId,
  name: bilingual('Tour'),
  description: bilingual('About the tour'),
  resume: bilingual(''),
  address: 'Av. del Libertador 1473',
  museum: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
});

let museumId: string;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await signInAs(ADMIN);
  museumId = ok(
    await createMuseum(
      { name: bilingual('Museum'), description: bilingual('d') },
      picture('mainImg'),
    ),
  );
});

afterAll(async () => {
  await signOut(auth());
});

describe("a tour's floor plan", () => {
  it('is stored with a new tour, in its folder, and recorded as its map', async () => {
    const id = ok(await createTour(tourInput(museumId), [picture('mainImg'), picture('map')]));
    expect(await storagePaths(`${id}/`)).toEqual([`${id}/mainImg.webp`, `${id}/map.webp`]);
    const stored = await readDocument(`exposition/${id}`);
    expect(stored?.map).toMatchObject({ path: `${id}/map.webp`, contentType: 'image/webp' });
    expect(stored?.image).toMatchObject({ path: `${id}/mainImg.webp` });
  });

  it('is removed: the tour records none, its files go, the picture stays', async () => {
    const id = ok(await createTour(tourInput(museumId), [picture('mainImg'), picture('map')]));
    ok(await removeTourMap(id));
    expect(await storagePaths(`${id}/`)).toEqual([`${id}/mainImg.webp`]);
    expect((await readDocument(`exposition/${id}`))?.map).toBeNull();
    const read = ok(await getTour(id));
    expect(read.map ?? null).toBeNull();
    // Removing it again finds nothing to remove and changes nothing.
    ok(await removeTourMap(id));
    expect(await storagePaths(`${id}/`)).toEqual([`${id}/mainImg.webp`]);
  });

  it('is optional: a tour without one records none', async () => {
    const id = ok(await createTour(tourInput(museumId), picture('mainImg')));
    expect(await readDocument(`exposition/${id}`)).not.toHaveProperty('map');
  });

  it('is added later on its own, then replaced: the old file goes, the picture stays', async () => {
    const id = ok(await createTour(tourInput(museumId), picture('mainImg')));
    ok(await editTour(id, tourInput(museumId), [picture('map', 'image/png')]));
    expect(await storagePaths(`${id}/`)).toEqual([`${id}/mainImg.webp`, `${id}/map.png`]);
    ok(await editTour(id, tourInput(museumId), [picture('map')]));
    expect(await storagePaths(`${id}/`)).toEqual([`${id}/mainImg.webp`, `${id}/map.webp`]);
    const stored = await readDocument(`exposition/${id}`);
    expect(stored?.map).toMatchObject({ path: `${id}/map.webp` });
    expect(stored?.image).toMatchObject({ path: `${id}/mainImg.webp` });
  });

  it('is kept by the orphan clean-up, which knows the tour points to it', async () => {
    const id = ok(await createTour(tourInput(museumId), [picture('mainImg'), picture('map')]));
    const report = ok(await cleanUpOrphans());
    expect(report.deleted.filter((path) => path.startsWith(`${id}/`))).toEqual([]);
    expect(await storagePaths(`${id}/`)).toContain(`${id}/map.webp`);
  });

  it('goes with the tour when it is deleted', async () => {
    const id = ok(await createTour(tourInput(museumId), [picture('mainImg'), picture('map')]));
    ok(await deleteTour(id));
    expect(await storagePaths(`${id}/`)).toEqual([]);
    expect(await readDocument(`exposition/${id}`)).toBeNull();
  });

  it('is read by visitors with a published tour', async () => {
    const id = ok(await createTour(tourInput(museumId), [picture('mainImg'), picture('map')]));
    // Published as stored (the publishing flow and its checks are tested elsewhere).
    await writeDocument(`exposition/${id}`, { state: 'published' }, { only: ['state'] });
    await signOut(auth());
    const tour = ok(await getTour(id));
    expect(tour.map).toMatchObject({ path: `${id}/map.webp` });
    await signInWithEmailAndPassword(auth(), ADMIN.email, ADMIN.password);
  });
});
