import { useSyncExternalStore } from 'react';
import type { MediaFile, MediaProgress, MediaWriteOptions } from '@/lib/firebase/media-file';
import { mediaPaths } from '@/lib/firebase/media-file';
import { clearDraft, readDraft } from '@/lib/forms/use-draft';
import type { FormValues } from '@/lib/forms/use-form';
import type { BilingualText } from '@/lib/model/language';
import type { Result } from '@/lib/result';
import { translatable, type Translatable } from '@/lib/translatable';
import { recordLeftovers } from '@/features/back-office/leftovers';

/*
 * The back-office's uploads, kept outside any form: a save that sends files goes on when the
 * admin moves to another page of the back-office, and the upload tray (upload-tray.tsx, in the
 * back-office's frame) shows each one until it is done or has failed, with a retry. Each upload
 * is keyed by its record's id, chosen before the first write (the form keeps it, and so does its
 * draft): a second save of the same record while one runs joins it, and a retry or a save made
 * again later edits the record the first one created (src/lib/firebase/create-once.ts).
 *
 * A reload or a closed tab ends the page's uploads with it: nothing can carry them on. The
 * record's document is written only once all its files are up (writeWithMedia), so it never
 * points at a file that is missing; what had been sent is left over for the clean-up. The tray
 * says, after a reload, which saves were cut short, and the browser asks before a reload or a
 * closed tab while an upload runs.
 */

export type UploadKind = 'museum' | 'tour' | 'work';
export type UploadStatus = 'uploading' | 'saving' | 'done' | 'failed' | 'interrupted';

/** What the tray shows of one save with files. */
export interface Upload {
  /** The record's id. */
  key: string;
  kind: UploadKind;
  /** The record's name, as typed in both languages. */
  title: BilingualText;
  /** Where it belongs (a work's tour), when the record has a place. */
  place?: BilingualText;
  /** The record once saved (its edit page). */
  link: string;
  /** The form it was saved from, where its draft waits (after a failure or a reload). */
  formLink: string;
  status: UploadStatus;
  /** 0..1, by bytes, of every file and its smaller copies. */
  fraction: number;
  /** Why it failed (an error's text). */
  problem?: Translatable;
}

/** What a form hands over to the queue. */
export interface UploadRequest extends Omit<Upload, 'status' | 'fraction' | 'problem'> {
  files: MediaFile[];
  /** The save itself, with the progress and cancel options the queue gives it. */
  run: (options: MediaWriteOptions) => Promise<Result<unknown> | null>;
  /**
   * The form's draft of this record and the values saved: once saved, the draft goes if it holds
   * just those (not if more was typed since, or another record is being typed there now).
   */
  draft?: { key: string; values: FormValues };
  /** The form's own progress, while it is on screen. */
  onProgress?: (progress: MediaProgress) => void;
  /** The form's Cancel. */
  signal?: AbortSignal;
}

interface Running {
  request: UploadRequest;
  controller: AbortController;
  done: Promise<Result<unknown> | null>;
}

/** Saves cut short by a reload, in this tab only (another tab's uploads are its own). */
const INTERRUPTED_KEY = 'museo.cpanel.uploading';

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

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type Remembered = Omit<Upload, 'status' | 'fraction' | 'problem'> & { paths: string[] };

function remembered(): Remembered[] {
  try {
    const value: unknown = JSON.parse(session()?.getItem(INTERRUPTED_KEY) ?? '[]');
    return Array.isArray(value) ? (value as Remembered[]) : [];
  } catch {
    return [];
  }
}

function remember(list: Remembered[]) {
  try {
    if (list.length === 0) session()?.removeItem(INTERRUPTED_KEY);
    else session()?.setItem(INTERRUPTED_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked: after a reload the tray cannot say what was cut short; nothing else is lost.
  }
}

/**
 * On the back-office's first render in this tab: the saves a reload cut short are shown as such,
 * and the files they had started to send are pointed to the clean-up.
 */
function start() {
  if (started) return;
  started = true;
  const cut = remembered();
  if (cut.length === 0) return;
  remember([]);
  recordLeftovers({ leftovers: cut.flatMap((each) => each.paths) });
  publish([
    ...cut.map(({ paths: _paths, ...upload }): Upload => ({
      ...upload,
      status: 'interrupted',
      fraction: 0,
    })),
    ...uploads,
  ]);
}

/*
 * Once the page is going (a reload the admin confirmed, a closed tab), the uploads it ends fail
 * as the page unloads: those must stay remembered, so the next page says they were cut short.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** While an upload runs, a reload or a closed tab would end it: the browser asks first. */
function onUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Browsers before 2023 (Chrome 119) ask only when a value is set, whatever MDN deprecates.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  event.returnValue = '';
}

function watchUnload() {
  if (running.size > 0) window.addEventListener('beforeunload', onUnload);
  else window.removeEventListener('beforeunload', onUnload);
}

const sameValues = (a: FormValues, b: FormValues) =>
  Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '') === (b[name] ?? ''));

/** Every file's bytes with its smaller copies: what the progress is weighed by. */
const bytesOf = (file: MediaFile) =>
  file.data.size + (file.variants ?? []).reduce((sum, variant) => sum + variant.data.size, 0);

function launch(request: UploadRequest): Promise<Result<unknown> | null> {
  const { key, files } = request;
  const controller = new AbortController();
  const stop = () => controller.abort();
  request.signal?.addEventListener('abort', stop, { once: true });
  const sizes = new Map(files.map((file) => [file.baseName, bytesOf(file)]));
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
  const sent = new Map<string, number>();
  const paths = files.flatMap((file) => {
    try {
      return mediaPaths(key, file);
    } catch {
      return [];
    }
  });
  const {
    run: _run,
    files: _files,
    draft: _draft,
    onProgress,
    signal: _signal,
    ...shown
  } = request;
  remember([...remembered().filter((each) => each.key !== key), { ...shown, paths }]);
  const entry: Upload = { ...shown, status: 'uploading', fraction: 0 };
  publish([entry, ...uploads.filter((upload) => upload.key !== key)]);

  const options: MediaWriteOptions = {
    signal: controller.signal,
    onProgress: (progress) => {
      onProgress?.(progress);
      sent.set(progress.baseName, progress.fraction);
      const bytes = [...sent].reduce(
        (sum, [name, fraction]) => sum + fraction * (sizes.get(name) ?? 0),
        0,
      );
      const fraction = Math.min(1, bytes / total);
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
    watchUnload();
    if (leaving) return result;
    remember(remembered().filter((each) => each.key !== key));
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
  watchUnload();
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

/** Whether any upload of this tab is running (the clean-up must wait for it). */
export const uploadsRunning = () => running.size > 0;

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
  remember([]);
  window.removeEventListener('beforeunload', onUnload);
}

/** The uploads of this tab, newest first; re-renders as they move. */
export function useUploads(): readonly Upload[] {
  return useSyncExternalStore(subscribeUploads, uploadsNow, uploadsNow);
}
