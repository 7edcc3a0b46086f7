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
