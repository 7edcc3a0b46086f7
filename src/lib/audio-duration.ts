/**
 * A narration's length, measured in the browser before upload, so the tour page can show
 * "Escuchar · 0:25" without loading the file. Only the back-office imports this.
 */
import { MAX_DURATION } from '@/lib/model/shared';

/** Long enough for the browser to read a local file's header; short enough not to stall a save. */
export const MEASURE_TIMEOUT_MS = 5000;

/**
 * Seconds of audio in `file`, to the millisecond, or undefined when the browser cannot tell
 * (unreadable file, a stream without a length, a timeout): the file is then stored without one.
 * Never rejects.
 */
export function measureDuration(
  file: Blob,
  timeoutMs: number = MEASURE_TIMEOUT_MS,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    let url: string;
    try {
      url = URL.createObjectURL(file);
    } catch {
      resolve(undefined);
      return;
    }
    const audio = document.createElement('audio');
    const done = (seconds: number | undefined) => {
      window.clearTimeout(timer);
      audio.removeEventListener('loadedmetadata', loaded);
      audio.removeEventListener('error', failed);
      // Let go of the file: no request stays open, the object URL is freed.
      audio.removeAttribute('src');
      audio.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const loaded = () => {
      const seconds = audio.duration;
      const usable = Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_DURATION;
      done(usable ? Math.round(seconds * 1000) / 1000 : undefined);
    };
    const failed = () => done(undefined);
    const timer = window.setTimeout(failed, timeoutMs);
    audio.addEventListener('loadedmetadata', loaded);
    audio.addEventListener('error', failed);
    audio.preload = 'metadata';
    audio.src = url;
  });
}
