// A temporary exhibition's days, as the back-office's services write them against the emulators
// and firestore.rules: the tour is stored in the state its days call for ('exhibition' when
// published with days, 'published' without), its museum keeps the days of its published
// exhibitions in the same commit (what /museos reads), and its count of published tours counts
// the permanent ones only; moving the days reopens a closed exhibition.
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteTourAndAll } from '@/features/cpanel/api/delete-cascade';
import { restoreTourNow, trashTourNow } from '@/features/tours/api/tour-trash';
import {
  getTour,
  listExhibitionsOfMuseum,
  publishTour,
  unpublishTour,
  updateTour,
} from '@/features/tours/api/tours';
import { addTour } from '@/features/tours/api/tours';
import { auth } from '@/lib/firebase/auth';
import { addDays, today } from '@/lib/days';
import { museumOf, tourFixtures, tourInput, tourOf } from './support/tour-fixtures';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-exhibitions@museo.test', password: 'admin-pass-1' };
const { newMuseum, newDraft } = tourFixtures('days');

const day = today();
const dates = (opensIn: number, closesIn: number, playsBeforeOpening = false) => ({
  opensOn: addDays(day, opensIn),
  closesOn: addDays(day, closesIn),
  playsBeforeOpening,
});

beforeAll(async () => {
  await startWithAdmin(ADMIN);
});

beforeEach(async () => {
  await signInAs(ADMIN);
});

afterAll(async () => {
  await signOut(auth());
});

describe('an exhibition’s days', () => {
  it('published, is stored as an exhibition, kept on its museum and not counted with the collection', async () => {
    const museum = await newMuseum(0);
    const tour = await newDraft(museum);
    ok(await updateTour(tour, tourInput(museum, dates(-3, 30))));
    expect((await tourOf(tour))?.state).toBe('draft');
    expect((await museumOf(museum))?.exhibitions).toBeUndefined();

    ok(await publishTour(tour));
    const stored = await tourOf(tour);
    expect(stored).toMatchObject({ state: 'exhibition', ...dates(-3, 30) });
    expect(await museumOf(museum)).toMatchObject({
      publishedTours: 0,
      exhibitions: { [tour]: [addDays(day, -3), addDays(day, 30)] },
    });
    // The app reads it as a published tour with days.
    expect(ok(await getTour(tour))).toMatchObject({ state: 'published', ...dates(-3, 30) });
  });

  it('given to a published permanent tour, moves it out of the count and onto the days; taken away, back', async () => {
    const museum = await newMuseum(0);
    const tour = await newDraft(museum);
    ok(await publishTour(tour));
    expect(await museumOf(museum)).toMatchObject({ publishedTours: 1 });

    ok(await updateTour(tour, tourInput(museum, dates(0, 10))));
    expect((await tourOf(tour))?.state).toBe('exhibition');
    expect(await museumOf(museum)).toMatchObject({
      publishedTours: 0,
      exhibitions: { [tour]: [day, addDays(day, 10)] },
    });

    ok(await updateTour(tour, tourInput(museum, null)));
    const permanent = await tourOf(tour);
    expect(permanent?.state).toBe('published');
    expect(permanent).not.toHaveProperty('opensOn');
    expect(permanent).not.toHaveProperty('closesOn');
    expect(await museumOf(museum)).toMatchObject({ publishedTours: 1, exhibitions: {} });
  });

  it('an edit that leaves the days out keeps them', async () => {
    const museum = await newMuseum(0);
    const tour = await newDraft(museum, dates(1, 20));
    ok(await publishTour(tour));
    ok(await updateTour(tour, tourInput(museum)));
    expect(await tourOf(tour)).toMatchObject({ state: 'exhibition', ...dates(1, 20) });
  });

  it('leave the museum when unpublished, trashed, or moved to another museum', async () => {
    const from = await newMuseum(0);
    const to = await newMuseum(0);
    const tour = await newDraft(from, dates(-1, 5));
    ok(await publishTour(tour));
    ok(await updateTour(tour, tourInput(to)));
    expect((await museumOf(from))?.exhibitions).toEqual({});
    expect((await museumOf(to))?.exhibitions).toEqual({
      [tour]: [addDays(day, -1), addDays(day, 5)],
    });

    ok(await unpublishTour(tour));
    expect((await museumOf(to))?.exhibitions).toEqual({});

    ok(await publishTour(tour));
    await trashTourNow(tour);
    expect((await museumOf(to))?.exhibitions).toEqual({});
    await restoreTourNow(tour);
    expect(await tourOf(tour)).toMatchObject({ state: 'draft', ...dates(-1, 5) });
  });

  it('a closed exhibition leaves the lists at once and comes back when its days move on', async () => {
    const museum = await newMuseum(0);
    const tour = await newDraft(museum, dates(-40, -1));
    ok(await publishTour(tour));
    expect(ok(await listExhibitionsOfMuseum(museum, day))).toEqual([]);
    // Written with its closed days, as it is: the museum keeps nothing of it.
    expect((await museumOf(museum))?.exhibitions).toEqual({});

    ok(await updateTour(tour, tourInput(museum, dates(0, 14))));
    expect(ok(await listExhibitionsOfMuseum(museum, day)).map(({ id }) => id)).toEqual([tour]);
    expect((await museumOf(museum))?.exhibitions).toEqual({ [tour]: [day, addDays(day, 14)] });
  });

  it('a museum keeps only the days still to come: a closed one goes with the next write', async () => {
    const museum = await newMuseum(0);
    const old = await newDraft(museum, dates(-10, 3));
    const next = await newDraft(museum, dates(5, 50));
    ok(await publishTour(old));
    // Its closing day now past, as if a week had gone by.
    ok(await updateTour(old, tourInput(museum, dates(-10, -2))));
    ok(await publishTour(next));
    expect((await museumOf(museum))?.exhibitions).toEqual({
      [next]: [addDays(day, 5), addDays(day, 50)],
    });
  });

  it('a published exhibition deleted for good is unpublished first, taking its days off its museum', async () => {
    const museum = await newMuseum(0);
    const tour = await newDraft(museum, dates(-2, 20));
    ok(await publishTour(tour));
    await deleteTourAndAll(tour);
    expect(await tourOf(tour)).toBeNull();
    expect((await museumOf(museum))?.exhibitions).toEqual({});
  });

  it('a new tour is made with its days, as a draft', async () => {
    const museum = await newMuseum(0);
    const id = ok(
      await addTour(tourInput(museum, dates(2, 9, true)), {}, `days-new-${String(day)}`),
    );
    expect(await tourOf(id)).toMatchObject({ state: 'draft', ...dates(2, 9, true) });
  });
});
