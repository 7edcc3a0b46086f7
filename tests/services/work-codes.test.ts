// The number on a work's label and QR code (its code) stays with the work whatever the admins
// do: the back-office's own services against the emulators and firestore.rules. A tour stored
// before codes keeps every label it printed through its first reordering.
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { restoreEntry } from '@/features/cpanel/api/trash';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import {
  createWork,
  deleteWork,
  editWork,
  moveWorkTo,
  trashWork,
} from '@/features/works/api/work-edits';
import { codeOf } from '@/features/works/model/codes';
import { auth } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { readDocument, writeDocument } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';
import { AT, bilingual, image, input, writeTour } from './support/work-fixtures';

const ADMIN = { email: 'admin-codes@museo.test', password: 'admin-pass-1' };

let tourCount = 0;
/** A new empty tour, written as the owner: `counter` its next code, or none (stored before codes). */
async function newTour(counter?: number): Promise<string> {
  tourCount += 1;
  const id = `codes-tour-${String(tourCount)}`;
  return writeTour(id, counter === undefined ? {} : { nextWorkCode: counter });
}

/** A tour stored before codes: works named A, B, C… numbered 1..n, none with a code. */
async function oldTour(count: number) {
  const tourId = await newTour();
  const ids: Record<string, string> = {};
  for (let i = 0; i < count; i += 1) {
    const name = String.fromCharCode(65 + i);
    const id = `${tourId}-work-${name.toLowerCase()}`;
    ids[name] = id;
    await writeDocument(`${COLLECTIONS.works}/${id}`, {
      expositionId: tourId,
      order: i + 1,
      name: bilingual(name),
      description: bilingual('About it'),
      author: 'Raquel Forner',
      transcript: bilingual(''),
      media: {},
      createdAt: AT,
      updatedAt: AT,
    });
  }
  return { tourId, ids };
}

/** "A#1 B#2 …": each work's title and label number, in the tour's order. */
async function labels(tourId: string): Promise<string> {
  const works = ok(await listWorksOfTourUncached(tourId));
  return works
    .map((work) => `${work.name.es.replace(' (es)', '')}#${String(codeOf(work))}`)
    .join(' ');
}

const storedCodes = async (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await readDocument(`${COLLECTIONS.works}/${id}`))?.code));
const nextCode = async (tourId: string) =>
  (await readDocument(`${COLLECTIONS.tours}/${tourId}`))?.nextWorkCode;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
});

beforeEach(async () => {
  await signInAs(ADMIN);
});

afterAll(async () => {
  await signOut(auth());
});

describe('a new tour’s works', () => {
  it('take codes 1, 2, 3 and keep them when moved, inserted before or deleted around', async () => {
    const tourId = await newTour(1);
    const a = ok(await createWork(input(tourId, 1, 'A'), [image()]));
    ok(await createWork(input(tourId, 2, 'B'), [image()]));
    const c = ok(await createWork(input(tourId, 3, 'C'), [image()]));
    expect(await labels(tourId)).toBe('A#1 B#2 C#3');
    ok(await moveWorkTo(c, 1));
    ok(await createWork(input(tourId, 1, 'N'), [image()]));
    expect(await labels(tourId)).toBe('N#4 C#3 A#1 B#2');
    ok(await deleteWork(a));
    ok(await editWork(c, input(tourId, 3, 'C'), []));
    expect(await labels(tourId)).toBe('N#4 B#2 C#3');
    expect(await nextCode(tourId)).toBe(5);
  });

  it('never take a deleted work’s code again, nor a trashed one’s, which comes back with it', async () => {
    const tourId = await newTour(1);
    ok(await createWork(input(tourId, 1, 'A'), [image()]));
    const b = ok(await createWork(input(tourId, 2, 'B'), [image()]));
    const c = ok(await createWork(input(tourId, 3, 'C'), [image()]));
    ok(await deleteWork(c));
    ok(await trashWork(b));
    ok(await createWork(input(tourId, 2, 'D'), [image()]));
    expect(await labels(tourId)).toBe('A#1 D#4');
    ok(await restoreEntry({ kind: 'work', id: b }));
    expect(await labels(tourId)).toBe('A#1 B#2 D#4');
  });

  it('added by two admins at the same moment take two codes, never one twice', async () => {
    const tourId = await newTour(1);
    const [first, second] = await Promise.all([
      createWork(input(tourId, 1, 'P'), [image()]),
      createWork(input(tourId, 1, 'Q'), [image()]),
    ]);
    expect((await storedCodes([ok(first), ok(second)])).sort()).toEqual([1, 2]);
    expect(await nextCode(tourId)).toBe(3);
  });
});

describe('a tour stored before codes', () => {
  it('reads each work’s number as its label until the first change stores them', async () => {
    const { tourId, ids } = await oldTour(3);
    expect(await labels(tourId)).toBe('A#1 B#2 C#3');
    expect(await storedCodes([ids.A ?? '', ids.B ?? ''])).toEqual([undefined, undefined]);
  });

  it('keeps every printed label through a move, and its new work takes the next code', async () => {
    const { tourId, ids } = await oldTour(3);
    ok(await moveWorkTo(ids.C, 1));
    expect(await labels(tourId)).toBe('C#3 A#1 B#2');
    expect(await storedCodes(Object.values(ids))).toEqual([1, 2, 3]);
    expect(await nextCode(tourId)).toBe(4);
    ok(await createWork(input(tourId, 2, 'N'), [image()]));
    expect(await labels(tourId)).toBe('C#3 N#4 A#1 B#2');
  });

  it('keeps them through a new work added first, a delete and a trashed work’s return', async () => {
    const { tourId } = await oldTour(4);
    ok(await createWork(input(tourId, 1, 'N'), [image()]));
    expect(await labels(tourId)).toBe('N#5 A#1 B#2 C#3 D#4');
    const other = await oldTour(3);
    ok(await deleteWork(other.ids.A));
    expect(await labels(other.tourId)).toBe('B#2 C#3');
    expect(await nextCode(other.tourId)).toBe(4);
    const third = await oldTour(3);
    ok(await trashWork(third.ids.B));
    expect(await labels(third.tourId)).toBe('A#1 C#3');
    ok(await restoreEntry({ kind: 'work', id: third.ids.B ?? '' }));
    expect(await labels(third.tourId)).toBe('A#1 B#2 C#3');
  });
});
