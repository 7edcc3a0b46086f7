import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, afterMainImage, nextPaint, PAINT_REPORT_TIMEOUT_MS } from './when-idle';

/** Whether `promise` has settled within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('after the first screen', () => {
  it('waits while the page shows a loading state, then for an idle moment', async () => {
    document.body.innerHTML =
      '<main><div class="status status--loading" role="status">Cargando…</div></main>';
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    document.body.innerHTML = '<main><h1>Museos</h1></main>';
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits for the app to render its page at all', async () => {
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    document.body.innerHTML = '<main><h1>Recorrido</h1></main>';
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits for the first screen’s images, not the lazy ones below it', async () => {
    document.body.innerHTML =
      '<main><img alt="" src="/a.webp"><img alt="" loading="lazy" src="/b.webp"></main>';
    const [eager, lazy] = document.querySelectorAll('img');
    let eagerDone = false;
    Object.defineProperty(eager, 'complete', { get: () => eagerDone });
    Object.defineProperty(lazy, 'complete', { get: () => false });
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    eagerDone = true;
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits while a list is still being filled in', async () => {
    document.body.innerHTML = '<main><ol class="works" aria-busy="true"><li>1</li></ol></main>';
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    document.querySelector('ol')?.removeAttribute('aria-busy');
    expect(await settlesWithin(done, 1500)).toBe(true);
  });
});

describe('after the main image', () => {
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

  const mainImage = () => {
    document.body.innerHTML =
      '<main><img alt="" fetchpriority="high" elementtiming="main-image" src="/a.webp"></main>';
    const [image] = document.getElementsByTagName('img');
    if (!image) throw new Error('no image');
    Object.defineProperty(image, 'complete', { value: true });
    return image;
  };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits until the browser reports the arrived image painted', async () => {
    const timing = fakeElementTiming();
    const image = mainImage();
    const done = afterMainImage();
    expect(await settlesWithin(done, 300)).toBe(false);
    timing.paint(document.createElement('img')); // another element's report is not it
    expect(await settlesWithin(done, 100)).toBe(false);
    timing.paint(image);
    expect(await settlesWithin(done, 100)).toBe(true);
  });

  it('gives up waiting for a report that does not come (an image out of view)', async () => {
    fakeElementTiming();
    mainImage();
    const done = afterMainImage();
    expect(await settlesWithin(done, PAINT_REPORT_TIMEOUT_MS - 300)).toBe(false);
    expect(await settlesWithin(done, 600)).toBe(true);
  });

  it('without the API, settles a frame after the image arrived', async () => {
    mainImage();
    expect(await settlesWithin(afterMainImage(), 300)).toBe(true);
  });
});

describe('the next paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('comes right after the next frame', async () => {
    expect(await settlesWithin(nextPaint(1000), 200)).toBe(true);
  });

  it('comes after the time-out when no frame is painted (a tab in the background)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const paint = nextPaint(300);
    expect(await settlesWithin(paint, 150)).toBe(false);
    expect(await settlesWithin(paint, 300)).toBe(true);
  });
});
