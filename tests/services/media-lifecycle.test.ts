import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMuseum, deleteMuseum } from '@/features/museums/api/museum-edits';
import { createTour, deleteTour, editTour } from '@/features/tours/api/tour-edits';
import { createWork, deleteWork } from '@/features/works/api/work-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { createAccount, documentIds, storagePaths } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-services@museo.test', password: 'admin-pass-1' };
const USER = { email: 'user-services@museo.test', password: 'user-pass-1' };

const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const image = (bytes = 2048, contentType = 'image/webp'): MediaFile => ({
  baseName: 'mainImg',
  data: new Blob([new Uint8Array(bytes).fill(7)], { type: contentType }),
  contentType,
});
const audio = (language: 'es' | 'en'): MediaFile => ({
  baseName: `audio-${language}`,
  data: new Blob([new Uint8Array(4096).fill(1)], { type: 'audio/mpeg' }),
  contentType: 'audio/mpeg',
});
const tourInput = (museumId: string) => ({
  museumId,
  name: bilingual('Tour'),
  description: bilingual('About the tour'),
  resume: bilingual('Watch a film'),
  address: 'Av. del Libertador 1473',
  museum: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
});
const workInput = (tourId: string, order = 1) => ({
  tourId,
  order,
  name: bilingual('Work'),
  description: bilingual('About the work'),
  author: 'Ernesto de la Cárcova',
  transcript: bilingual('Narration'),
});

let museumId: string;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await createAccount(USER.email, USER.password, { name: 'Lu', surname: 'User', isAdmin: false });
  await signInAs(ADMIN);
  museumId = ok(
    await createMuseum({ name: bilingual('Museum'), description: bilingual('About') }, image()),
  );
});

afterAll(async () => {
  await signOut(auth());
});

beforeEach(async () => {
  await signInAs(ADMIN);
});

describe('creating with media', () => {
  it('stores the museum with its image URL, type and size, under {id}/mainImg', async () => {
    expect(await storagePaths(`${museumId}/`)).toEqual([`${museumId}/mainImg.webp`]);
    expect(await documentIds('tematics')).toContain(museumId);
  });

  it('reports upload progress up to the whole file', async () => {
    const seen: number[] = [];
    const tourId = ok(
      await createTour(tourInput(museumId), image(300_000), {
        onProgress: ({ fraction }) => seen.push(fraction),
      }),
    );
    expect(seen.at(-1)).toBe(1);
    expect(await storagePaths(`${tourId}/`)).toEqual([`${tourId}/mainImg.webp`]);
  });

  it('leaves no document and no file when one upload is refused midway (image over 5 MB)', async () => {
    const tourId = ok(await createTour(tourInput(museumId), image()));
    const filesBefore = await storagePaths();
    const worksBefore = await documentIds('obras');
    const result = await createWork(workInput(tourId), [
      audio('es'),
      audio('en'),
      image(5 * 1024 * 1024 + 1),
    ]);
    expect(result.isError && result.error.code).toBe('permissionDenied');
    expect(await storagePaths()).toEqual(filesBefore);
    expect(await documentIds('obras')).toEqual(worksBefore);
  });

  it('removes the uploaded files when the document write fails after the uploads', async () => {
    const filesBefore = await storagePaths();
    const worksBefore = await documentIds('obras');
    // Its tour does not exist: the write, which reads it first to number the work, fails.
    const result = await createWork(workInput('no-such-tour'), [audio('es'), image()]);
    expect(result.isError && result.error.code).toBe('notFound');
    expect(await storagePaths()).toEqual(filesBefore);
    expect(await documentIds('obras')).toEqual(worksBefore);
  });

  it('refuses a signed-in visitor without leaving anything', async () => {
    await signInAs(USER);
    const filesBefore = await storagePaths();
    const museumsBefore = await documentIds('tematics');
    const result = await createMuseum(
      { name: bilingual('Fake'), description: bilingual('Fake') },
      image(),
    );
    expect(result.isError && result.error.code).toBe('permissionDenied');
    expect(await storagePaths()).toEqual(filesBefore);
    expect(await documentIds('tematics')).toEqual(museumsBefore);
  });
});

describe('replacing media', () => {
  it('deletes the old file once the document points to the new one', async () => {
    const tourId = ok(await createTour(tourInput(museumId), image(1024, 'image/png')));
    expect(await storagePaths(`${tourId}/`)).toEqual([`${tourId}/mainImg.png`]);
    ok(await editTour(tourId, tourInput(museumId), image(1024, 'image/webp')));
    expect(await storagePaths(`${tourId}/`)).toEqual([`${tourId}/mainImg.webp`]);
  });
});

describe('deleting', () => {
  it('deletes a work and its folder', async () => {
    const tourId = ok(await createTour(tourInput(museumId), image()));
    const workId = ok(await createWork(workInput(tourId), [image(), audio('es')]));
    expect(await storagePaths(`${workId}/`)).toHaveLength(2);
    ok(await deleteWork(workId));
    expect(await storagePaths(`${workId}/`)).toEqual([]);
    expect(await documentIds('obras')).not.toContain(workId);
  });

  it('deletes a tour with its works, their files and its comments: nothing remains', async () => {
    const tourId = ok(await createTour(tourInput(museumId), image()));
    const works = [
      ok(await createWork(workInput(tourId, 1), [image(), audio('es'), audio('en')])),
      ok(await createWork(workInput(tourId, 2), [image()])),
    ];
    const report = ok(await deleteTour(tourId));
    expect(report.works).toBe(2);
    for (const id of [tourId, ...works]) {
      expect(await storagePaths(`${id}/`)).toEqual([]);
    }
    expect(await documentIds('exposition')).not.toContain(tourId);
    const remainingWorks = await documentIds('obras');
    for (const id of works) expect(remainingWorks).not.toContain(id);
  });

  it('deletes a museum with its tours, their works and every file: nothing remains', async () => {
    const doomed = ok(
      await createMuseum({ name: bilingual('Doomed'), description: bilingual('Doomed') }, image()),
    );
    const tours = [
      ok(await createTour(tourInput(doomed), image())),
      ok(await createTour(tourInput(doomed), image())),
    ];
    const work = ok(await createWork(workInput(tours[0] ?? ''), [image(), audio('es')]));
    const steps: string[] = [];
    const report = ok(
      await deleteMuseum(doomed, (progress) => {
        steps.push(`${String(progress.tour?.index ?? '-')}:${progress.step}`);
      }),
    );
    expect(report.tours).toBe(2);
    for (const id of [doomed, ...tours, work]) expect(await storagePaths(`${id}/`)).toEqual([]);
    expect(await documentIds('tematics')).not.toContain(doomed);
    const remaining = await documentIds('exposition');
    for (const id of tours) expect(remaining).not.toContain(id);
    expect(await documentIds('obras')).not.toContain(work);
    // The admin watched it go: each tour in turn, then the museum's own files.
    expect(steps).toContain('1:unpublish');
    expect(steps).toContain('2:files');
    expect(steps.at(-1)).toBe('-:files');
    // The other museum and its tours are untouched.
    expect(await documentIds('tematics')).toContain(museumId);
  });

  it('deletes an empty museum and its image', async () => {
    const emptyId = ok(
      await createMuseum({ name: bilingual('Empty'), description: bilingual('Empty') }, image()),
    );
    expect(ok(await deleteMuseum(emptyId)).tours).toBe(0);
    expect(await documentIds('tematics')).not.toContain(emptyId);
    expect(await storagePaths(`${emptyId}/`)).toEqual([]);
  });
});
