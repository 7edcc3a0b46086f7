import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import type { MediaRef } from '@/lib/model/shared';
import { emulatorHost, firebaseApp } from './app';
import { EMULATOR_PORTS } from './emulator-ports';

// How long Storage retries before giving up: long enough for a phone's bad moment, short enough to report it.
export const OPERATION_RETRY_MS = 120_000;
export const UPLOAD_RETRY_MS = 600_000;

let instance: FirebaseStorage | undefined;

/** Storage is for the back-office: public pages use the download URLs stored in documents. */
export function storage(): FirebaseStorage {
  if (instance) return instance;
  const created = getStorage(firebaseApp());
  created.maxOperationRetryTime = OPERATION_RETRY_MS;
  created.maxUploadRetryTime = UPLOAD_RETRY_MS;
  const host = emulatorHost();
  if (host) connectStorageEmulator(created, host, EMULATOR_PORTS.storage);
  instance = created;
  return created;
}

export interface UploadOptions {
  contentType: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file and returns what the document stores about it. Abortable. */
export function uploadMedia(path: string, data: Blob, options: UploadOptions): Promise<MediaRef> {
  const target = ref(storage(), path);
  const task = uploadBytesResumable(target, data, {
    contentType: options.contentType,
    cacheControl: 'public, max-age=31536000',
  });
  const abort = () => task.cancel();
  options.signal?.addEventListener('abort', abort, { once: true });
  return new Promise<MediaRef>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => options.onProgress?.(snapshot.bytesTransferred / (snapshot.totalBytes || 1)),
      (error) => {
        options.signal?.removeEventListener('abort', abort);
        reject(error);
      },
      () => {
        options.signal?.removeEventListener('abort', abort);
        void getDownloadURL(target).then(
          (url) =>
            resolve({
              url,
              path,
              contentType: options.contentType,
              size: task.snapshot.totalBytes,
            }),
          reject,
        );
      },
    );
  });
}

export interface DeleteReport {
  deleted: string[];
  errored: string[];
}

/** Deletes each path; a missing file counts as deleted. Never throws. */
export async function deletePaths(paths: string[]): Promise<DeleteReport> {
  const results = await Promise.allSettled(
    paths.map((path) =>
      deleteObject(ref(storage(), path)).catch((error: unknown) => {
        if (isNotFound(error)) return;
        throw error;
      }),
    ),
  );
  const report: DeleteReport = { deleted: [], errored: [] };
  results.forEach((result, index) => {
    const path = paths[index] ?? '';
    (result.status === 'fulfilled' ? report.deleted : report.errored).push(path);
  });
  return report;
}

/** Deletes every file in a document's folder ({docId}/). */
export async function deleteFolder(docId: string): Promise<DeleteReport> {
  const listing = await listAll(ref(storage(), docId));
  return deletePaths(listing.items.map((item) => item.fullPath));
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    Reflect.get(error, 'code') === 'storage/object-not-found'
  );
}
