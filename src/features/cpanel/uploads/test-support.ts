import { act } from '@testing-library/react';
import { runUpload } from './upload-queue';
import type { UploadRequest } from './upload-types';

/* What the upload queue's tests share: a work's save as its form hands it over. */

/** The save of work-a of tour-1, with its files and what the test sets. */
export function aWorkUpload(
  run: UploadRequest['run'],
  files: UploadRequest['files'],
  extra: Partial<UploadRequest> = {},
): UploadRequest {
  return {
    key: 'work-a',
    kind: 'work',
    title: { es: 'Manifestación', en: 'Demonstration' },
    place: { es: 'Realismo social', en: 'Social realism' },
    link: '/cpanel/edit-obra/work-a',
    formLink: '/cpanel/art-form?expositionId=tour-1',
    files,
    run,
    ...extra,
  };
}

/** Hands `request` to the queue inside act, as a form would, and gives back how it ends. */
export function startUpload(request: UploadRequest): Promise<unknown> {
  let outcome: Promise<unknown> = Promise.resolve();
  act(() => {
    outcome = runUpload(request);
  });
  return outcome;
}
