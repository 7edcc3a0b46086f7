import { afterNextPaint } from './moments';

/*
 * The main image painted: a moment of its own (see moments.ts), told by the code that renders the
 * page's largest picture and confirmed by the browser's report that it painted it.
 */

/** How long the browser's report of an arrived image as painted is waited for. */
export const PAINT_REPORT_TIMEOUT_MS = 1000;

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

let mainImage: Promise<void> | undefined;
const awaitingMainImage = new Set<(painted: Promise<void>) => void>();

/**
 * Said by the code that renders the page's main image (its largest picture), in a layout effect
 * so that it is said before any other image of the page asks. Returns the unsaying, for when the
 * image leaves the page.
 */
export function mainImageShown(image: HTMLImageElement): () => void {
  const painted = new Promise<void>((resolve) => {
    const arrived = () => afterPainted(image, resolve);
    if (image.complete) return arrived();
    image.addEventListener('load', arrived, { once: true });
    image.addEventListener('error', arrived, { once: true });
  });
  mainImage = painted;
  awaitingMainImage.forEach((awaiting) => awaiting(painted));
  awaitingMainImage.clear();
  return () => {
    if (mainImage === painted) mainImage = undefined;
  };
}

/**
 * The main image painted: the page's main image has arrived and been painted, or failed. For the
 * other images of the first screen and what follows it (likes, comments, highlights): on a slow
 * connection they would share the bandwidth with it, and the largest picture would come later.
 * A page that has said no main image has none: this resolves after a frame. With `timeoutMs`, it
 * waits for one to be said (a loader that starts before its page renders), that long at most.
 */
export function afterMainImage(timeoutMs?: number): Promise<void> {
  if (mainImage && timeoutMs === undefined) return mainImage;
  return new Promise<void>((resolve) => {
    let said = false;
    const take = (painted: Promise<void>) => {
      said = true;
      void painted.then(resolve);
    };
    if (mainImage) take(mainImage);
    else awaitingMainImage.add(take);
    const giveUp = () => {
      awaitingMainImage.delete(take);
      if (timeoutMs !== undefined || !said) resolve();
    };
    if (timeoutMs === undefined) afterNextPaint(giveUp);
    else setTimeout(giveUp, timeoutMs);
  });
}
