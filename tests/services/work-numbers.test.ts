// A tour's works are numbered 1..n, each number once, whatever the admins do, alone or at the
// same moment: the back-office's own services against the emulators and firestore.rules.
import { signOut } from 'firebase/auth';
import { doc, increment, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import {
  createWork,
  deleteWork,
  editWork,
  moveWorkTo,
  renumberWorks,
} from '@/features/works/api/work-edits';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { readDocument, writeDocuments } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';
import { AT, bilingual, image, input, writeTour } from './support/work-fixtures';

const ADMIN = { email: 'admin-numbers@museo.test', password: 'admin-pass-1' };

let tourCount = 0;
/** A new empty tour, written as the owner. */
async function newTour(): Promise<string> {
  tourCount += 1;
  const id = `numbers-tour-${String(tourCount)}`;
  return writeTour(id);
}

/** A tour with works named A, B, C... numbered 1..n, added one by one through the service. */
async function tourWith(count: number): Promise<{ tourId: string; ids: Record<string, string> }> {
  const tourId = await newTour();
  const ids: Record<string, string> = {};
  for (let i = 0; i < count; i += 1) {
    const name = String.fromCharCode(65 + i);
    ids[name] = ok(await createWork(input(tourId, i + 1, name), [image()]));
  }
  return { tourId, ids };
}

/** The tour's works as the back-office lists them: "A:1 B:2 ..." by Spanish title. */
async function numbers(tourId: string): Promise<string> {
  const works = ok(await listWorksOfTourUncached(tourId));
  return works
    .map((work) => `${work.name.es.replace(' (es)', '')}:${String(work.order)}`)
    .join(' ');
}

const counter = async (tourId: string) =>
  (await readDocument(`${COLLECTIONS.tours}/${tourId}`))?.worksVersion ?? 0;

/** 1..n, each once. */
async function expectNumbered(tourId: string) {
  const orders = ok(await listWorksOfTourUncached(tourId)).map((work) => work.order);
  expect(orders).toEqual(orders.map((_, index) => index + 1));
}

beforeAll(async () => {
  await startWithAdmin(ADMIN);
});

beforeEach(async () => {
  await signInAs(ADMIN);
});

afterAll(async () => {
  await signOut(auth());
});

describe('a new work', () => {
  it('given a taken number, takes it, and that work and the ones after it move down one', async () => {
    const { tourId } = await tourWith(3);
    expect(await counter(tourId)).toBe(3);
    ok(await createWork(input(tourId, 2, 'N'), [image()]));
    expect(await numbers(tourId)).toBe('A:1 N:2 B:3 C:4');
    expect(await counter(tourId)).toBe(4);
  });

  it('given a number past the end, or 0, lands at n + 1, or 1', async () => {
    const { tourId } = await tourWith(2);
    ok(await createWork(input(tourId, 40, 'Z'), [image()]));
    ok(await createWork(input(tourId, 0, 'F'), [image()]));
    expect(await numbers(tourId)).toBe('F:1 A:2 B:3 Z:4');
  });

  it('added by two admins at the same moment, both with number 2: 1..n, each number once', async () => {
    // Two transactions in flight at once, each reading the tour and its works before either
    // commits: the second to commit finds the tour changed under it and runs again on the new
    // numbers. (One client sends both, as separate requests: the server is what orders them.)
    const { tourId } = await tourWith(3);
    const [first, second] = await Promise.all([
      createWork(input(tourId, 2, 'P'), [image()]),
      createWork(input(tourId, 2, 'Q'), [image()]),
    ]);
    ok(first);
    ok(second);
    await expectNumbered(tourId);
    const listed = await numbers(tourId);
    expect(listed).toMatch(/^A:1 (P:2 Q:3|Q:2 P:3) B:4 C:5$/);
    expect(await counter(tourId)).toBe(5);
  });

  it('four at once, all with number 1: 1..n, each number once', async () => {
    const { tourId } = await tourWith(2);
    const results = await Promise.all(
      ['P', 'Q', 'R', 'S'].map((name) => createWork(input(tourId, 1, name), [image()])),
    );
    for (const result of results) ok(result);
    await expectNumbered(tourId);
    expect(await numbers(tourId)).toMatch(/ A:5 B:6$/);
  });
});

describe('numbers read before another change landed', () => {
  /**
   * What the services do to swap A and B, with one attempt only; `meanwhile` runs between the
   * transaction's read of the tour and its commit.
   */
  const swap = (tourId: string, ids: Record<string, string>, meanwhile: () => Promise<void>) =>
    runTransaction(
      db(),
      async (tx) => {
        const tour = doc(db(), COLLECTIONS.tours, tourId);
        await tx.get(tour);
        await meanwhile();
        for (const [name, order] of [
          ['B', 1],
          ['A', 2],
        ] as const) {
          tx.update(doc(db(), COLLECTIONS.works, ids[name] ?? ''), {
            order,
            updatedAt: serverTimestamp(),
          });
        }
        tx.update(tour, { worksVersion: increment(1), updatedAt: serverTimestamp() });
      },
      { maxAttempts: 1 },
    );

  it('are what a change lands on when nothing came between', async () => {
    const { tourId, ids } = await tourWith(2);
    await swap(tourId, ids, () => Promise.resolve());
    expect(await numbers(tourId)).toBe('B:1 A:2');
  });

  it('make the change fail when another admin’s change landed meanwhile: no number is taken twice', async () => {
    const { tourId, ids } = await tourWith(2);
    const failure = await swap(tourId, ids, async () => {
      ok(await createWork(input(tourId, 1, 'N'), [image()]));
    }).then(
      () => null,
      (error: unknown) => error as { code?: string },
    );
    // Refused for being stale (the services then run it again), not by the rules.
    expect(failure?.code).toMatch(/^(failed-precondition|aborted)$/);
    expect(await numbers(tourId)).toBe('N:1 A:2 B:3');
  });
});

describe('a deleted work', () => {
  it('leaves no gap: the ones after it move up one', async () => {
    const { tourId, ids } = await tourWith(4);
    const changes = ok(await deleteWork(ids.B));
    expect(await numbers(tourId)).toBe('A:1 C:2 D:3');
    expect(changes).toEqual([
      { id: ids.B, from: 2, to: null },
      { id: ids.C, from: 3, to: 2 },
      { id: ids.D, from: 4, to: 3 },
    ]);
  });

  it('two deleted at once: still 1..n', async () => {
    const { tourId, ids } = await tourWith(5);
    for (const result of await Promise.all([deleteWork(ids.B), deleteWork(ids.D)])) ok(result);
    expect(await numbers(tourId)).toBe('A:1 C:2 E:3');
  });
});

describe('a moved work', () => {
  it('moved down a place (the arrows), swaps with the next one', async () => {
    const { tourId, ids } = await tourWith(3);
    ok(await moveWorkTo(ids.A, 2));
    expect(await numbers(tourId)).toBe('B:1 A:2 C:3');
  });

  it('given another number in its form, the works between move by one', async () => {
    const { tourId, ids } = await tourWith(4);
    ok(await editWork(ids.D ?? '', input(tourId, 2, 'D'), []));
    expect(await numbers(tourId)).toBe('A:1 D:2 B:3 C:4');
    ok(await editWork(ids.D ?? '', input(tourId, 9, 'D'), []));
    expect(await numbers(tourId)).toBe('A:1 B:2 C:3 D:4');
  });

  it('edited without a new number, keeps its number and the tour’s counter', async () => {
    const { tourId, ids } = await tourWith(3);
    const before = await counter(tourId);
    ok(await editWork(ids.B ?? '', input(tourId, 2, 'B2'), []));
    expect(await numbers(tourId)).toBe('A:1 B2:2 C:3');
    expect(await counter(tourId)).toBe(before);
  });

  it('moved to another tour, closes its gap there and takes its number here', async () => {
    const from = await tourWith(3);
    const to = await tourWith(2);
    ok(await editWork(from.ids.A ?? '', input(to.tourId, 1, 'A'), []));
    expect(await numbers(from.tourId)).toBe('B:1 C:2');
    expect(await numbers(to.tourId)).toBe('A:1 A:2 B:3');
  });
});

describe('a tour stored with repeated and missing numbers (older data)', () => {
  async function messyTour() {
    const tourId = await newTour();
    const work = (id: string, order: number) => ({
      path: `${COLLECTIONS.works}/${id}`,
      data: {
        expositionId: tourId,
        order,
        name: bilingual(id),
        description: bilingual('About it'),
        author: 'Xul Solar',
        transcript: bilingual(''),
        media: {},
        createdAt: AT,
        updatedAt: AT,
      },
    });
    await writeDocuments([
      work(`${tourId}-a`, 0),
      work(`${tourId}-b`, 2),
      work(`${tourId}-c`, 2),
      work(`${tourId}-d`, 7),
    ]);
    return tourId;
  }

  it('is renumbered 1..n on request, in the order it is listed in', async () => {
    const tourId = await messyTour();
    const changes = ok(await renumberWorks(tourId));
    // 0, 2, 2, 7 become 1, 2, 3, 4: only b keeps its number.
    expect(changes.map((change) => [change.from, change.to])).toEqual([
      [0, 1],
      [2, 3],
      [7, 4],
    ]);
    expect((await numbers(tourId)).replaceAll(`${tourId}-`, '')).toBe('a:1 b:2 c:3 d:4');
  });

  it('is renumbered 1..n by its next change', async () => {
    const tourId = await messyTour();
    ok(await createWork(input(tourId, 3, 'N'), [image()]));
    expect((await numbers(tourId)).replaceAll(`${tourId}-`, '')).toBe('a:1 b:2 N:3 c:4 d:5');
  });
});

describe('a tour of 60 works', () => {
  it('takes a new number 1 in one commit: every other work moves down one', async () => {
    const tourId = await newTour();
    await writeDocuments(
      Array.from({ length: 60 }, (_, i) => ({
        path: `${COLLECTIONS.works}/${tourId}-${String(i + 1).padStart(2, '0')}`,
        data: {
          expositionId: tourId,
          order: i + 1,
          name: bilingual(`W${String(i + 1)}`),
          description: bilingual('About it'),
          author: 'Xul Solar',
          transcript: bilingual(''),
          media: {},
          createdAt: AT,
          updatedAt: AT,
        },
      })),
    );
    ok(await createWork(input(tourId, 1, 'N'), [image()]));
    await expectNumbered(tourId);
    expect((await numbers(tourId)).split(' ').slice(0, 3)).toEqual(['N:1', 'W1:2', 'W2:3']);
    expect(await counter(tourId)).toBe(1);
  });
});
