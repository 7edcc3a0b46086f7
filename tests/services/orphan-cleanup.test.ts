import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseum } from '@/features/museums/api/museum-edits';
import { createTour } from '@/features/tours/api/tour-edits';
import { createWork } from '@/features/works/api/work-edits';
import { auth } from '@/lib/firebase/auth';
import type { MediaFile } from '@/lib/firebase/media-file';
import { cleanUpOrphans } from '@/features/cpanel/api/orphans';
import { uploadMedia } from '@/lib/firebase/storage';
import { createAccount, storagePaths } from '../support/inspect';
import { ok, signInAs, startWithAdmin } from './support/session';

const ADMIN = { email: 'admin-orphans@museo.test', password: 'admin-pass-1' };
const USER = { email: 'user-orphans@museo.test', password: 'user-pass-1' };

const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });
const webp = (baseName: string, width?: number, bytes = 2048): MediaFile => ({
  baseName,
  data: new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/webp' }),
  contentType: 'image/webp',
  ...(width === undefined ? {} : { width }),
});
const blob = (bytes: number, type: string) => new Blob([new Uint8Array(bytes).fill(3)], { type });

beforeAll(async () => {
  await startWithAdmin(ADMIN);
  await createAccount(USER.email, USER.password, { name: 'Lu', surname: 'U', isAdmin: false });
});

afterAll(async () => {
  await signOut(auth());
});

describe('clean up orphaned files', () => {
  it('removes files without a document and files their document does not point to, and keeps the rest', async () => {
    await signInAs(ADMIN);
    const museumId = ok(
      await createMuseum({ name: bilingual('M'), description: bilingual('D') }, webp('mainImg')),
    );
    const tourId = ok(
      await createTour(
        {
          museumId,
          name: bilingual('T'),
          description: bilingual('D'),
          resume: bilingual('R'),
          address: 'Av. del Libertador 1473',
          museum: bilingual('MNBA'),
        },
        webp('mainImg'),
      ),
    );
    // A resized image: the document points to mainImg-1200.webp, which owns mainImg-640.webp.
    const resized: MediaFile = {
      ...webp('mainImg', 1200),
      variants: [{ width: 640, data: blob(1024, 'image/webp') }],
    };
    // A map resized in a browser that encodes no WebP: map-900.jpg owns map-640.jpg.
    const jpegMap: MediaFile = {
      baseName: 'map',
      data: blob(2048, 'image/jpeg'),
      contentType: 'image/jpeg',
      width: 900,
      variants: [{ width: 640, data: blob(1024, 'image/jpeg') }],
    };
    const workId = ok(
      await createWork(
        {
          tourId,
          order: 1,
          name: bilingual('W'),
          description: bilingual('D'),
          author: 'A',
          transcript: bilingual(''),
        },
        [
          resized,
          jpegMap,
          { baseName: 'audio-es', data: blob(4096, 'audio/mpeg'), contentType: 'audio/mpeg' },
        ],
      ),
    );
    const kept = await storagePaths();
    // Leftovers: a folder no document owns, and stray files in the work's folder, one of them a
    // small copy in the other format than the map the document points to.
    const options = { contentType: 'image/webp' };
    await uploadMedia('ghost-work/mainImg.webp', blob(512, 'image/webp'), options);
    await uploadMedia('ghost-work/map-640.webp', blob(512, 'image/webp'), options);
    await uploadMedia(`${workId}/map.webp`, blob(512, 'image/webp'), options);
    await uploadMedia(`${workId}/map-640.webp`, blob(512, 'image/webp'), options);
    expect((await storagePaths()).length).toBe(kept.length + 4);

    const progress: [number, number][] = [];
    const report = ok(await cleanUpOrphans((done, total) => progress.push([done, total])));

    expect(report.deleted.sort()).toEqual(
      [
        'ghost-work/mainImg.webp',
        'ghost-work/map-640.webp',
        `${workId}/map.webp`,
        `${workId}/map-640.webp`,
      ].sort(),
    );
    expect(report.errored).toEqual([]);
    expect(report.folders).toBe(4);
    expect(progress.at(-1)).toEqual([4, 4]);
    expect(await storagePaths()).toEqual(kept);
    expect(kept).toEqual(
      expect.arrayContaining([
        `${museumId}/mainImg.webp`,
        `${tourId}/mainImg.webp`,
        `${workId}/mainImg-1200.webp`,
        `${workId}/mainImg-640.webp`,
        `${workId}/map-900.jpg`,
        `${workId}/map-640.jpg`,
        `${workId}/audio-es.mp3`,
      ]),
    );

    // Nothing left to do: a second run deletes nothing.
    expect(ok(await cleanUpOrphans()).deleted).toEqual([]);
  });

  it('is refused to a signed-in visitor who is not an admin', async () => {
    await signInAs(ADMIN);
    await uploadMedia('ghost-2/mainImg.webp', blob(512, 'image/webp'), {
      contentType: 'image/webp',
    });
    await signInAs(USER);
    const result = await cleanUpOrphans();
    expect(result.isError && result.error.code).toBe('permissionDenied');
    expect(await storagePaths('ghost-2/')).toEqual(['ghost-2/mainImg.webp']);
  });
});
