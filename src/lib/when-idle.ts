/**
 * Resolves once the page has loaded, the browser has been idle, and `delayMs` more have
 * passed: for work that must never compete with the page's own code, data and images on a
 * slow phone, such as the service worker's precache or the carousel's script.
 */
export function afterLoadAndIdle(delayMs = 0): Promise<void> {
  return afterLoad()
    .then(() => new Promise<void>((resolve) => onIdle(resolve, 2000)))
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, delayMs)));
}

/** How long `afterFirstScreen` waits for a first screen that never completes (an error...). */
export const FIRST_SCREEN_TIMEOUT_MS = 20_000;

/** Whether <main> still shows a loading state, or an image of its first screen still loads. */
function firstScreenPending(): boolean {
  const main = document.querySelector('main');
  if (!main) return true; // the app has not rendered its page yet
  if (main.querySelector('.status--loading, [aria-busy="true"]')) return true;
  return [...main.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].some(
    (image) => !image.complete,
  );
}

/**
 * Resolves once the page's first screen is complete: the page has loaded, <main> shows no
 * loading state, its first screen's images (the eager ones) have arrived, and the browser has
 * been idle, then `delayMs` more. For what no visitor needs on the first screen (the service
 * worker and its precache, the web manifest and its icons): on a slow connection they must not
 * take bandwidth before the page's largest paint, which on a data page comes well after `load`
 * (its data is fetched by script, which `load` does not wait for).
 */
export async function afterFirstScreen(delayMs = 0): Promise<void> {
  await afterLoad();
  const started = Date.now();
  while (firstScreenPending() && Date.now() - started < FIRST_SCREEN_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise<void>((resolve) => onIdle(resolve, 2000));
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}

let firstScreen: Promise<void> | undefined;
let firstScreenDone = false;

/**
 * `afterFirstScreen` of the page the visitor opened, once per visit: pages reached later by a
 * link find it long done.
 */
export function visitFirstScreen(): { done: boolean; promise: Promise<void> } {
  firstScreen ??= afterFirstScreen().then(() => {
    firstScreenDone = true;
  });
  return { done: firstScreenDone, promise: firstScreen };
}

/** How long `afterMainImage` waits for the browser to report an arrived image as painted. */
export const PAINT_REPORT_TIMEOUT_MS = 1000;

/**
 * Resolves once the page's main image (in <main>, fetched with high priority) has arrived and
 * been painted, or failed; after a frame when the page has none. For the other images of the
 * first screen and what follows it (likes and comments): on a slow connection they would share
 * the bandwidth with it, and the largest picture would be painted later.
 */
export function afterMainImage(): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      const image = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      if (image && !image.complete) {
        image.addEventListener('load', settle, { once: true });
        image.addEventListener('error', settle, { once: true });
        return;
      }
      if (image) afterPainted(image, resolve);
      else afterNextPaint(resolve);
    };
    settle();
  });
}

/**
 * Runs `run` once the browser reports `image` painted (the Element Timing API, for an image
 * named with `elementtiming`): a frame after the image arrived is not enough, the picture can
 * reach the screen a frame or two later. After a frame where the API is missing, and after
 * PAINT_REPORT_TIMEOUT_MS at the latest (an image scrolled out of view is never reported).
 */
function afterPainted(image: HTMLImageElement, run: () => void) {
  const reported =
    image.hasAttribute('elementtiming') &&
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('element');
  if (!reported) {
    afterNextPaint(run);
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    run();
  };
  const observer = new PerformanceObserver((list) => {
    // Element Timing entries are not in TypeScript's DOM types yet.
    if (list.getEntries().some((entry) => Reflect.get(entry, 'element') === image)) finish();
  });
  observer.observe({ type: 'element', buffered: true });
  const timer = setTimeout(finish, PAINT_REPORT_TIMEOUT_MS);
}

/** Runs `run` when the browser is idle, or after `timeoutMs` at the latest. */
export function onIdle(run: () => void, timeoutMs: number) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}

/**
 * Runs `run` in a task right after the next frame has been painted. Returns a cancel function
 * (for an effect's clean-up).
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Resolves in a task right after the next frame has been painted, or after `timeoutMs` when no
 * frame comes: a tab in the background paints none.
 */
export function nextPaint(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cancel = afterNextPaint(resolve);
    setTimeout(() => {
      cancel();
      resolve();
    }, timeoutMs);
  });
}

/** Resolves once the page has loaded (its scripts, styles and the images in its markup). */
export function afterLoad(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/**
 * Resolves in a task of its own, letting the browser paint and answer input in between: for
 * splitting a long run of start-up work into pieces a slow phone can interleave with input.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close(); // an open port would keep Node (the tests) running
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
