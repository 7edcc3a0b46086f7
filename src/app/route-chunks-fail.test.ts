import { describe, expect, it, vi } from 'vitest';

// A deploy replaced the museums page's files: asking for its loader fails, as the browser's
// "Failed to fetch dynamically imported module" does.
vi.mock('./pages/visitor/museums/museums-loader', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./pages/visitor/museums/museums', () => ({}));

const { preloadRoute } = await import('./route-chunks');

describe('preloadRoute, when a page’s data code cannot be fetched', () => {
  it('settles quietly, leaving the page to ask again and say what went wrong', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { code, data } = preloadRoute('/museos');
    await expect(Promise.all([code, data])).resolves.toEqual([undefined, undefined]);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
