import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Whether `promise` has settled within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

/** Fresh modules: the first screen is painted once per visit. */
async function load() {
  vi.resetModules();
  return {
    ...(await import('./moments')),
    ...(await import('./main-image')),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the first screen painted', () => {
  it('waits while something of the page still comes, then for an idle moment', async () => {
    const { afterFirstScreen, holdFirstScreen, pageShown } = await load();
    const loading = holdFirstScreen();
    pageShown();
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    loading();
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits for the app to show a page at all', async () => {
    const { afterFirstScreen, pageShown } = await load();
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    pageShown();
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits for every hold: a loading state giving way to an image on its way', async () => {
    const { afterFirstScreen, holdFirstScreen, pageShown } = await load();
    pageShown();
    const loading = holdFirstScreen();
    const done = afterFirstScreen();
    // In one render the loading state goes and the image that replaces it comes.
    loading();
    const image = holdFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    image();
    image(); // released twice (an image that arrived, then left the page) counts once
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('is not waited for forever when no page ever says it is painted', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen, FIRST_SCREEN_TIMEOUT_MS } = await load();
    let done = false;
    void afterFirstScreen().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});

describe('the main image painted', () => {
  /** A stand-in for the browser's Element Timing reports: `paint(element)` reports one. */
  function fakeElementTiming() {
    const observers: ((entries: { element: Element }[]) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
      observe() {
        observers.push((entries) => this.callback({ getEntries: () => entries }));
      }
      disconnect() {
        observers.length = 0;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return { paint: (element: Element) => observers.forEach((notify) => notify([{ element }])) };
  }

  const mainImage = (complete: boolean) => {
    document.body.innerHTML =
      '<main><img alt="" fetchpriority="high" elementtiming="main-image" src="/a.webp"></main>';
    const [image] = document.getElementsByTagName('img');
    if (!image) throw new Error('no image');
    Object.defineProperty(image, 'complete', { value: complete, configurable: true });
    return image;
  };

  it('waits until the browser reports the arrived image painted', async () => {
    const { afterMainImage, mainImageShown } = await load();
    const timing = fakeElementTiming();
    const image = mainImage(true);
    mainImageShown(image);
    const done = afterMainImage();
    expect(await settlesWithin(done, 300)).toBe(false);
    timing.paint(document.createElement('img')); // another element's report is not it
    expect(await settlesWithin(done, 100)).toBe(false);
    timing.paint(image);
    expect(await settlesWithin(done, 100)).toBe(true);
  });

  it('waits for the image to arrive first', async () => {
    const { afterMainImage, mainImageShown } = await load();
    const image = mainImage(false);
    mainImageShown(image);
    const done = afterMainImage();
    expect(await settlesWithin(done, 300)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settlesWithin(done, 300)).toBe(true);
  });

  it('gives up waiting for a report that does not come (an image out of view)', async () => {
    const { afterMainImage, mainImageShown, PAINT_REPORT_TIMEOUT_MS } = await load();
    fakeElementTiming();
    mainImageShown(mainImage(true));
    const done = afterMainImage();
    expect(await settlesWithin(done, PAINT_REPORT_TIMEOUT_MS - 300)).toBe(false);
    expect(await settlesWithin(done, 600)).toBe(true);
  });

  it('without the API, settles a frame after the image arrived', async () => {
    const { afterMainImage, mainImageShown } = await load();
    mainImageShown(mainImage(true));
    expect(await settlesWithin(afterMainImage(), 300)).toBe(true);
  });

  it('on a page that says none, settles after a frame', async () => {
    const { afterMainImage } = await load();
    expect(await settlesWithin(afterMainImage(), 300)).toBe(true);
  });

  it('with a time-out, waits for a main image said later, that long at most', async () => {
    const { afterMainImage, mainImageShown } = await load();
    const done = afterMainImage(60_000);
    expect(await settlesWithin(done, 300)).toBe(false);
    const image = mainImage(false);
    mainImageShown(image);
    expect(await settlesWithin(done, 100)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settlesWithin(done, 300)).toBe(true);
  });
});

describe('the next paint', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });

  it('comes right after the next frame', async () => {
    const { afterNextPaint } = await load();
    const paint = new Promise<void>((resolve) => afterNextPaint(resolve, 1000));
    expect(await settlesWithin(paint, 200)).toBe(true);
  });

  it('comes after the time-out when no frame is painted (a tab in the background)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const { afterNextPaint } = await load();
    const paint = new Promise<void>((resolve) => afterNextPaint(resolve, 300));
    expect(await settlesWithin(paint, 150)).toBe(false);
    expect(await settlesWithin(paint, 300)).toBe(true);
  });
});
