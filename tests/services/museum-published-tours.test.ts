// A museum's count of published tours, which /museos reads instead of every published tour,
// stays exact whatever the back-office does: its own services against the emulators and
// firestore.rules (which refuse a tour's change without the count's).
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishTour, unpublishTour, updateTour } from '@/features/tours/api/tours';
import { auth } from '@/lib/firebase/auth';
import { deleteTourAndAll } from '@/features/cpanel/api/delete-cascade';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { readDocument } from '../support/inspect';
import { tourFixtures, tourInput } from './support/tour-fixtures';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-counts@museo.test', password: 'admin-pass-1' };

const { newMuseum, newDraft } = tourFixtures('counts');
const input = (museumId: string) => tourInput(museumId);

const countOf = async (museumId: string) =>
  (await readDocument(`${COLLECTIONS.museums}/${museumId}`))?.publishedTours;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
});

beforeEach(async () => {
  await signInAs(ADMIN);
});

afterAll(async () => {
  await signOut(auth());
});

describe('a museum’s count of published tours', () => {
  it('goes up with a publish and back down with the unpublish; publishing twice counts once', async () => {
    const museum = await newMuseum(0);
    const tour = await newDraft(museum);
    ok(await publishTour(tour));
    expect(await countOf(museum)).toBe(1);
    ok(await publishTour(tour));
    expect(await countOf(museum)).toBe(1);
    ok(await unpublishTour(tour));
    expect(await countOf(museum)).toBe(0);
  });

  it('follows a published tour moved to another museum; a moved draft moves nothing', async () => {
    const from = await newMuseum(0);
    const to = await newMuseum(0);
    const tour = await newDraft(from);
    const draft = await newDraft(from);
    ok(await publishTour(tour));
    ok(await updateTour(tour, input(to)));
    expect([await countOf(from), await countOf(to)]).toEqual([0, 1]);
    ok(await updateTour(draft, input(to)));
    expect([await countOf(from), await countOf(to)]).toEqual([0, 1]);
    expect((await readDocument(`${COLLECTIONS.tours}/${tour}`))?.tematicId).toBe(to);
  });

  it('loses a published tour that is deleted', async () => {
    const museum = await newMuseum(0);
    const kept = await newDraft(museum);
    const deleted = await newDraft(museum);
    ok(await publishTour(kept));
    ok(await publishTour(deleted));
    expect(await countOf(museum)).toBe(2);
    await deleteTourAndAll(deleted);
    expect(await readDocument(`${COLLECTIONS.tours}/${deleted}`)).toBeNull();
    expect(await countOf(museum)).toBe(1);
  });

  it('ends at 2 when two admins publish two tours of one museum at the same moment', async () => {
    const museum = await newMuseum(0);
    const [a, b] = await Promise.all([newDraft(museum), newDraft(museum)]);
    const results = await Promise.all([publishTour(a), publishTour(b)]);
    for (const result of results) ok(result);
    expect(await countOf(museum)).toBe(2);
  });

  it('stays unknown on a museum stored before counts, and its tours still publish', async () => {
    const museum = await newMuseum();
    const tour = await newDraft(museum);
    ok(await publishTour(tour));
    expect((await readDocument(`${COLLECTIONS.tours}/${tour}`))?.state).toBe('published');
    expect(await countOf(museum)).toBeUndefined();
  });
});
