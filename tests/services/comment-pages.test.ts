import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listComments } from '@/features/comments/api/comments';
import type { Comment } from '@/features/comments/model/comment';
import { COMMENTS_PAGE } from '@/config/comment-limits';
import { auth } from '@/lib/firebase/auth';
import type { Result } from '@/lib/result';
import { deleteDocument, StoredTime, writeDocument, NEW_COMMENT_FLAGS } from '../support/inspect';

const TOUR = 'comment-pages-tour';
const OTHER_TOUR = 'comment-pages-other';

function ok<T>(result: Result<T>): T {
  if (result.isError) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

/**
 * 25 comments, newest first. The 20th and 21st (either side of the first page's end) were
 * posted in the same microsecond, and the 22nd within the same millisecond: the cursor must
 * neither skip nor repeat them although the model keeps milliseconds with a fraction.
 */
const EXPECTED: { id: string; at: string }[] = Array.from({ length: 25 }, (_, index) => {
  const n = 25 - index; // c-25 is the newest
  const id = `c-${String(n).padStart(2, '0')}`;
  if (index === 19 || index === 20) return { id, at: '2026-11-01T12:40:00.123456Z' };
  if (index === 21) return { id, at: '2026-11-01T12:40:00.123001Z' };
  return { id, at: `2026-11-01T12:${String(59 - index).padStart(2, '0')}:00.000000Z` };
});
// Within the same instant the ids go newest first too (the query's second order).
if (EXPECTED[19]?.id !== 'c-06' || EXPECTED[20]?.id !== 'c-05') throw new Error('fixture order');

const tourDoc = (state: 'published' | 'draft') => ({
  tematicId: 'm',
  name: { es: 'Recorrido', en: 'Tour' },
  description: { es: 'd', en: 'd' },
  resume: { es: '', en: '' },
  address: 'a',
  museum: 'M',
  highlight: false,
  likeCount: 0,
  state,
});

beforeAll(async () => {
  await signOut(auth());
  await writeDocument(`exposition/${TOUR}`, tourDoc('published'));
  await writeDocument(`exposition/${OTHER_TOUR}`, tourDoc('published'));
  for (const [index, { id, at }] of EXPECTED.entries()) {
    await writeDocument(`comments/${id}`, {
      expositionId: TOUR,
      userId: 'someone',
      author: { name: 'Ana', surname: 'Pérez' },
      comment: `Comentario ${String(index + 1)}`,
      likes: [],
      ...NEW_COMMENT_FLAGS,
      createdAt: new StoredTime(at),
    });
  }
  // Another tour's comment, newer than all: never on this tour's pages.
  await writeDocument('comments/other-tour-comment', {
    expositionId: OTHER_TOUR,
    userId: 'someone',
    author: { name: 'Ana', surname: 'Pérez' },
    comment: 'Otro recorrido',
    likes: [],
    ...NEW_COMMENT_FLAGS,
    createdAt: new StoredTime('2026-12-01T00:00:00.000000Z'),
  });
});

afterAll(async () => {
  for (const { id } of EXPECTED) await deleteDocument(`comments/${id}`);
  await deleteDocument('comments/other-tour-comment');
  await deleteDocument(`exposition/${TOUR}`);
  await deleteDocument(`exposition/${OTHER_TOUR}`);
});

describe("a tour's comments, a page at a time (signed-out visitor)", () => {
  it('reads 25 comments as the newest 20, then the other 5, none twice, none skipped', async () => {
    expect(COMMENTS_PAGE).toBe(20);
    const first = ok(await listComments(TOUR));
    expect(first.map((c) => c.id)).toEqual(EXPECTED.slice(0, 20).map((c) => c.id));

    const last = first.at(-1) as Comment;
    const second = ok(await listComments(TOUR, last));
    expect(second.map((c) => c.id)).toEqual(EXPECTED.slice(20).map((c) => c.id));

    // Past the end: an empty page, not an error.
    const end = second.at(-1) as Comment;
    expect(ok(await listComments(TOUR, end))).toEqual([]);
  });

  it('keeps the microseconds of each comment, so times within a millisecond stay apart', async () => {
    const page = ok(await listComments(TOUR, ok(await listComments(TOUR)).at(-1)));
    const [sameInstant, sameMillisecond] = page;
    expect(sameInstant?.createdAt).toBeCloseTo(Date.parse('2026-11-01T12:40:00.123Z') + 0.456, 3);
    expect(sameMillisecond?.createdAt).toBeCloseTo(
      Date.parse('2026-11-01T12:40:00.123Z') + 0.001,
      3,
    );
  });
});
