// The back-office stores each image as {base}-{W}.webp plus {base}-640.webp, or both as .jpg from
// a browser that encodes no WebP (ADR 4): creating, replacing, failing and deleting must never
// leave one of them behind.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMuseum, editMuseum } from '@/features/museums/api/museum-edits';
import { getMuseum } from '@/features/museums/api/museums';
import { createTour, deleteTour, editTour } from '@/features/tours/api/tour-edits';
import { getTour } from '@/features/tours/api/tours';
import { getWork } from '@/features/works/api/works';
import { createWork, deleteWork, editWork } from '@/features/works/api/work-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { documentIds, storagePaths } from '../support/inspect';
import { ok, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-variants@museo.test', password: 'admin-pass-1' };
const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const museumInput = { name: bilingual('Museum'), description: bilingual('About') };

const bytes = (size: number, type = 'image/webp') =>
  new Blob([new Uint8Array(size).fill(5)], { type });
/**
 * A resized image as the back-office hands it over: display width W (and its height, 4:3),
 * and 640 when W > 640, as WebP or, from a browser that encodes no WebP, JPEG.
 */
function resized(
  baseName: string,
  width: number,
  size = 4096,
  contentType: 'image/webp' | 'image/jpeg' = 'image/webp',
): MediaFile {
  return {
    baseName,
    contentType,
    data: bytes(size, contentType),
    width,
    height: Math.round((width * 3) / 4),
    variants: width > 640 ? [{ width: 640, data: bytes(1024, contentType) }] : [],
  };
}
const audio = (language: 'es' | 'en', duration?: number): MediaFile => ({
  baseName: `audio-${language}`,
  data: new Blob([new Uint8Array(4096).fill(1)], { type: 'audio/mpeg' }),
  contentType: 'audio/mpeg',
  ...(duration !== undefined && { duration }),
});
const tourInput = (museumId: string) => ({
  museumId,
  name: bilingual('Tour'),
  description: bilingual('About the tour'),
  resume: bilingual(''),
  address: 'Av. del Libertador 1473',
  museum: { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' },
});
const workInput = (tourId: string) => ({
  tourId,
  order: 1,
  name: bilingual('Work'),
  description: bilingual('About the work'),
  author: 'Xul Solar',
  transcript: bilingual(''),
});

let museumId: string;

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await signInWithEmailAndPassword(auth(), ADMIN.email, ADMIN.password);
  museumId = ok(await createMuseum(museumInput, resized('mainImg', 1600)));
});

beforeEach(async () => {
  if (!auth().currentUser) await signInWithEmailAndPassword(auth(), ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await signOut(auth());
});

describe('resized images', () => {
  it('stores the display file and its 640 copy; the document points to the display file', async () => {
    expect(await storagePaths(`${museumId}/`)).toEqual([
      `${museumId}/mainImg-1600.webp`,
      `${museumId}/mainImg-640.webp`,
    ]);
    const museum = ok(await getMuseum(museumId));
    expect(museum.image?.path).toBe(`${museumId}/mainImg-1600.webp`);
    expect(museum.image?.contentType).toBe('image/webp');
    expect(museum.image).toMatchObject({ width: 1600, height: 1200 });
  });

  it('stores a narrow image once, without a small copy', async () => {
    const tourId = ok(await createTour(tourInput(museumId), resized('mainImg', 500)));
    expect(await storagePaths(`${tourId}/`)).toEqual([`${tourId}/mainImg-500.webp`]);
  });

  it('reports progress per file, up to the whole of it with its small copy', async () => {
    const seen: number[] = [];
    const tourId = ok(
      await createTour(tourInput(museumId), resized('mainImg', 1200, 200_000), {
        onProgress: ({ baseName, fraction }) => {
          expect(baseName).toBe('mainImg');
          seen.push(fraction);
        },
      }),
    );
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((fraction, i) => i === 0 || fraction >= (seen[i - 1] ?? 0))).toBe(true);
    expect(await storagePaths(`${tourId}/`)).toHaveLength(2);
  });

  it('replacing an image with one of another width removes both old files', async () => {
    ok(await editMuseum(museumId, museumInput, resized('mainImg', 1024)));
    expect(await storagePaths(`${museumId}/`)).toEqual([
      `${museumId}/mainImg-1024.webp`,
      `${museumId}/mainImg-640.webp`,
    ]);
    ok(await editMuseum(museumId, museumInput, resized('mainImg', 600)));
    expect(await storagePaths(`${museumId}/`)).toEqual([`${museumId}/mainImg-600.webp`]);
    const museum = ok(await getMuseum(museumId));
    expect(museum.image?.path).toBe(`${museumId}/mainImg-600.webp`);
  });

  it('replacing an old unresized image removes it', async () => {
    const tourId = ok(
      await createTour(tourInput(museumId), {
        baseName: 'mainImg',
        data: bytes(2048),
        contentType: 'image/webp',
      }),
    );
    expect(await storagePaths(`${tourId}/`)).toEqual([`${tourId}/mainImg.webp`]);
    ok(await editTour(tourId, tourInput(museumId), resized('mainImg', 1600)));
    expect(await storagePaths(`${tourId}/`)).toEqual([
      `${tourId}/mainImg-1600.webp`,
      `${tourId}/mainImg-640.webp`,
    ]);
  });

  it('stores a JPEG from a browser that encodes no WebP (Safari) under .jpg names, and a WebP replacing it removes both', async () => {
    const tourId = ok(
      await createTour(tourInput(museumId), resized('mainImg', 1200, 4096, 'image/jpeg')),
    );
    expect(await storagePaths(`${tourId}/`)).toEqual([
      `${tourId}/mainImg-1200.jpg`,
      `${tourId}/mainImg-640.jpg`,
    ]);
    const tour = ok(await getTour(tourId));
    expect(tour.image).toMatchObject({
      path: `${tourId}/mainImg-1200.jpg`,
      contentType: 'image/jpeg',
      width: 1200,
      height: 900,
    });
    ok(await editTour(tourId, tourInput(museumId), resized('mainImg', 1600)));
    expect(await storagePaths(`${tourId}/`)).toEqual([
      `${tourId}/mainImg-1600.webp`,
      `${tourId}/mainImg-640.webp`,
    ]);
    ok(await editTour(tourId, tourInput(museumId), resized('mainImg', 640, 4096, 'image/jpeg')));
    expect(await storagePaths(`${tourId}/`)).toEqual([`${tourId}/mainImg-640.jpg`]);
  });

  it('replacing one file of a work keeps the others and drops only its old variants', async () => {
    const tourId = ok(await createTour(tourInput(museumId), resized('mainImg', 800)));
    const workId = ok(
      await createWork(workInput(tourId), [
        resized('mainImg', 1600),
        resized('map', 900),
        audio('es'),
      ]),
    );
    ok(await editWork(workId, workInput(tourId), [resized('map', 400)]));
    expect(await storagePaths(`${workId}/`)).toEqual([
      `${workId}/audio-es.mp3`,
      `${workId}/mainImg-1600.webp`,
      `${workId}/mainImg-640.webp`,
      `${workId}/map-400.webp`,
    ]);
    const work = ok(await getWork(workId));
    expect(work.media.map?.path).toBe(`${workId}/map-400.webp`);
    expect(work.media.mainImg?.path).toBe(`${workId}/mainImg-1600.webp`);
    ok(await deleteWork(workId));
    expect(await storagePaths(`${workId}/`)).toEqual([]);
  });

  it("records each image's pixel size and each narration's length; an edit keeps the room", async () => {
    const tourId = ok(await createTour(tourInput(museumId), resized('mainImg', 800)));
    const room = { es: 'Sala 24, planta baja', en: 'Room 24, ground floor' };
    const workId = ok(
      await createWork({ ...workInput(tourId), room }, [
        resized('mainImg', 1600),
        resized('map', 900),
        audio('es', 27.794),
        audio('en'),
      ]),
    );
    let work = ok(await getWork(workId));
    expect(work.room).toEqual(room);
    expect(work.media.mainImg).toMatchObject({ width: 1600, height: 1200 });
    expect(work.media.map).toMatchObject({ width: 900, height: 675 });
    expect(work.media['audio-es']?.duration).toBe(27.794);
    // A narration the browser could not measure is stored without a length.
    expect(work.media['audio-en']).not.toHaveProperty('duration');

    // Texts saved without a room leave it as it is; a new narration brings its own length.
    ok(await editWork(workId, workInput(tourId), [audio('en', 28.003)]));
    work = ok(await getWork(workId));
    expect(work.room).toEqual(room);
    expect(work.media['audio-en']?.duration).toBe(28.003);
    expect(work.media['audio-es']?.duration).toBe(27.794);
    ok(await editWork(workId, { ...workInput(tourId), room: { es: '', en: '' } }, []));
    expect(ok(await getWork(workId)).room).toEqual({ es: '', en: '' });
  });

  it('a failed create removes the display file and its copy, and writes no document', async () => {
    const filesBefore = await storagePaths();
    const worksBefore = await documentIds('obras');
    // The write fails: the tour it reads first, to number the work, does not exist.
    const result = await createWork(workInput('no-such-tour'), [
      resized('mainImg', 1600),
      audio('en'),
    ]);
    expect(result.isError && result.error.code).toBe('notFound');
    expect(await storagePaths()).toEqual(filesBefore);
    expect(await documentIds('obras')).toEqual(worksBefore);
  });

  it('a cancelled upload leaves nothing and says so', async () => {
    const filesBefore = await storagePaths();
    const controller = new AbortController();
    const pending = createTour(tourInput(museumId), resized('mainImg', 1600, 3_000_000), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    controller.abort();
    const result = await pending;
    expect(result.isError && result.error.code).toBe('canceled');
    expect(await storagePaths()).toEqual(filesBefore);
  });

  it('deleting a tour removes every variant of its works and its own', async () => {
    const tourId = ok(await createTour(tourInput(museumId), resized('mainImg', 1600)));
    const workId = ok(
      await createWork(workInput(tourId), [resized('mainImg', 1600), resized('map', 1600)]),
    );
    ok(await deleteTour(tourId));
    expect(await storagePaths(`${tourId}/`)).toEqual([]);
    expect(await storagePaths(`${workId}/`)).toEqual([]);
  });
});
