import { signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { addComment, deleteComment, listComments } from '@/features/comments/api/comments';
import { sendMessage } from '@/features/contact/api/messages';
import { createMuseum } from '@/features/museums/api/museum-edits';
import { getMuseum } from '@/features/museums/api/museums';
import { isTourLiked, likeTour, unlikeTour } from '@/features/tours/api/likes';
import {
  getTour,
  listHighlightedTours,
  listPublishedToursOfMuseum,
  publishTour,
  setHighlight,
} from '@/features/tours/api/tours';
import { createTour } from '@/features/tours/api/tour-edits';
import { listWorksOfTour } from '@/features/works/api/works';
import { createWork } from '@/features/works/api/work-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { createAccount, deleteDocument } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-reads@museo.test', password: 'admin-pass-1' };
const USER = { email: 'lucia-reads@museo.test', password: 'user-pass-1' };
const bilingual = (text: string) => ({ es: `${text} ES`, en: `${text} EN` });
const image: MediaFile = {
  baseName: 'mainImg',
  data: new Blob([new Uint8Array(512).fill(3)], { type: 'image/webp' }),
  contentType: 'image/webp',
};

let museum: string;
let published: string;
let highlightedDraft: string;
let userUid: string;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  userUid = await createAccount(USER.email, USER.password, {
    name: 'Lucía',
    surname: 'Fernández',
    isAdmin: false,
  });
  await signInAs(ADMIN);
  museum = ok(await createMuseum({ name: bilingual('MNBA'), description: bilingual('d') }, image));
  const tour = (name: string) => ({
    museumId: museum,
    name: bilingual(name),
    description: bilingual('d'),
    resume: { es: '', en: '' },
    address: 'Av. del Libertador 1473',
    museum: bilingual('MNBA'),
  });
  published = ok(await createTour(tour('Published'), image));
  highlightedDraft = ok(await createTour(tour('Draft'), image));
  // Works are added out of order: the list must come back sorted by `order`.
  for (const order of [3, 1, 2]) {
    ok(
      await createWork(
        {
          tourId: published,
          order,
          name: bilingual(`Work ${order}`),
          description: bilingual('d'),
          author: 'Artist',
          transcript: bilingual('t'),
        },
        [image],
      ),
    );
  }
  ok(await publishTour(published));
  ok(await setHighlight(published, true));
  ok(await setHighlight(highlightedDraft, true));
  await signOut(auth());
});

describe('a visitor (signed out) reading through the service layer', () => {
  it('sees highlighted tours that are published, never a highlighted draft', async () => {
    const tours = ok(await listHighlightedTours());
    expect(tours.map((t) => t.id)).toEqual([published]);
  });

  it('sees the published tours of a museum', async () => {
    const tours = ok(await listPublishedToursOfMuseum(museum));
    expect(tours.map((t) => t.id)).toEqual([published]);
    expect(ok(await getMuseum(museum)).name.es).toBe('MNBA ES');
  });

  it('gets the works of a tour ordered by their order', async () => {
    const works = ok(await listWorksOfTour(published));
    expect(works.map((w) => w.order)).toEqual([1, 2, 3]);
    expect(works[0]?.media.mainImg?.url).toMatch(
      new RegExp(`^http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? 'missing'}/v0/b/`),
    );
  });

  it('cannot open a draft, and gets the spec messages for missing ids', async () => {
    const draft = await getTour(highlightedDraft);
    expect(draft.isError && draft.error.code).toBe('permissionDenied');
    const missing = await getTour(undefined);
    expect(missing.isError && missing.error).toEqual({
      code: 'missingId',
      detail: 'No exposition specified',
    });
  });

  it('cannot like or comment: the spec messages come back', async () => {
    const like = await likeTour(published, null);
    expect(like.isError && like.error).toEqual({
      code: 'notSignedIn',
      detail: 'No logged in user to perform this action',
    });
    const comment = await addComment({ tourId: published, comment: 'hola' }, null);
    expect(comment.isError && comment.error.detail).toBe('No user logged in to add comment');
  });

  it('can send a contact message, and a malformed one is refused before it leaves', async () => {
    ok(await sendMessage({ nombre: 'Ana', email: 'ana@example.com', message: 'Hola' }));
    const bad = await sendMessage({ nombre: 'Ana', email: 'not-an-email', message: 'Hola' });
    expect(bad.isError && bad.error.code).toBe('insufficientData');
  });
});

describe('a signed-in user', () => {
  it('likes and unlikes: the count follows, and only they can tell they like it', async () => {
    await signInAs(USER);
    const user = { uid: userUid };
    expect(ok(await getTour(published)).likeCount).toBe(0);
    expect(ok(await isTourLiked(published, user))).toBe(false);
    ok(await likeTour(published, user));
    // The cached tour is dropped on a write: the page shows the new count.
    expect(ok(await getTour(published)).likeCount).toBe(1);
    expect(ok(await isTourLiked(published, user))).toBe(true);
    const twice = await likeTour(published, user);
    expect(twice.isError && twice.error.code).toBe('likeFailed');
    expect(ok(await getTour(published)).likeCount).toBe(1);

    // Someone else cannot read this visitor's like: the tour says how many, never who.
    await signInAs(ADMIN);
    expect(ok(await isTourLiked(published, { uid: 'someone-else' }))).toBe(false);
    await signOut(auth());
    const peek = await isTourLiked(published, user);
    expect(peek.isError && peek.error.code).toBe('permissionDenied');

    await signInAs(USER);
    ok(await unlikeTour(published, user));
    expect(ok(await getTour(published)).likeCount).toBe(0);
    expect(ok(await isTourLiked(published, user))).toBe(false);
  });

  it('cannot like a draft: "Failed to like"', async () => {
    await signInAs(USER);
    const result = await likeTour(highlightedDraft, { uid: userUid });
    expect(result.isError && result.error).toEqual({
      code: 'likeFailed',
      detail: 'Failed to like',
    });
  });

  it('comments as themselves, newest first, and deletes their own comment', async () => {
    await signInAs(USER);
    const me = { uid: userUid, name: 'Lucía', surname: 'Fernández', isAdmin: false };
    await deleteDocument(`commentCooldowns/${userUid}`);
    const first = ok(await addComment({ tourId: published, comment: 'Primero' }, me));
    // One comment per user every 30 s (firestore.rules): the second one right away is refused.
    const tooSoon = await addComment({ tourId: published, comment: 'Segundo' }, me);
    expect(tooSoon.isError && tooSoon.error.code).toBe('commentTooSoon');
    // 30 s later (the user's cooldown record gone, as if it had aged) it goes through.
    await deleteDocument(`commentCooldowns/${userUid}`);
    ok(await addComment({ tourId: published, comment: '  Segundo  ' }, me));
    const listed = ok(await listComments(published));
    expect(listed.map((c) => c.comment)).toEqual(['Segundo', 'Primero']);
    expect(listed[0]?.author).toEqual({ name: 'Lucía', surname: 'Fernández' });

    const empty = await addComment({ tourId: published, comment: '   ' }, me);
    expect(empty.isError && empty.error.detail).toBe('No comment to add');

    ok(await deleteComment(first));
    expect(ok(await listComments(published)).map((c) => c.comment)).toEqual(['Segundo']);
  });

  it("cannot post a comment under someone else's name", async () => {
    await signInAs(USER);
    await deleteDocument(`commentCooldowns/${userUid}`);
    const spoof = await addComment(
      { tourId: published, comment: 'Soy admin' },
      { uid: userUid, name: 'Ana', surname: 'A', isAdmin: false },
    );
    expect(spoof.isError && spoof.error.code).toBe('permissionDenied');
  });
});
