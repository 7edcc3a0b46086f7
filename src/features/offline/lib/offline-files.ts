/* What a saved tour is, where on the device it is kept, and how a save can fail. */

export interface OfflineFile {
  url: string;
  /** Bytes, as the document records it (MediaRef.size): the size is shown before downloading. */
  size: number;
}

export interface SavedTour<T> {
  id: string;
  savedAt: number;
  bytes: number;
  files: string[];
  data: T;
}

export const DATA_CACHE = 'museo-offline-data';
const FILES_PREFIX = 'museo-tour-';
export const DATA_PATH = '/__offline__/tours/';
export const dataUrl = (id: string) => `${DATA_PATH}${encodeURIComponent(id)}.json`;
export const filesCache = (id: string) => `${FILES_PREFIX}${id}`;

export function totalBytes(files: OfflineFile[]) {
  return unique(files).reduce((sum, file) => sum + file.size, 0);
}

export function unique(files: OfflineFile[]) {
  const seen = new Map<string, OfflineFile>();
  for (const file of files) seen.set(file.url, file);
  return [...seen.values()];
}

export class OfflineSaveError extends Error {
  constructor(
    readonly reason: 'network' | 'quota' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}
