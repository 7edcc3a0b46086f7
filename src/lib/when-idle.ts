/**
 * Resolves once the page has loaded, the browser has been idle, and `delayMs` more have
 * passed: for work that must never compete with the page's own code, data and images on a
 * slow phone (issue 8), such as the service worker's precache or the carousel's script.
 */
export function afterLoadAndIdle(delayMs = 0): Promise<void> {
  return afterLoad()
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function')
            requestIdleCallback(() => resolve(), { timeout: 2000 });
          else setTimeout(resolve, 200);
        }),
    )
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, delayMs)));
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
 * splitting a long run of start-up work into pieces a slow phone can interleave (issue 8, TBT).
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
