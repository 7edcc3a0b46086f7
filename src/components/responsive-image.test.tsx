import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const BASE = 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/';
const named = {
  path: 'tour1/mainImg-1200.webp',
  url: `${BASE}tour1%2FmainImg-1200.webp?alt=media&token=abc`,
};
const legacy = { path: 'tour1/mainImg.jpg', url: `${BASE}tour1%2FmainImg.jpg?alt=media&token=abc` };

describe('ResponsiveImage', () => {
  it('offers both stored widths with sizes and a reserved box, lazily by default', async () => {
    render(<ResponsiveImage image={named} alt="Cover" width={600} height={400} sizes="100vw" />, {
      container: document.body.appendChild(document.createElement('main')),
    });
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
    const { ResponsiveImage } = await import('./responsive-image');
    render(
      <main>
        <div className="status status--loading">…</div>
        <ResponsiveImage image={named} alt="Main" width={600} height={400} sizes="100vw" priority />
        <ResponsiveImage image={named} alt="Below" width={600} height={400} sizes="100vw" />
      </main>,
    );
    const main = screen.getByRole('img', { name: 'Main' });
    expect(main).toHaveAttribute('srcset');
    // jsdom loads no image: the main one counts as arrived.
    Object.defineProperty(main, 'complete', { value: true });
    const below = screen.getByRole('img', { name: 'Below' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(below).not.toHaveAttribute('src');
    expect(below).not.toHaveAttribute('srcset');
    document.querySelector('.status--loading')?.remove();
    await waitFor(() => expect(below).toHaveAttribute('srcset'), { timeout: 3000 });
  });

  it('fetches the page’s main image with high priority', () => {
    render(
      <ResponsiveImage image={named} alt="Main" width={600} height={400} sizes="100vw" priority />,
    );
    const img = screen.getByRole('img', { name: 'Main' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an image stored before the variants as it is, without srcset', async () => {
    render(<ResponsiveImage image={legacy} alt="Old" width={600} height={400} sizes="100vw" />, {
      container: document.body.appendChild(document.createElement('main')),
    });
    const img = screen.getByRole('img', { name: 'Old' });
    await waitFor(() => expect(img).toHaveAttribute('src', legacy.url));
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
