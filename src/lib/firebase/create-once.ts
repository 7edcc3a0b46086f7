import { attempt } from '@/lib/errors';
import { fail, type Result } from '@/lib/result';

/**
 * A create that is safe to run again with the same id. The back-office chooses a new record's id
 * before its first write (the form keeps it, its draft too), so a second click, a retry from the
 * upload tray, or a draft saved again after a reload all name the same document: when it exists
 * already, an earlier run created it, and this one edits it (its files replaced as an edit
 * replaces them, never deleted as a failed create's would be) instead of adding another record.
 */
export async function createOnce<T>(
  read: () => Promise<unknown>,
  create: () => Promise<Result<T>>,
  edit: () => Promise<Result<T>>,
  signal?: AbortSignal,
): Promise<Result<T>> {
  const found = await attempt(read);
  // Cancelled while the record was looked up: nothing has been sent yet.
  if (signal?.aborted) return fail('canceled', 'Cancelled before the upload');
  if (!found.isError) return edit();
  if (found.error.code !== 'notFound') return found;
  return create();
}
