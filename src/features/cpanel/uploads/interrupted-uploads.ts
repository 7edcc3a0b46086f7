import { recordLeftovers } from '@/features/cpanel/leftovers';
import { mediaPaths, type MediaFile } from '@/lib/firebase/media-file';
import { UPLOADING_KEY } from '@/lib/local-stores';
import type { Upload } from './upload-types';

/*
 * What a reload does to the uploads: it ends them, nothing can carry them on. The record's
 * document is written only once all its files are up (writeWithMedia), so it never points at a
 * file that is missing; what had been sent is left over. The saves running are remembered in this tab,
 * with the paths of the files they had started to send, so that after a reload the tray says
 * which were cut short and the clean-up finds their files; and the browser asks first.
 */

/** Saves cut short by a reload, in this tab only (another tab's uploads are its own). */
const INTERRUPTED_KEY = UPLOADING_KEY;

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

/** A save on its way: remembered until it ends, with the paths its files go to. */
export function rememberRunning(shown: Omit<Remembered, 'paths'>, files: MediaFile[]) {
  const paths = files.flatMap((file) => {
    try {
      return mediaPaths(shown.key, file);
    } catch {
      return [];
    }
  });
  remember([...remembered().filter((each) => each.key !== shown.key), { ...shown, paths }]);
}

/** A save that ended, or (with no key) every one. */
export function forgetInterrupted(key?: string) {
  remember(key === undefined ? [] : remembered().filter((each) => each.key !== key));
}

/** The saves a reload cut short, for the tray; their files are pointed to the clean-up. */
export function takeInterrupted(): Upload[] {
  const cut = remembered();
  if (cut.length === 0) return [];
  remember([]);
  recordLeftovers({ leftovers: cut.flatMap((each) => each.paths) });
  return cut.map(({ paths: _paths, ...upload }) => ({
    ...upload,
    status: 'interrupted',
    fraction: 0,
  }));
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

/** Whether the page is unloading: a save failing now was cut short, not failed. */
export const pageLeaving = () => leaving;

/** While an upload runs, a reload or a closed tab would end it: the browser asks first. */
function onUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Browsers before 2023 (Chrome 119) ask only when a value is set, whatever MDN deprecates.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  event.returnValue = '';
}

export function askBeforeUnload(ask: boolean) {
  if (ask) window.addEventListener('beforeunload', onUnload);
  else window.removeEventListener('beforeunload', onUnload);
}
