/**
 * Resolves once the browser has painted a frame (the next frame, then a task after it), or
 * after 500 ms in a tab that paints nothing (hidden). Data code awaits it before it fetches
 * Firestore, so the first paint never waits on, or competes with, those chunks (issue 8).
 */
let painted: Promise<void> | undefined;

export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 500);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
  return painted;
}

/** A module of data code, fetched once the first frame is on screen. */
export async function importAfterPaint<T>(load: () => Promise<T>): Promise<T> {
  await afterFirstPaint();
  return load();
}
