// Contact messages are kept twelve months, as the privacy notice says: older ones go when an admin
// opens the back-office (the app's purge, as the admin, through the rules) or with
// `npm run purge-trash` (the REST API, as a service account). Younger ones stay.
import { spawnSync } from 'node:child_process';
import { signOut } from 'firebase/auth';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_RETENTION_DAYS as SCRIPT_DAYS, purgeTrash } from '../../scripts/purge-trash.mjs';
import { MESSAGE_RETENTION_DAYS } from '@/config/retention';
import { purgeExpiredMessages } from '@/features/contact/api/retention';
import { auth } from '@/lib/firebase/auth';
import { countDocuments, documentIds, StoredTime, writeDocuments } from '../support/inspect';
import { MIGRATION_OPTIONS } from './support/migration';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-retention@museo.test', password: 'admin-pass-1' };
const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY = 86_400_000;

/** `count` messages sent `daysAgo` days before NOW, ids `<prefix>-<n>`. */
const sent = (prefix: string, count: number, daysAgo: number) =>
  Array.from({ length: count }, (_, n) => ({
    path: `messages/${prefix}-${String(n).padStart(3, '0')}`,
    data: {
      nombre: 'Lucía',
      email: 'lucia@example.test',
      message: '¿Abren los lunes?',
      handled: false,
      createdAt: new StoredTime(new Date(NOW - daysAgo * DAY).toISOString()),
    },
  }));

beforeEach(async () => {
  await startWithAdmin(ADMIN);
  // More old ones than one commit deletes; a young one a day short of the limit.
  await writeDocuments([
    ...sent('old', 460, 400),
    ...sent('edge', 1, 366),
    ...sent('young', 2, 364),
    ...sent('new', 1, 0),
  ]);
});

afterAll(async () => {
  await signOut(auth());
});

const left = async () => (await documentIds('messages')).map((id) => id.replace(/-\d+$/, ''));

describe('contact messages are kept twelve months', () => {
  it('the app and the script count the same twelve months', () => {
    expect(SCRIPT_DAYS).toBe(MESSAGE_RETENTION_DAYS);
    expect(MESSAGE_RETENTION_DAYS).toBe(365);
  });

  it('an admin opening the back-office deletes the older ones, and no other', async () => {
    await signInAs(ADMIN);
    expect(ok(await purgeExpiredMessages(NOW))).toBe(461);
    expect(new Set(await left())).toEqual(new Set(['young', 'new']));
    expect(ok(await purgeExpiredMessages(NOW))).toBe(0);
  });

  it('npm run purge-trash says what it would delete, then deletes it', async () => {
    const lines: string[] = [];
    const dry = await purgeTrash({
      ...MIGRATION_OPTIONS,
      dryRun: true,
      now: NOW,
      log: (line) => lines.push(line),
    });
    expect(dry).toEqual({ messages: 461 });
    expect(lines.at(-1)).toBe(
      '461 contact messages sent before 2025-11-29 would be deleted (kept 365 days). ' +
        'Nothing was written (--dry-run).',
    );
    expect(await countDocuments('messages')).toBe(464);
    expect(await purgeTrash({ ...MIGRATION_OPTIONS, now: NOW })).toEqual({ messages: 461 });
    expect(new Set(await left())).toEqual(new Set(['young', 'new']));
    expect(await purgeTrash({ ...MIGRATION_OPTIONS, now: NOW })).toEqual({ messages: 0 });
  });

  it('runs from the command line, and refuses an option it does not know', () => {
    const run = spawnSync('node', ['scripts/purge-trash.mjs', '--dry-run'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/contact messages sent before \d{4}-\d{2}-\d{2} would be deleted/);
    const bad = spawnSync('node', ['scripts/purge-trash.mjs', '--projekt', 'x'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Usage: npm run purge-trash');
  });
});
