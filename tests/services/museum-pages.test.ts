import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMuseumsPage } from '@/features/museums/api/museums';
import { auth } from '@/lib/firebase/auth';
import { MUSEUMS_PAGE } from '@/config/public-lists';
import { cacheClear } from '@/lib/cache';
import { deleteDocument, documentIds, writeDocument } from '../support/inspect';
import { ok } from './support/session';

// Ids that sort before, between and after the demo's, so the pages' ends fall among them.
const ADDED = ['aa-1', 'aa-2', 'mm-1', 'mm-2', 'mm-3', 'mm-4', 'zz-1', 'zz-2', 'zz-3'];

beforeAll(async () => {
  await signOut(auth());
  for (const id of ADDED) {
    await writeDocument(`tematics/${id}`, {
      name: { es: `Museo ${id}`, en: `Museum ${id}` },
      description: { es: 'd', en: 'd' },
      image: null,
      publishedTours: 0,
    });
  }
  cacheClear();
});

afterAll(async () => {
  for (const id of ADDED) await deleteDocument(`tematics/${id}`);
  cacheClear();
});

describe('/museos, a page at a time (signed-out visitor)', () => {
  it('reads every museum once, in the order of their ids, a page and one more at a time', async () => {
    // Every museum stored: the files share one emulator, and earlier ones may have cleared the
    // demo's museums or left their own.
    const all = await documentIds('tematics');
    expect(all).toEqual(expect.arrayContaining(ADDED));
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 1; pages <= Math.ceil(all.length / MUSEUMS_PAGE) + 1; pages++) {
      const read = ok(await listMuseumsPage(after));
      // Each page reads one museum more than it shows: the next page's first.
      expect(read.length).toBeLessThanOrEqual(MUSEUMS_PAGE + 1);
      const shown = read.slice(0, MUSEUMS_PAGE);
      seen.push(...shown.map((museum) => museum.id));
      if (read.length <= MUSEUMS_PAGE) break;
      expect(read.at(-1)?.id).toBe(all[seen.length]);
      after = shown.at(-1)?.id;
    }
    expect(seen).toEqual(all);
  });
});
