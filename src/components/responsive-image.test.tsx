import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import * as firstScreen from '@/lib/use-first-screen';
import { ResponsiveImage, type ImageLoading } from './responsive-image';

const BASE = 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/';
const named = {
  path: 'tour1/mainImg-1200.webp',
  url: `${BASE}tour1%2FmainImg-1200.webp?alt=media&token=abc`,
};
const legacy = { path: 'tour1/mainImg.jpg', url: `${BASE}tour1%2FmainImg.jpg?alt=media&token=abc` };

/** A 600x400 image shown full width, as `Component` (a fresh module's, where a test needs one). */
function picture(
  alt: string,
  loading?: ImageLoading,
  Component: typeof ResponsiveImage = ResponsiveImage,
) {
  return (
    <Component image={named} alt={alt} width={600} height={400} sizes="100vw" loading={loading} />
  );
}

/** jsdom loads no image: whether one has arrived is what the test says. */
function arriving(img: HTMLElement) {
  Object.defineProperty(img, 'complete', { value: false, configurable: true });
}
function arrived(img: HTMLElement) {
  Object.defineProperty(img, 'complete', { value: true });
  img.dispatchEvent(new Event('load'));
}
/** The page's main image and the first-screen image beside it. */
const mainAndBeside = () => ({
  main: screen.getByRole('img', { name: 'Main' }),
  beside: screen.getByRole('img', { name: 'Beside' }),
});

/** A page as a layout shows it: it says so (the first screen can then be painted). */
function Page({
  children,
  hooks = firstScreen,
}: {
  children: ReactNode;
  hooks?: typeof firstScreen;
}) {
  hooks.usePageShown();
  return <main>{children}</main>;
}

/** A loading state: holds the first screen while it shows. */
function Holding({ hooks }: { hooks: typeof firstScreen }) {
  hooks.useHoldFirstScreen();
  return <p>…</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ResponsiveImage', () => {
  it('offers both stored widths with sizes and a reserved box, lazily by default', async () => {
    render(<Page>{picture('Cover')}</Page>);
    const img = screen.getByRole('img', { name: 'Cover' });
    await waitFor(() =>
      expect(img).toHaveAttribute(
        'srcset',
        `${BASE}tour1%2FmainImg-640.webp?alt=media 640w, ${named.url} 1200w`,
      ),
    );
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
  });

  it('fetches the page’s main image at once, and a lazy one after the first screen', async () => {
    // A fresh module: the first screen is waited for once per visit.
    vi.resetModules();
    const fresh = (await import('./responsive-image')).ResponsiveImage;
    const hooks = await import('@/lib/use-first-screen');
    const { FIRST_SCREEN_TIMEOUT_MS } = await import('@/lib/moments');
    // The page's clock, moved by the test: however long the first screen takes short of its
    // deadline, the picture below waits for it (real time still runs, for waitFor).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = (loading: boolean) => (
      <Page hooks={hooks}>
        {loading && <Holding hooks={hooks} />}
        {picture('Main', 'main', fresh)}
        {picture('Below', undefined, fresh)}
      </Page>
    );
    const { rerender } = render(page(true));
    const main = screen.getByRole('img', { name: 'Main' });
    expect(main).toHaveAttribute('srcset');
    arrived(main);
    const below = screen.getByRole('img', { name: 'Below' });
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_TIMEOUT_MS - 1000);
    expect(below).not.toHaveAttribute('src');
    expect(below).not.toHaveAttribute('srcset');
    rerender(page(false));
    await waitFor(() => expect(below).toHaveAttribute('srcset'), { timeout: 3000 });
  });

  it('fetches the page’s main image with high priority', () => {
    render(picture('Main', 'main'));
    const img = screen.getByRole('img', { name: 'Main' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('fetches another image of the first screen once the main one has arrived, at once without one', async () => {
    render(
      <main>
        {picture('Main', 'main')}
        {picture('Beside', 'next')}
      </main>,
    );
    const { main, beside } = mainAndBeside();
    arriving(main);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beside).not.toHaveAttribute('srcset');
    expect(beside).toHaveAttribute('loading', 'eager');
    expect(beside).toHaveAttribute('fetchpriority', 'auto');
    arrived(main);
    await waitFor(() => expect(beside).toHaveAttribute('srcset'));
  });

  it('completes the first screen once the main image is reported painted and the one beside it has come', async () => {
    // The browser's paint reports, delivered when the test says (jsdom paints nothing).
    let report: ((entries: { element: Element }[]) => void) | undefined;
    class Reports {
      static supportedEntryTypes = ['element'];
      constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Reports);
    vi.resetModules();
    const Fresh = (await import('./responsive-image')).ResponsiveImage;
    const hooks = await import('@/lib/use-first-screen');
    const { afterFirstScreen } = await import('@/lib/moments');
    let complete = false;
    void afterFirstScreen().then(() => (complete = true));
    const image = (alt: string, loading: ImageLoading) => (
      <Fresh
        image={named}
        alt={alt}
        width={600}
        height={400}
        sizes="100vw"
        loading={loading}
        elementTiming={loading === 'main' ? 'main-image' : undefined}
      />
    );
    render(
      <Page hooks={hooks}>
        {image('Main', 'main')}
        {image('Beside', 'next')}
      </Page>,
    );
    const { main, beside } = mainAndBeside();
    arriving(beside);
    // The main image's file has come, but it is not on screen yet: nothing else may start.
    arrived(main);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(complete).toBe(false);
    expect(beside).not.toHaveAttribute('srcset');
    // Painted: the image beside it is fetched, and the first screen waits for it too.
    report?.([{ element: main }]);
    await waitFor(() => expect(beside).toHaveAttribute('srcset'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(complete).toBe(false);
    beside.dispatchEvent(new Event('load'));
    await waitFor(() => expect(complete).toBe(true));
    vi.unstubAllGlobals();
  });

  it('fetches an image of the first screen at once on a page without a main image', async () => {
    render(<main>{picture('Beside', 'next')}</main>);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Beside' })).toHaveAttribute('srcset'),
    );
  });

  it('shows an image stored before the variants as it is, without srcset', async () => {
    render(
      <Page>
        <ResponsiveImage image={legacy} alt="Old" width={600} height={400} sizes="100vw" />
      </Page>,
    );
    const img = screen.getByRole('img', { name: 'Old' });
    await waitFor(() => expect(img).toHaveAttribute('src', legacy.url));
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
