// npm run migrate-likes against the emulators: a project as the original product left it (tours
// listing who liked them) becomes one like document per visitor and a count. Dry first, safe to
// run again, and finished by the next run when one stops part way.
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateLikes } from '../../scripts/migrate-likes.mjs';
import { getTour } from '@/features/tours/api/tours';
import { tourLikePath, tourLikesPath } from '@/lib/firebase/paths';
import type { Result } from '@/lib/result';
import {
  clearFirestore,
  countDocuments,
  readDocument,
  StoredTime,
  writeDocument,
  writeDocuments,
} from '../support/inspect';
import { MIGRATION_OPTIONS } from './support/migration';

const options = MIGRATION_OPTIONS;

const likers = (n: number) => Array.from({ length: n }, (_, i) => `visitor-${String(i)}`);
const BIG = likers(1000); // three batches

function ok<T>(result: Result<T>): T {
  if (result.isError) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

/** A tour as the original product stored it: the list of likers, no count. */
function oldTour(id: string, likes: string[]) {
  const at = new StoredTime('2024-05-01T12:00:00.000000Z');
  return writeDocument(`exposition/${id}`, {
    tematicId: 'mnba',
    name: { es: id, en: id },
    description: { es: 'd', en: 'd' },
    resume: { es: '', en: '' },
    address: 'Av. del Libertador 1473',
    museum: 'Museo Nacional de Bellas Artes',
    highlight: false,
    likes,
    state: 'published',
    image: null,
    createdAt: at,
    updatedAt: at,
  });
}

/** Every tour as stored, to compare before and after a run that must change nothing. */
async function snapshot() {
  const ids = ['big', 'few', 'none', 'new'];
  return Promise.all(
    ids.map(async (id) => ({
      tour: await readDocument(`exposition/${id}`),
      likes: await countDocuments(tourLikesPath(id)),
    })),
  );
}

beforeAll(async () => {
  await clearFirestore();
  await oldTour('big', BIG);
  await oldTour('few', ['ana', 'beto', 'ana', 'bad/uid']);
  await oldTour('none', []);
  // Created by this version: a count and its like documents already.
  await oldTour('new', []);
  await writeDocument('exposition/new', { likeCount: 2 }, { only: ['likeCount', 'likes'] });
  await writeDocuments(
    ['x', 'y'].map((uid) => ({
      path: tourLikePath('new', uid),
      data: { createdAt: new StoredTime('2026-01-01T00:00:00Z') },
    })),
  );
});

describe('npm run migrate-likes', () => {
  it('says on a dry run what it would do, and writes nothing', async () => {
    const before = await snapshot();
    const lines: string[] = [];
    const report = await migrateLikes({ ...options, dryRun: true, log: (l) => lines.push(l) });
    expect(report).toMatchObject({
      tours: 4,
      migrated: 3,
      alreadyDone: 1,
      created: 1002,
      named: 2,
    });
    expect(lines.join('\n')).toContain(
      'exposition/big: 1000 in the list, would create 1000 like documents in 3 batches',
    );
    expect(lines.at(-1)).toContain('Nothing was written (--dry-run).');
    expect(await snapshot()).toEqual(before);
  });

  it('finishes a tour a run left half done when it stopped, and no more', async () => {
    // The network goes after the first batch of likes: the tour keeps its list.
    let commits = 0;
    const failing: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith(':commit') && ++commits > 1) {
        return Promise.reject(new Error('network down'));
      }
      return fetch(input, init);
    };
    await expect(migrateLikes({ ...options, fetch: failing })).rejects.toThrow(/network down/);
    expect(await countDocuments(tourLikesPath('big'))).toBe(450);
    expect((await readDocument('exposition/big'))?.likes).toHaveLength(1000);

    const report = await migrateLikes(options);
    expect(report).toMatchObject({ migrated: 3, alreadyDone: 1, created: 550 + 2, skipped: 1 });
    // Every like document says whose it is: the new ones as written, the older ones named.
    expect(report.named).toBe(2);
    expect(await readDocument(tourLikePath('big', 'visitor-999'))).toMatchObject({
      userId: 'visitor-999',
    });
    expect(await readDocument(tourLikePath('new', 'x'))).toMatchObject({ userId: 'x' });
    const big = await readDocument('exposition/big');
    expect(big?.likeCount).toBe(1000);
    expect(big?.likes).toBeUndefined();
    expect(await countDocuments(tourLikesPath('big'))).toBe(1000);
    expect(await readDocument(tourLikePath('big', 'visitor-999'))).not.toBeNull();

    const few = await readDocument('exposition/few');
    expect(few?.likeCount).toBe(2);
    expect(few?.likes).toBeUndefined();
    expect(await countDocuments(tourLikesPath('few'))).toBe(2);
    expect((await readDocument('exposition/none'))?.likeCount).toBe(0);
    // Nothing else on the tours changed.
    expect(big?.name).toEqual({ es: 'big', en: 'big' });
    expect(big?.updatedAt).toBe('2024-05-01T12:00:00Z');
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const report = await migrateLikes(options);
    expect(report).toMatchObject({ tours: 4, migrated: 0, alreadyDone: 4, created: 0, named: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves tours the app reads as their count, and the command says so', async () => {
    expect(ok(await getTour('big')).likeCount).toBe(1000);
    const run = spawnSync('node', ['scripts/migrate-likes.mjs', '--dry-run'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('4 tours: 0 would be migrated');
  });

  it('refuses options it does not know, with its usage', () => {
    const run = spawnSync('node', ['scripts/migrate-likes.mjs', '--projekt', 'x'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run migrate-likes');
  });
});
