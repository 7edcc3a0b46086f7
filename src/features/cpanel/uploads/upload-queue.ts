import { useSyncExternalStore } from 'react';
import type { MediaWriteOptions } from '@/lib/firebase/media-file';
import { clearDraft, readDraft } from '@/lib/forms/use-draft';
import { sameValues } from '@/lib/forms/use-form-values';
import type { Result } from '@/lib/result';
import { translatable } from '@/lib/translatable';
import { recordLeftovers } from '@/features/cpanel/leftovers';
import {
  askBeforeUnload,
  forgetInterrupted,
  pageLeaving,
  rememberRunning,
  takeInterrupted,
} from './interrupted-uploads';
import { progressOf } from './upload-progress';
import type { Upload, UploadRequest } from './upload-types';

/*
 * The back-office's uploads, kept outside any form: a save that sends files goes on when the
 * admin moves to another page of the back-office, and the upload tray (upload-tray.tsx, in the
 * back-office's frame) shows each one until it is done or has failed, with a retry. Each upload
 * is keyed by its record's id, chosen before the first write (the form keeps it, and so does its
 * draft): a second save of the same record while one runs joins it, and a retry or a save made
 * again later edits the record the first one created (src/lib/firebase/create-once.ts).
 * What a reload does to them: interrupted-uploads.ts.
 */

interface Running {
  request: UploadRequest;
  controller: AbortController;
  done: Promise<Result<unknown> | null>;
}

let uploads: Upload[] = [];
const running = new Map<string, Running>();
/** The last request of each upload, for a retry. */
const requests = new Map<string, UploadRequest>();
const listeners = new Set<() => void>();
let started = false;

function publish(next: Upload[]) {
  uploads = next;
  listeners.forEach((listener) => listener());
}

function update(key: string, change: Partial<Upload>) {
  publish(uploads.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
}

/** On the back-office's first render in this tab: the saves a reload cut short are shown. */
function start() {
  if (started) return;
  started = true;
  const cut = takeInterrupted();
  if (cut.length > 0) publish([...cut, ...uploads]);
}

function launch(request: UploadRequest): Promise<Result<unknown> | null> {
  const { key, files } = request;
  const controller = new AbortController();
  const stop = () => controller.abort();
  request.signal?.addEventListener('abort', stop, { once: true });
  const fractionOf = progressOf(files);
  const {
    run: _run,
    files: _files,
    draft: _draft,
    onProgress,
    signal: _signal,
    ...shown
  } = request;
  rememberRunning(shown, files);
  const entry: Upload = { ...shown, status: 'uploading', fraction: 0 };
  publish([entry, ...uploads.filter((upload) => upload.key !== key)]);

  const options: MediaWriteOptions = {
    signal: controller.signal,
    onProgress: (progress) => {
      onProgress?.(progress);
      const fraction = fractionOf(progress);
      // Every byte is up: what is left is the document's write.
      update(key, { fraction, status: fraction >= 1 ? 'saving' : 'uploading' });
    },
  };

  const done = (async () => {
    let result: Result<unknown> | null;
    try {
      result = await request.run(options);
    } catch (error) {
      result = { isError: true, error: { code: 'unknown', detail: String(error) } };
    }
    request.signal?.removeEventListener('abort', stop);
    running.delete(key);
    askBeforeUnload(running.size > 0);
    if (pageLeaving()) return result;
    forgetInterrupted(key);
    if (result) recordLeftovers(result);
    if (!result || result.isError) {
      const code = result?.isError ? result.error.code : 'unknown';
      update(key, { status: 'failed', problem: translatable(`errors.${code}`) });
    } else {
      update(key, { status: 'done', fraction: 1, problem: undefined });
      const { draft } = request;
      const kept = draft && readDraft('local', draft.key);
      if (draft && kept && sameValues(kept.values, draft.values)) clearDraft('local', draft.key);
    }
    return result;
  })();
  running.set(key, { request, controller, done });
  askBeforeUnload(true);
  return done;
}

/**
 * Hands a save with files to the queue and returns its outcome. The same record already on its
 * way is not sent twice: the caller gets the running save's outcome.
 */
export function runUpload(request: UploadRequest): Promise<Result<unknown> | null> {
  start();
  const current = running.get(request.key);
  if (current) return current.done;
  requests.set(request.key, request);
  return launch(request);
}

/** Runs a failed save again, as it was asked (same record, same files); the form may be gone. */
export function retryUpload(key: string): Promise<Result<unknown> | null> | null {
  const current = running.get(key);
  if (current) return current.done;
  const request = requests.get(key);
  if (!request) return null;
  const { onProgress: _onProgress, signal: _signal, ...again } = request;
  return launch(again);
}

/** Stops a running upload: what was sent is deleted again, as after any failed save. */
export function cancelUpload(key: string) {
  running.get(key)?.controller.abort();
}

/** Takes a finished, failed or cut-short upload off the tray. */
export function dismissUpload(key: string) {
  if (running.has(key)) return;
  requests.delete(key);
  publish(uploads.filter((upload) => upload.key !== key));
}

export function uploadsNow(): readonly Upload[] {
  return uploads;
}

export function subscribeUploads(listener: () => void) {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: a fresh queue. */
export function resetUploadsForTests() {
  for (const each of running.values()) each.controller.abort();
  running.clear();
  requests.clear();
  uploads = [];
  started = false;
  forgetInterrupted();
  askBeforeUnload(false);
}

/** The uploads of this tab, newest first; re-renders as they move. */
export function useUploads(): readonly Upload[] {
  return useSyncExternalStore(subscribeUploads, uploadsNow, uploadsNow);
}
