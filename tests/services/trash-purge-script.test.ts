// `npm run purge-trash` deletes for ever what has been in the back-office's trash longer than its
// thirty days, with all that was its, as the app's purge does (trash-api.ts: purgeOne): a
// museum's tours (trashed or not) with their works, files, comments, reports and likes; a work's
// files; a comment's reports. Through the REST APIs, as the owner (a service account's rights).
// What is younger, and what was never in the trash, stays; a second run finds nothing.
import { spawnSync } from 'node:child_process';
import { signOut } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as script from '../../scripts/purge-trash.mjs';
import { TRASH_RETENTION_DAYS } from '@/config/retention';
import { auth } from '@/lib/firebase/auth';
import { uploadMedia } from '@/lib/firebase/storage';
import { documentIds, storagePaths, StoredTime, writeDocuments } from '../support/inspect';
import { MIGRATION_OPTIONS } from './support/migration';
import { signInAs, startWithAdmin } from './support/session';

const { purgeTrash } = script;

const ADMIN = { email: 'admin-trash-script@museo.test', password: 'admin-pass-1' };
const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY = 86_400_000;
const LIKES = 620;

const ago = (days: number) => new StoredTime(new Date(NOW - days * DAY).toISOString());
const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const comment = (tourId: string, reportCount: number) => ({
  expositionId: tourId,
  comment: 'Muy lindo',
  userId: 'visitor-1',
  hidden: reportCount > 0,
  reportCount,
  reported: reportCount > 0,
  staff: false,
  createdAt: ago(50),
});
const report = (reason: string) => ({ reason, createdAt: ago(45) });
/** A document's fields, as writeDocuments takes them. */
type Fields = Parameters<typeof writeDocuments>[0][number]['data'];
/** A trash entry, `trash/{kind}_{id}`, trashed `daysAgo` days before NOW. */
const entry = (
  kind: 'museum' | 'tour' | 'work' | 'comment',
  id: string,
  daysAgo: number,
  fields: Fields = {},
) => ({
  path: `trash/${kind}_${id}`,
  data: { kind, id, ...fields, trashedAt: ago(daysAgo), trashedBy: 'admin-uid' },
});

/** Files, as the back-office uploads them: `{id}/{name}`. */
async function upload(id: string, names: string[]) {
  for (const name of names) {
    const contentType = name.endsWith('.mp3') ? 'audio/mpeg' : 'image/webp';
    await uploadMedia(
      `${id}/${name}`,
      new Blob([new Uint8Array(512).fill(5)], { type: contentType }),
      {
        contentType,
      },
    );
  }
}

/** Entries trashed 40 days ago with all they hold, younger ones, and what was never trashed. */
async function seed() {
  await startWithAdmin(ADMIN);
  await writeDocuments([
    // A museum trashed 40 days ago, with the tour that went with it (trashed, with its entry)
    // and one that came back meanwhile (a draft): both go with the museum.
    entry('museum', 'old-museum', 40, { doc: { name: bilingual('Old museum') } }),
    {
      path: 'exposition/old-tour',
      data: { tematicId: 'old-museum', state: 'trashed', name: bilingual('Old tour') },
    },
    entry('tour', 'old-tour', 40, { parent: 'old-museum', within: 'old-museum' }),
    {
      path: 'exposition/old-draft',
      data: { tematicId: 'old-museum', state: 'draft', name: bilingual('Came back') },
    },
    { path: 'obras/old-tour-work', data: { expositionId: 'old-tour', order: 1 } },
    { path: 'comments/old-tour-comment', data: comment('old-tour', 1) },
    { path: 'comments/old-tour-comment/reports/visitor-2', data: report('spam') },
    ...Array.from({ length: LIKES }, (_, n) => ({
      path: `exposition/old-tour/likes/visitor-${String(n).padStart(3, '0')}`,
      data: { userId: `visitor-${String(n).padStart(3, '0')}`, createdAt: ago(60) },
    })),
    // A work of that tour trashed on its own 5 days ago: young, but it goes with its tour.
    entry('work', 'old-tour-trashed-work', 5, {
      parent: 'old-tour',
      doc: { expositionId: 'old-tour', order: 2 },
    }),
    // A work and a comment of a live tour, trashed 40 days ago; a work trashed 10 days ago.
    entry('work', 'old-work', 40, { parent: 'live-tour', doc: { expositionId: 'live-tour' } }),
    entry('comment', 'old-comment', 40, {
      parent: 'live-tour',
      userId: 'visitor-1',
      doc: comment('live-tour', 2),
    }),
    { path: 'comments/old-comment/reports/visitor-2', data: report('spam') },
    { path: 'comments/old-comment/reports/visitor-3', data: report('rude') },
    entry('work', 'young-work', 10, { parent: 'live-tour', doc: { expositionId: 'live-tour' } }),
    // What was never in the trash.
    { path: 'tematics/live-museum', data: { name: bilingual('Live museum') } },
    {
      path: 'exposition/live-tour',
      data: { tematicId: 'live-museum', state: 'published', name: bilingual('Live tour') },
    },
    { path: 'obras/live-work', data: { expositionId: 'live-tour', order: 1 } },
    { path: 'comments/live-comment', data: comment('live-tour', 1) },
    { path: 'comments/live-comment/reports/visitor-2', data: report('spam') },
    { path: 'exposition/live-tour/likes/visitor-1', data: { userId: 'visitor-1' } },
  ]);
  await signInAs(ADMIN);
  await Promise.all([
    upload('old-museum', ['mainImg.webp']),
    upload('old-tour', ['mainImg.webp', 'map.webp']),
    upload('old-draft', ['mainImg.webp']),
    upload('old-tour-work', ['mainImg.webp', 'mainImg-640.webp', 'audio-es.mp3']),
    upload('old-tour-trashed-work', ['mainImg.webp']),
    upload('old-work', ['mainImg.webp', 'audio-es.mp3']),
    upload('young-work', ['mainImg.webp', 'audio-en.mp3']),
    upload('live-museum', ['mainImg.webp']),
    upload('live-tour', ['mainImg.webp']),
    upload('live-work', ['mainImg.webp']),
    // Its name starts as old-work's does: only old-work's own folder goes.
    upload('old-work-neighbour', ['mainImg.webp']),
  ]);
}

afterAll(async () => {
  await signOut(auth());
});

/** Everything the seed wrote that a purge could touch. */
async function state() {
  return {
    trash: await documentIds('trash'),
    museums: await documentIds('tematics'),
    tours: await documentIds('exposition'),
    works: await documentIds('obras'),
    comments: await documentIds('comments'),
    reports: {
      'old-tour-comment': await documentIds('comments/old-tour-comment/reports'),
      'old-comment': await documentIds('comments/old-comment/reports'),
      'live-comment': await documentIds('comments/live-comment/reports'),
    },
    likes: {
      'old-tour': (await documentIds('exposition/old-tour/likes')).length,
      'live-tour': await documentIds('exposition/live-tour/likes'),
    },
    files: await storagePaths(),
  };
}

/** What is left after the purge: the young entry and what was never in the trash. */
const AFTER = {
  trash: ['work_young-work'],
  museums: ['live-museum'],
  tours: ['live-tour'],
  works: ['live-work'],
  comments: ['live-comment'],
  reports: { 'old-tour-comment': [], 'old-comment': [], 'live-comment': ['visitor-2'] },
  likes: { 'old-tour': 0, 'live-tour': ['visitor-1'] },
  files: [
    'live-museum/mainImg.webp',
    'live-tour/mainImg.webp',
    'live-work/mainImg.webp',
    'old-work-neighbour/mainImg.webp',
    'young-work/audio-en.mp3',
    'young-work/mainImg.webp',
  ],
};

const PURGED = {
  entries: 5,
  tours: 2,
  works: 1,
  comments: 1,
  reports: 3,
  likes: LIKES,
  files: 10,
};

describe('npm run purge-trash empties the trash of what is past its thirty days', () => {
  it('the app and the script count the same thirty days', () => {
    expect(script.TRASH_RETENTION_DAYS).toBe(TRASH_RETENTION_DAYS);
    expect(TRASH_RETENTION_DAYS).toBe(30);
  });

  it('takes --bucket from the command line, and refuses it without a name', () => {
    const run = spawnSync(
      'node',
      [
        'scripts/purge-trash.mjs',
        '--dry-run',
        '--bucket',
        `${MIGRATION_OPTIONS.projectId}.appspot.com`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\d+ trash entr(y|ies) would be deleted for ever \(kept 30 days/);
    const bad = spawnSync('node', ['scripts/purge-trash.mjs', '--bucket'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('[--bucket <name>]');
  });

  describe('with old entries, a young one and live documents', () => {
    beforeEach(seed);

    it('says what it would delete on a dry run, and deletes nothing', async () => {
      const before = await state();
      expect(before.trash).toHaveLength(6);
      expect(before.files).toHaveLength(16);
      const lines: string[] = [];
      const dry = await purgeTrash({
        ...MIGRATION_OPTIONS,
        dryRun: true,
        now: NOW,
        log: (line) => lines.push(line),
      });
      expect(dry).toEqual({ messages: 0, trash: PURGED });
      expect(lines).toContain(
        '5 trash entries would be deleted for ever (kept 30 days, so trashed before 2026-10-30), ' +
          'and with them 2 tours, 1 work, 1 comment, 3 reports, 620 likes and 10 files. ' +
          'Nothing was written (--dry-run).',
      );
      expect(await state()).toEqual(before);
    });

    it('deletes the old entries with all that was theirs, in commits under 500 writes, once', async () => {
      const commits: number[] = [];
      const watched: typeof fetch = (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith(':commit') && typeof init?.body === 'string') {
          commits.push((JSON.parse(init.body) as { writes: unknown[] }).writes.length);
        }
        return fetch(input, init);
      };
      const lines: string[] = [];
      const purged = await purgeTrash({
        ...MIGRATION_OPTIONS,
        fetch: watched,
        now: NOW,
        log: (line) => lines.push(line),
      });
      expect(purged).toEqual({ messages: 0, trash: PURGED });
      expect(lines).toContain(
        '5 trash entries were deleted for ever (kept 30 days, so trashed before 2026-10-30), ' +
          'and with them 2 tours, 1 work, 1 comment, 3 reports, 620 likes and 10 files.',
      );
      expect(await state()).toEqual(AFTER);
      // 632 deletes: more than one commit, each under Firestore's 500 writes.
      expect(commits.reduce((sum, writes) => sum + writes, 0)).toBe(632);
      expect(commits.length).toBeGreaterThan(1);
      expect(Math.max(...commits)).toBeLessThan(500);

      // Again: nothing more to delete, and nothing else goes.
      lines.length = 0;
      expect(
        await purgeTrash({ ...MIGRATION_OPTIONS, now: NOW, log: (line) => lines.push(line) }),
      ).toEqual({ messages: 0 });
      expect(lines).toContain(
        '0 trash entries were deleted for ever (kept 30 days, so trashed before 2026-10-30).',
      );
      expect(await state()).toEqual(AFTER);
    });
  });
});
