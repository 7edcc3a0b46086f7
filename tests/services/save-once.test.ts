// A record's id is chosen before its first write, so saving it again (a second click, a retry
// from the upload tray, a draft saved again after a reload) never adds a second one: the
// services edit what an earlier run created (src/lib/firebase/create-once.ts).
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseum, newMuseumId } from '@/features/museums/api/museum-edits';
import { createTour, newTourId } from '@/features/tours/api/tour-edits';
import { createWork } from '@/features/works/api/work-edits';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { newRecordId } from '@/lib/new-id';
import {
  StoredTime,
  documentIds,
  readDocument,
  storagePaths,
  writeDocument,
} from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-once@museo.test', password: 'admin-pass-1' };

const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const image = (baseName = 'mainImg'): MediaFile => ({
  baseName,
  data: new Blob([new Uint8Array(2048).fill(7)], { type: 'image/webp' }),
  contentType: 'image/webp',
});
const narration = (): MediaFile => ({
  baseName: 'audio-es',
  data: new Blob([new Uint8Array(4096).fill(1)], { type: 'audio/mpeg' }),
  contentType: 'audio/mpeg',
  duration: 12.5,
});
const tourInput = (museumId: string, name = 'Tour') => ({
  museumId,
  name: bilingual(name),
  description: bilingual('About the tour'),
  resume: bilingual(''),
  address: 'Av. del Libertador 1473',
  museum: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
});
const workInput = (tourId: string, order: number, name: string) => ({
  tourId,
  order,
  name: bilingual(name),
  description: bilingual('About the work'),
  author: 'Antonio Berni',
  transcript: bilingual(''),
});

const numbers = async (tourId: string) =>
  ok(await listWorksOfTourUncached(tourId)).map(
    (work) => `${work.name.es.replace(' (es)', '')}:${String(work.order)}`,
  );

let museumId: string;
let tourId: string;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await signInAs(ADMIN);
  museumId = ok(
    await createMuseum({ name: bilingual('Museum'), description: bilingual('d') }, image()),
  );
  tourId = ok(await createTour(tourInput(museumId), image()));
  ok(await createWork(workInput(tourId, 1, 'A'), [image()]));
  ok(await createWork(workInput(tourId, 2, 'B'), [image()]));
});

afterAll(async () => {
  await signOut(auth());
});

describe('saving a new work twice with the same id', () => {
  it('creates one work: the second save edits it, and the numbers do not move again', async () => {
    const id = newRecordId();
    const first = ok(await createWork(workInput(tourId, 2, 'N'), [image(), narration()], {}, id));
    expect(first).toBe(id);
    expect(await numbers(tourId)).toEqual(['A:1', 'N:2', 'B:3']);

    // The same save again (a retry), with a title corrected meanwhile.
    const again = ok(
      await createWork(workInput(tourId, 2, 'N corrected'), [image(), narration()], {}, id),
    );
    expect(again).toBe(id);
    expect(await numbers(tourId)).toEqual(['A:1', 'N corrected:2', 'B:3']);
    expect((await documentIds('obras')).filter((each) => each === id)).toHaveLength(1);
    // Its files are the first save's paths, written again, each once.
    expect(await storagePaths(`${id}/`)).toEqual([`${id}/audio-es.mp3`, `${id}/mainImg.webp`]);
    const stored = await readDocument(`obras/${id}`);
    expect(stored?.media).toMatchObject({
      'audio-es': { path: `${id}/audio-es.mp3`, duration: 12.5 },
      mainImg: { path: `${id}/mainImg.webp` },
    });
  });

  it('creates one work when both saves run at once', async () => {
    const before = await numbers(tourId);
    const id = newRecordId();
    const [one, two] = await Promise.all([
      createWork(workInput(tourId, 1, 'Twice'), [image()], {}, id),
      createWork(workInput(tourId, 1, 'Twice'), [image()], {}, id),
    ]);
    expect(ok(one)).toBe(id);
    expect(ok(two)).toBe(id);
    const after = await numbers(tourId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((entry) => entry.startsWith('Twice:'))).toEqual(['Twice:1']);
    // Still 1..n, each once.
    expect(after.map((entry) => Number(entry.split(':')[1]))).toEqual(
      after.map((_, index) => index + 1),
    );
  });

  it('gives different works to saves with different ids, as two forms do', async () => {
    const before = (await numbers(tourId)).length;
    ok(await createWork(workInput(tourId, 99, 'One'), [image()], {}, newRecordId()));
    ok(await createWork(workInput(tourId, 99, 'Other'), [image()], {}, newRecordId()));
    expect(await numbers(tourId)).toHaveLength(before + 2);
  });
});

describe('saving a new tour or museum twice with the same id', () => {
  it('creates one tour', async () => {
    const id = ok(await newTourId(tourInput(museumId, 'Once')));
    ok(await createTour(tourInput(museumId, 'Once'), image(), {}, id));
    ok(await createTour(tourInput(museumId, 'Once again'), image(), {}, id));
    expect((await documentIds('exposition')).filter((each) => each === id)).toHaveLength(1);
    expect((await readDocument(`exposition/${id}`))?.name).toEqual(bilingual('Once again'));
  });

  it('creates one museum', async () => {
    const id = ok(await newMuseumId({ name: bilingual('M') }));
    ok(await createMuseum({ name: bilingual('M'), description: bilingual('d') }, image(), {}, id));
    ok(await createMuseum({ name: bilingual('M2'), description: bilingual('d') }, image(), {}, id));
    expect((await documentIds('tematics')).filter((each) => each === id)).toHaveLength(1);
    expect((await readDocument(`tematics/${id}`))?.name).toEqual(bilingual('M2'));
  });

  it('never writes over a record another admin saved under that id meanwhile', async () => {
    const id = ok(await newTourId(tourInput(museumId, 'Taken meanwhile')));
    const at = new StoredTime('2026-01-01T12:00:00.000000Z');
    await writeDocument(`exposition/${id}`, {
      tematicId: museumId,
      name: bilingual('Theirs'),
      description: bilingual('About the tour'),
      resume: bilingual(''),
      address: 'Av. del Libertador 1473',
      museum: bilingual('MNBA'),
      highlight: false,
      likeCount: 0,
      state: 'draft',
      image: null,
      createdAt: at,
      updatedAt: at,
      updatedBy: 'another-admin',
    });
    const saved = await createTour(tourInput(museumId, 'Mine'), image(), {}, id);
    expect(saved.isError && saved.error.code).toBe('addressTaken');
    expect((await readDocument(`exposition/${id}`))?.name).toEqual(bilingual('Theirs'));
  });
});

describe('a new tour’s or museum’s address', () => {
  it('is made from its title, and takes -2, -3 when a tour, museum or work has it', async () => {
    const first = ok(await createTour(tourInput(museumId, 'Pampa y Frontera: Ñandú'), image()));
    expect(first).toBe('pampa-y-frontera-nandu-es');
    const second = ok(await createTour(tourInput(museumId, 'Pampa y Frontera: Ñandú'), image()));
    expect(second).toBe('pampa-y-frontera-nandu-es-2');
    // A museum named like the tour takes the next one: its picture must not land in the tour's folder.
    const museum = ok(
      await createMuseum(
        { name: bilingual('Pampa y Frontera: Ñandú'), description: bilingual('d') },
        image(),
      ),
    );
    expect(museum).toBe('pampa-y-frontera-nandu-es-3');
  });
});
