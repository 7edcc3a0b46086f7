import type { MediaFile, MediaProgress, MediaWriteOptions } from '@/lib/firebase/media-file';
import type { FormValues } from '@/lib/forms/use-form';
import type { BilingualText } from '@/lib/model/language';
import type { Result } from '@/lib/result';
import type { Translatable } from '@/lib/translatable';

/* What the upload queue (upload-queue.ts) is handed and what its tray shows. */

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
