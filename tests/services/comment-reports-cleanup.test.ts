// A report names who made it: when an admin deletes a comment, or the tour it was on, its
// reports go with it, and other comments' reports stay.
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteForEver, restoreEntry } from '@/features/cpanel/api/trash';
import { trashModerated } from '@/features/comments/api/moderation';
import { deleteTour } from '@/features/tours/api/tour-edits';
import { auth } from '@/lib/firebase/auth';
import {
  documentIds,
  NEW_COMMENT_FLAGS,
  readDocument,
  StoredTime,
  writeDocument,
} from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-reports@museo.test', password: 'admin-pass-1' };
const AT = new StoredTime('2026-11-01T12:00:00.000000Z');
const bilingual = (text: string) => ({ es: text, en: text });

const tour = (id: string) =>
  writeDocument(`exposition/${id}`, {
    tematicId: 'reports-museum',
    name: bilingual(id),
    description: bilingual('d'),
    resume: bilingual(''),
    address: 'a',
    museum: bilingual('M'),
    highlight: false,
    likeCount: 0,
    state: 'draft',
    image: null,
    createdAt: AT,
    updatedAt: AT,
  });

/** A comment on `tourId` reported by each of `reporters`. */
async function reported(id: string, tourId: string, reporters: string[]) {
  await writeDocument(`comments/${id}`, {
    expositionId: tourId,
    userId: 'author',
    author: { name: 'Ana', surname: 'Paz' },
    comment: `Comment ${id}`,
    likes: [],
    ...NEW_COMMENT_FLAGS,
    reportCount: reporters.length,
    reported: reporters.length > 0,
    createdAt: AT,
  });
  for (const uid of reporters) {
    await writeDocument(`comments/${id}/reports/${uid}`, { reason: 'spam', createdAt: AT });
  }
}

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await tour('reports-tour');
  await tour('reports-other-tour');
  await reported('single', 'reports-other-tour', ['r1', 'r2']);
  await reported('kept', 'reports-other-tour', ['r3']);
  await reported('on-tour-1', 'reports-tour', ['r1', 'r2', 'r3']);
  await reported('on-tour-2', 'reports-tour', []);
  await signInAs(ADMIN);
});

afterAll(async () => {
  await signOut(auth());
});

describe('deleting what was reported', () => {
  it('a comment in the trash keeps its reports, and comes back with them', async () => {
    ok(await trashModerated('single'));
    expect(await readDocument('comments/single')).toBeNull();
    expect(await readDocument('trash/comment_single')).toMatchObject({
      kind: 'comment',
      userId: 'author',
      doc: { comment: 'Comment single', reportCount: 2 },
    });
    expect(await documentIds('comments/single/reports')).toEqual(['r1', 'r2']);
    ok(await restoreEntry({ kind: 'comment', id: 'single' }));
    expect(await readDocument('comments/single')).toMatchObject({ reportCount: 2 });
    expect(await readDocument('trash/comment_single')).toBeNull();
  });

  it('deleting a comment for ever from the trash deletes its reports, and no other comment’s', async () => {
    ok(await trashModerated('single'));
    ok(await deleteForEver({ kind: 'comment', id: 'single' }));
    expect(await readDocument('comments/single')).toBeNull();
    expect(await readDocument('trash/comment_single')).toBeNull();
    expect(await documentIds('comments/single/reports')).toEqual([]);
    expect(await documentIds('comments/kept/reports')).toEqual(['r3']);
  });

  it('deleting a tour deletes its comments’ reports', async () => {
    const report = ok(await deleteTour('reports-tour'));
    expect(report.comments).toBe(2);
    expect(await documentIds('comments/on-tour-1/reports')).toEqual([]);
    expect(await documentIds('comments')).toEqual(['kept']);
    expect(await documentIds('comments/kept/reports')).toEqual(['r3']);
  });
});
