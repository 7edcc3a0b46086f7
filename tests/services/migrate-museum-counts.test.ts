// npm run migrate-museum-counts against the emulators: museums stored before counts (and one
// whose count is wrong) get the number of their published tours. Dry first, safe to run again.
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateMuseumCounts } from '../../scripts/migrate-museum-counts.mjs';
import { clearFirestore, readDocument, StoredTime, writeDocument } from '../support/inspect';
import { MIGRATION_OPTIONS } from './support/migration';

const options = MIGRATION_OPTIONS;
const AT = new StoredTime('2024-05-01T12:00:00.000000Z');
const bilingual = (text: string) => ({ es: text, en: text });

const museum = (id: string, publishedTours?: number) =>
  writeDocument(`tematics/${id}`, {
    name: bilingual(id),
    description: bilingual('About it'),
    image: null,
    ...(publishedTours !== undefined && { publishedTours }),
    createdAt: AT,
    updatedAt: AT,
  });

const tour = (id: string, museumId: string, state: 'draft' | 'published') =>
  writeDocument(`exposition/${id}`, {
    tematicId: museumId,
    name: bilingual(id),
    description: bilingual('About it'),
    resume: bilingual(''),
    address: 'Av. del Libertador 1473',
    museum: bilingual(museumId),
    highlight: false,
    likeCount: 0,
    state,
    image: null,
    createdAt: AT,
    updatedAt: AT,
  });

const counts = async (): Promise<Record<string, unknown>> =>
  Object.fromEntries(
    await Promise.all(
      ['old-open', 'old-empty', 'wrong', 'right'].map(async (id): Promise<[string, unknown]> => [
        id,
        (await readDocument(`tematics/${id}`))?.publishedTours,
      ]),
    ),
  );

beforeAll(async () => {
  await clearFirestore();
  await Promise.all([
    museum('old-open'),
    museum('old-empty'),
    museum('wrong', 5),
    museum('right', 1),
    tour('t1', 'old-open', 'published'),
    tour('t2', 'old-open', 'published'),
    tour('t3', 'old-open', 'draft'),
    tour('t4', 'old-empty', 'draft'),
    tour('t5', 'wrong', 'published'),
    tour('t6', 'right', 'published'),
  ]);
});

describe('npm run migrate-museum-counts', () => {
  it('says what it would count on a dry run, and writes nothing', async () => {
    const lines: string[] = [];
    const report = await migrateMuseumCounts({
      ...options,
      dryRun: true,
      log: (line) => lines.push(line),
    });
    expect(report).toEqual({ museums: 4, counted: 3, alreadyDone: 1 });
    expect(lines).toContain('old-open: 2 published tours would be counted.');
    expect(lines).toContain('wrong: 1 published tours would be counted (it said 5).');
    expect(await counts()).toEqual({
      'old-open': undefined,
      'old-empty': undefined,
      wrong: 5,
      right: 1,
    });
  });

  it('counts each museum’s published tours, drafts and other museums’ left out', async () => {
    expect(await migrateMuseumCounts(options)).toEqual({ museums: 4, counted: 3, alreadyDone: 1 });
    expect(await counts()).toEqual({ 'old-open': 2, 'old-empty': 0, wrong: 1, right: 1 });
    const museumAfter = await readDocument('tematics/old-open');
    expect(museumAfter?.name).toEqual(bilingual('old-open'));
  });

  it('changes nothing when run again', async () => {
    expect(await migrateMuseumCounts(options)).toEqual({ museums: 4, counted: 0, alreadyDone: 4 });
    expect(await counts()).toEqual({ 'old-open': 2, 'old-empty': 0, wrong: 1, right: 1 });
  });
});
