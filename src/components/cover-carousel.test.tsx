import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inSpanish } from '@/test/i18n';

// Each test gets fresh modules: "the first cover is on screen" happens once per page.
async function load() {
  vi.resetModules();
  const { afterMainImage } = await import('@/lib/main-image');
  const { CoverCarousel } = await import('./cover-carousel');
  return { afterMainImage, CoverCarousel };
}

const SLIDES = [
  { id: 'mnba', alt: 'first cover' },
  { id: 'malba', alt: 'second cover' },
  { id: 'moderno', alt: 'third cover' },
];

beforeEach(async () => {
  await inSpanish();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the home page covers', () => {
  it('asks only for the first cover’s file until the carousel takes over', async () => {
    const { CoverCarousel } = await load();
    render(
      <CoverCarousel slides={SLIDES} labelledBy="t">
        <h1 id="t">Title</h1>
      </CoverCarousel>,
    );
    const [first, second, third] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('src', expect.stringContaining('covers/mnba-1600.webp'));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).not.toHaveAttribute('src');
    expect(second).not.toHaveAttribute('srcset');
    expect(third).not.toHaveAttribute('src');
  });

  it('says when the first cover is on screen, so what follows it can load', async () => {
    const { CoverCarousel, afterMainImage } = await load();
    let after = false;
    void afterMainImage(60_000).then(() => (after = true));
    render(
      <CoverCarousel slides={SLIDES} labelledBy="t">
        <h1 id="t">Title</h1>
      </CoverCarousel>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(after).toBe(false);
    const [first] = screen.getAllByRole('img', { hidden: true });
    if (!first) throw new Error('no cover');
    fireEvent.load(first);
    // A frame with it painted, then a task.
    await vi.waitFor(() => expect(after).toBe(true));
  });

  it('does not hold the rest back forever when no cover is ever shown', async () => {
    vi.useFakeTimers();
    const { afterMainImage } = await load();
    let after = false;
    void afterMainImage(5000).then(() => (after = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(after).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(after).toBe(true);
  });
});
