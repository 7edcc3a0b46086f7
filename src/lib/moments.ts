/*
 * The named moments the app waits for, so that on a slow phone with a weak signal what the
 * visitor is looking at never shares the connection or the processor with what can come later:
 * - a task: between pieces of start-up work, so none of them blocks input for long;
 * - a paint: what must come after a frame is on screen;
 * - idle: the page has loaded and the browser has nothing to do, for what no screen needs;
 * - the main image painted (main-image.ts): the page's largest picture is on screen, for the
 *   other images;
 * - the first screen painted: nothing on the visit's first screen is still coming, for what no
 *   one needs on it (the service worker, the pictures below it, the tab's icon).
 * The first screen and the main image are told, by the code that paints them; nothing is
 * inferred from the page's markup.
 */

/** A task of its own: lets the browser paint and answer input between pieces of the boot. */
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

/**
 * Runs `run` in a task right after the next frame has been painted, or after `timeoutMs` when no
 * frame comes (a tab in the background paints none). Returns a cancel function (for an effect).
 */
export function afterNextPaint(run: () => void, timeoutMs?: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(run);
  });
  if (timeoutMs !== undefined) {
    timer = setTimeout(() => {
      cancelAnimationFrame(frame);
      run();
    }, timeoutMs);
  }
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The page has loaded: its scripts, styles and the images in its markup. */
function afterLoad(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** How long idle waits for the browser to be idle before it goes on anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Idle: the page has loaded, the browser has been idle, and `delayMs` more have passed. For work
 * that must never compete with the page's own code, data and images (the carousel's script).
 */
export async function afterIdle(delayMs = 0): Promise<void> {
  await afterLoad();
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** How long the first screen is waited for when it never says it is painted (an error...). */
export const FIRST_SCREEN_TIMEOUT_MS = 20_000;

let shown = false;
let holds = 0;
let check: (() => void) | undefined;
let markFirstScreen: () => void = () => undefined;
const firstScreenSaid = new Promise<void>((resolve) => {
  markFirstScreen = resolve;
});

/** Called when the number of holds or `shown` changes: the screen is painted a frame later. */
function settle() {
  check?.();
  check = undefined;
  if (!shown || holds > 0) return;
  check = afterNextPaint(() => {
    check = undefined;
    if (shown && holds === 0) markFirstScreen();
  });
}

/** Said by a layout once it has rendered the page's <main>: the app shows a page of its own. */
export function pageShown() {
  if (shown) return;
  shown = true;
  settle();
}

/**
 * Said by what keeps the first screen incomplete while it lasts (a loading state, an image of
 * the first screen on its way): the first screen is painted only once every hold is released.
 * Returns the release, which may be called more than once.
 */
export function holdFirstScreen(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    settle();
  };
}

let firstScreen: Promise<void> | undefined;
let firstScreenDone = false;

/**
 * The first screen painted, once per visit: the page has loaded, the visit's first page said its
 * first screen is painted (within FIRST_SCREEN_TIMEOUT_MS), and the browser has been idle. For
 * what no visitor needs on it (the service worker, the web manifest and its icons, the pictures
 * below it): on a slow connection it must not take bandwidth before the page's largest paint.
 * Pages reached later by a link find it long done.
 */
export function afterFirstScreen(): Promise<void> {
  firstScreen ??= (async () => {
    await afterLoad();
    await Promise.race([
      firstScreenSaid,
      new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_TIMEOUT_MS)),
    ]);
    await afterIdle();
    firstScreenDone = true;
  })();
  return firstScreen;
}

/** Whether the first screen is painted already (a component starts with it so, not a frame later). */
export const isFirstScreenDone = () => firstScreenDone;
