// npm run migrate-comments against the emulators: comments stored before moderation get the
// fields the public list and reports need, the staff mark from their author's role, and no
// field they already hold is touched. Dry first, safe to run again.
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateComments } from '../../scripts/migrate-comments.mjs';
import { clearFirestore, readDocument, StoredTime, writeDocument } from '../support/inspect';
import { MIGRATION_OPTIONS } from './support/migration';

const options = MIGRATION_OPTIONS;
const AT = new StoredTime('2024-05-01T12:00:00.000000Z');

const comment = (id: string, userId: string, moderation: Record<string, unknown> = {}) =>
  writeDocument(`comments/${id}`, {
    expositionId: 'tour-1',
    userId,
    author: { name: 'Ana', surname: 'Paz' },
    comment: `Comment ${id}`,
    likes: [],
    createdAt: AT,
    ...moderation,
  });

const MODERATION = ['hidden', 'reportCount', 'reported', 'staff'] as const;
const state = async (id: string) => {
  const stored = await readDocument(`comments/${id}`);
  return Object.fromEntries(MODERATION.map((field) => [field, stored?.[field]]));
};

beforeAll(async () => {
  await clearFirestore();
  await Promise.all([
    writeDocument('users/visitor', { name: 'Ana', surname: 'Paz', isAdmin: false }),
    writeDocument('users/curator', { name: 'Sol', surname: 'Ríos', isAdmin: true }),
    comment('old-visitor', 'visitor'),
    comment('old-curator', 'curator'),
    comment('old-deleted-account', 'gone'),
    // Hidden by an admin after moderation came, with three reports: left exactly as it is.
    comment('moderated', 'visitor', {
      hidden: true,
      reportCount: 3,
      reported: true,
      staff: false,
      hiddenReason: 'insults',
    }),
  ]);
});

describe('npm run migrate-comments', () => {
  it('says what it would complete on a dry run, and writes nothing', async () => {
    const lines: string[] = [];
    const report = await migrateComments({ ...options, dryRun: true, log: (l) => lines.push(l) });
    expect(report).toEqual({ comments: 4, completed: 3, alreadyDone: 1 });
    expect(lines.at(-1)).toMatch(/3 would be made ready.*Nothing was written/);
    expect(await state('old-visitor')).toEqual({
      hidden: undefined,
      reportCount: undefined,
      reported: undefined,
      staff: undefined,
    });
  });

  it('makes old comments public and unreported, marked staff only when their author is an admin', async () => {
    expect(await migrateComments(options)).toEqual({ comments: 4, completed: 3, alreadyDone: 1 });
    const fresh = { hidden: false, reportCount: 0, reported: false };
    expect(await state('old-visitor')).toEqual({ ...fresh, staff: false });
    expect(await state('old-curator')).toEqual({ ...fresh, staff: true });
    expect(await state('old-deleted-account')).toEqual({ ...fresh, staff: false });
    expect(await state('moderated')).toEqual({
      hidden: true,
      reportCount: 3,
      reported: true,
      staff: false,
    });
    const after = await readDocument('comments/old-visitor');
    expect(after?.comment).toBe('Comment old-visitor');
    expect((await readDocument('comments/moderated'))?.hiddenReason).toBe('insults');
  });

  it('changes nothing when run again', async () => {
    expect(await migrateComments(options)).toEqual({ comments: 4, completed: 0, alreadyDone: 4 });
  });
});
