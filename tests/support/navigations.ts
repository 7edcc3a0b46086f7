import type { Page } from 'playwright-core';

/*
 * How a journey shows that a page went nowhere without waiting to see: every navigation a
 * document starts (a link followed, the router changing the address, a reload) fires the
 * Navigation API's `navigate` event inside the call that starts it, before any request leaves.
 * So once the page has handled what could have moved it, the list below is complete.
 */

interface Recorded {
  navigationsStarted: string[];
}

/** From now on, each document of `page` lists the navigations it starts, by type. */
export async function recordNavigations(page: Page) {
  await page.addInitScript(() => {
    const started: string[] = [];
    const api = (window as { navigation?: EventTarget }).navigation;
    // Without the API nothing would be recorded and every check would pass: say so instead.
    if (!api) started.push('no Navigation API to record with');
    api?.addEventListener('navigate', (event) => {
      started.push((event as Event & { navigationType: string }).navigationType);
    });
    (window as unknown as Recorded).navigationsStarted = started;
  });
}

/**
 * The navigations the current document has started, read once what was under way has run: the
 * task at hand, the next frame and the effects after it.
 */
export function navigationsStarted(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        requestAnimationFrame(() => {
          setTimeout(() => {
            resolve([...(window as unknown as Recorded).navigationsStarted]);
          });
        });
      }),
  );
}
