// Every admin write of a museum, tour or work records who made it (`updatedBy`, with updatedAt),
// through the services the back-office uses: creates, edits, the museum's name copied to its
// tours, publishing, the works' numbering. A visitor's like and the museum's count of published
// tours are not changes of the record and leave it as it was.
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNameLookup } from '@/features/accounts/api/user-names';
import { createMuseum, updateMuseum } from '@/features/museums/api/museum-edits';
import { getMuseum } from '@/features/museums/api/museums';
import { likeTour } from '@/features/tours/api/likes';
import { createTour } from '@/features/tours/api/tour-edits';
import { publishTour } from '@/features/tours/api/tours';
import { createWork, moveWorkTo } from '@/features/works/api/work-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { createAccount, readDocument } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADA = { email: 'ada-changes@museo.test', password: 'admin-pass-1' };
const GRACE = { email: 'grace-changes@museo.test', password: 'admin-pass-2' };
const VISITOR = { email: 'visitor-changes@museo.test', password: 'visit-pass-1' };

const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const image = (): MediaFile => ({
  baseName: 'mainImg',
  data: new Blob([new Uint8Array(2048).fill(7)], { type: 'image/webp' }),
  contentType: 'image/webp',
});
const tourInput = (museumId: string) => ({
  museumId,
  name: bilingual('Tour'),
  description: bilingual('About the tour'),
  resume: bilingual(''),
  address: 'Av. del Libertador 1473',
  museum: bilingual('Museum'),
});
const workInput = (tourId: string, order: number, name: string) => ({
  tourId,
  order,
  name: bilingual(name),
  description: bilingual('About the work'),
  author: 'Antonio Berni',
  transcript: bilingual(''),
});
const by = async (collection: string, id: string) =>
  (await readDocument(`${collection}/${id}`))?.updatedBy;

let ada: string;
let grace: string;
let visitor: string;

beforeAll(async () => {
  await startWithAdmin(ADA);
  ada = await createAccount(ADA.email, ADA.password, {
    name: 'Ada',
    surname: 'Lovelace',
    isAdmin: true,
  });
  grace = await createAccount(GRACE.email, GRACE.password, {
    name: 'Grace',
    surname: 'Hopper',
    isAdmin: true,
  });
  visitor = await createAccount(VISITOR.email, VISITOR.password, {
    name: 'Vera',
    surname: 'Visitante',
    isAdmin: false,
  });
});

afterAll(async () => {
  await signOut(auth());
});

describe('who changed a record last', () => {
  it('is whoever wrote it through the back-office’s services, each write', async () => {
    await signInAs(ADA);
    const museumId = ok(
      await createMuseum({ name: bilingual('Museum'), description: bilingual('d') }, image()),
    );
    const tourId = ok(await createTour(tourInput(museumId), image()));
    const first = ok(await createWork(workInput(tourId, 1, 'A'), [image()]));
    expect(await by(COLLECTIONS.museums, museumId)).toBe(ada);
    expect(await by(COLLECTIONS.tours, tourId)).toBe(ada);
    expect(await by(COLLECTIONS.works, first)).toBe(ada);

    // Another admin renames the museum: the name its tours copy changes with it, by her.
    await signInAs(GRACE);
    ok(await updateMuseum(museumId, { name: bilingual('Renamed'), description: bilingual('d') }));
    expect(await by(COLLECTIONS.museums, museumId)).toBe(grace);
    expect(await by(COLLECTIONS.tours, tourId)).toBe(grace);

    // A new work put first renumbers the other and raises the tour's counter: all hers.
    const second = ok(await createWork(workInput(tourId, 1, 'B'), [image()]));
    expect(await by(COLLECTIONS.works, first)).toBe(grace);
    expect(await by(COLLECTIONS.works, second)).toBe(grace);

    await signInAs(ADA);
    ok(await moveWorkTo(first, 1));
    expect(await by(COLLECTIONS.works, first)).toBe(ada);
    expect(await by(COLLECTIONS.works, second)).toBe(ada);
    expect(await by(COLLECTIONS.tours, tourId)).toBe(ada);

    // Published by Grace: the tour is hers; the museum's count moves, and the museum stays Grace's
    // last change only because she renamed it, not because of the count.
    await signInAs(GRACE);
    ok(await publishTour(tourId));
    expect(await by(COLLECTIONS.tours, tourId)).toBe(grace);
    const museum = await readDocument(`${COLLECTIONS.museums}/${museumId}`);
    expect(museum?.publishedTours).toBe(1);
    expect(museum?.updatedBy).toBe(grace);

    // A visitor's like changes the count only.
    await signInAs(VISITOR);
    const before = await readDocument(`${COLLECTIONS.tours}/${tourId}`);
    ok(await likeTour(tourId, { uid: visitor }));
    const after = await readDocument(`${COLLECTIONS.tours}/${tourId}`);
    expect(after?.likeCount).toBe(1);
    expect([after?.updatedBy, after?.updatedAt]).toEqual([grace, before?.updatedAt]);

    // The app reads it back, and an admin reads each name once.
    await signInAs(ADA);
    const read = ok(await getMuseum(museumId));
    expect(read.updatedBy).toBe(grace);
    expect(typeof read.updatedAt).toBe('number');
    const nameOf = userNameLookup();
    expect(await nameOf(grace)).toBe('Grace Hopper');
    expect(await nameOf('nobody-at-all')).toBeNull();
  });
});
