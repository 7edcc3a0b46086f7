import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { readDraft, writeDraft } from '@/lib/forms/use-draft';
import { fail, ok, type Result } from '@/lib/result';
import { leftoverPaths, clearLeftovers } from '@/features/cpanel/leftovers';
import {
  cancelUpload,
  dismissUpload,
  resetUploadsForTests,
  retryUpload,
  runUpload,
  uploadsNow,
} from './upload-queue';
import type { UploadRequest } from './upload-types';
import { aWorkUpload } from './test-support';

/** A save the test ends when it wants, reporting progress as the test says. */
function deferredSave() {
  const calls: MediaWriteOptions[] = [];
  const endings: ((result: Result<unknown>) => void)[] = [];
  const run = vi.fn((options: MediaWriteOptions) => {
    calls.push(options);
    return new Promise<Result<unknown>>((resolve) => endings.push(resolve));
  });
  return {
    run,
    progress: (baseName: string, fraction: number, call = calls.length - 1) =>
      calls[call]?.onProgress?.({ baseName, fraction }),
    end: (result: Result<unknown>, call = endings.length - 1) => endings[call]?.(result),
    signal: (call = calls.length - 1) => calls[call]?.signal,
  };
}

const file = (baseName: string, bytes: number, small = 0): MediaFile => ({
  baseName,
  contentType: baseName.startsWith('audio') ? 'audio/mpeg' : 'image/webp',
  data: new Blob([new Uint8Array(bytes)]),
  ...(small > 0 && {
    width: 1600,
    variants: [{ width: 640, data: new Blob([new Uint8Array(small)]) }],
  }),
});

function request(save: ReturnType<typeof deferredSave>, extra: Partial<UploadRequest> = {}) {
  return aWorkUpload(save.run, [file('audio-es', 3000), file('mainImg', 800, 200)], extra);
}

const shown = () => uploadsNow()[0];

beforeEach(() => {
  resetUploadsForTests();
  clearLeftovers();
  localStorage.clear();
});
afterEach(() => resetUploadsForTests());

describe('the upload queue', () => {
  it('shows a save from the moment it is handed over, with its progress by bytes, until done', async () => {
    const save = deferredSave();
    const outcome = runUpload(request(save));
    expect(shown()).toMatchObject({ key: 'work-a', status: 'uploading', fraction: 0 });
    // The narration (3000 bytes) is half up; the picture (800 + its 200-byte copy) not yet.
    save.progress('audio-es', 0.5);
    expect(shown()?.fraction).toBeCloseTo(1500 / 4000);
    save.progress('mainImg', 1);
    save.progress('audio-es', 1);
    // Every byte is up: what is left is the document's write.
    expect(shown()).toMatchObject({ status: 'saving', fraction: 1 });
    save.end(ok('work-a'));
    await expect(outcome).resolves.toEqual(ok('work-a'));
    expect(shown()).toMatchObject({ status: 'done', fraction: 1 });
  });

  it('sends a record once: a second save of it while the first runs joins the first', async () => {
    const save = deferredSave();
    const first = runUpload(request(save));
    const second = runUpload(request(save));
    expect(save.run).toHaveBeenCalledTimes(1);
    expect(uploadsNow()).toHaveLength(1);
    save.end(ok('work-a'));
    await expect(first).resolves.toEqual(ok('work-a'));
    await expect(second).resolves.toEqual(ok('work-a'));
  });

  it('keeps a failure with its reason, and a retry runs the same save again, for the same record', async () => {
    const save = deferredSave();
    const failed = runUpload(request(save));
    save.end(fail('network'));
    await failed;
    expect(shown()).toMatchObject({
      status: 'failed',
      problem: { key: 'errors.network' },
    });
    const again = retryUpload('work-a');
    expect(save.run).toHaveBeenCalledTimes(2);
    expect(shown()?.status).toBe('uploading');
    save.end(ok('work-a'));
    await expect(again).resolves.toEqual(ok('work-a'));
    expect(shown()?.status).toBe('done');
    expect(uploadsNow()).toHaveLength(1);
  });

  it('records the files a failed save could not delete, for the clean-up', async () => {
    const save = deferredSave();
    const failed = runUpload(request(save));
    save.end(Object.assign(fail('network'), { leftovers: ['work-a/audio-es.mp3'] }));
    await failed;
    expect(leftoverPaths()).toEqual(['work-a/audio-es.mp3']);
  });

  it("stops on the form's Cancel or the tray's, through the save's signal", async () => {
    const save = deferredSave();
    const form = new AbortController();
    void runUpload(request(save, { signal: form.signal }));
    form.abort();
    expect(save.signal()?.aborted).toBe(true);
    save.end(fail('canceled'));
    await vi.waitFor(() => expect(shown()?.status).toBe('failed'));

    const again = retryUpload('work-a');
    cancelUpload('work-a');
    expect(save.signal()?.aborted).toBe(true);
    save.end(fail('canceled'));
    await again;
  });

  it('takes a finished upload off the tray when dismissed, never a running one', async () => {
    const save = deferredSave();
    const outcome = runUpload(request(save));
    dismissUpload('work-a');
    expect(uploadsNow()).toHaveLength(1);
    save.end(ok('work-a'));
    await outcome;
    dismissUpload('work-a');
    expect(uploadsNow()).toHaveLength(0);
  });

  it('clears the draft it was saved from, not one typed since', async () => {
    const values = { 'name.es': 'Manifestación', recordId: 'work-a' };
    writeDraft('local', 'works:new:tour-1', values);
    const save = deferredSave();
    const outcome = runUpload(request(save, { draft: { key: 'works:new:tour-1', values } }));
    save.end(ok('work-a'));
    await outcome;
    expect(readDraft('local', 'works:new:tour-1')).toBeNull();

    // Another work typed in the same form while the first one uploaded keeps its draft.
    writeDraft('local', 'works:new:tour-1', { 'name.es': 'Otra', recordId: 'work-b' });
    const later = deferredSave();
    const second = runUpload(
      request(later, { key: 'work-c', draft: { key: 'works:new:tour-1', values } }),
    );
    later.end(ok('work-c'));
    await second;
    expect(readDraft('local', 'works:new:tour-1')?.values['name.es']).toBe('Otra');
  });

  it('has the browser ask before a reload or a closed tab while an upload runs, not after', async () => {
    const save = deferredSave();
    const outcome = runUpload(request(save));
    const during = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(during);
    expect(during.defaultPrevented).toBe(true);
    save.end(ok('work-a'));
    await outcome;
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('after a reload, says which saves it cut short and points their files to the clean-up', async () => {
    const save = deferredSave();
    void runUpload(request(save));
    // The page reloads: the tab's memory is gone, its session storage stays.
    vi.resetModules();
    const fresh = await import('./upload-queue');
    const unsubscribe = fresh.subscribeUploads(() => undefined);
    expect(fresh.uploadsNow()).toEqual([
      expect.objectContaining({
        key: 'work-a',
        status: 'interrupted',
        formLink: '/cpanel/art-form?expositionId=tour-1',
      }),
    ]);
    expect(fresh.retryUpload('work-a')).toBeNull();
    const { leftoverPaths: leftoversAfter } = await import('@/features/cpanel/leftovers');
    expect(leftoversAfter()).toEqual(
      expect.arrayContaining([
        'work-a/audio-es.mp3',
        'work-a/mainImg-1600.webp',
        'work-a/mainImg-640.webp',
      ]),
    );
    unsubscribe();
    fresh.resetUploadsForTests();
  });

  it('still says a save was cut short when the reload fails it as the page goes', async () => {
    const save = deferredSave();
    const outcome = runUpload(request(save));
    window.dispatchEvent(new Event('pagehide'));
    // The browser ends the page's requests while it unloads: the save fails then.
    save.end(fail('network'));
    await outcome;
    vi.resetModules();
    const fresh = await import('./upload-queue');
    const unsubscribe = fresh.subscribeUploads(() => undefined);
    expect(fresh.uploadsNow()).toEqual([
      expect.objectContaining({ key: 'work-a', status: 'interrupted' }),
    ]);
    unsubscribe();
    fresh.resetUploadsForTests();
    window.dispatchEvent(new Event('pageshow'));
  });
});
