import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePrefetched } from '@/lib/prefetch';

const loaders = vi.hoisted(() => ({
  loadHighlights: vi.fn(() => Promise.resolve({ isError: false, data: [] })),
  loadMuseums: vi.fn(() => Promise.resolve({ isError: false, data: [] })),
  loadMuseum: vi.fn((id: string) =>
    Promise.resolve({
      isError: false,
      data: { id, image: { path: `${id}/mainImg.jpg`, url: `https://img.test/${id}.jpg` } },
    }),
  ),
  loadMuseumTours: vi.fn((id: string) => Promise.resolve({ isError: false, data: [id] })),
  loadTour: vi.fn((id: string) => Promise.resolve({ isError: false, data: id })),
}));
vi.mock('./routes/route-data', async (original) => ({
  ...(await original<typeof import('./routes/route-data')>()),
  ...loaders,
}));
// The pages' code is not what this test is about.
vi.mock('./routes/home', () => ({}));
vi.mock('./routes/museums', () => ({}));
vi.mock('./routes/museum', () => ({}));
vi.mock('./routes/tour', () => ({}));

const { preloadRoute } = await import('./route-chunks');

afterEach(() => {
  vi.clearAllMocks();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('preloadRoute', () => {
  it('requests a tour’s data at boot, under the key its page takes it by', async () => {
    await preloadRoute('/muestra/mnba%20realismo').data;
    expect(loaders.loadTour).toHaveBeenCalledWith('mnba realismo');
    await expect(takePrefetched('tour:mnba realismo')).resolves.toEqual({
      isError: false,
      data: 'mnba realismo',
    });
  });

  it('requests a museum and its tours together', async () => {
    await preloadRoute('/recorridos/mnba').data;
    expect(loaders.loadMuseum).toHaveBeenCalledWith('mnba');
    expect(loaders.loadMuseumTours).toHaveBeenCalledWith('mnba');
    expect(takePrefetched('tours:mnba')).toBeDefined();
    // The museum's image, the page's largest paint, is requested as soon as the museum arrives,
    // and the connections to the data and images are opened before that.
    await takePrefetched('museum:mnba');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('https://img.test/mnba.jpg');
    expect(document.head.querySelectorAll('link[rel="preconnect"]')).toHaveLength(2);
  });

  it('on the home page preloads the first cover and leaves the tours for later', async () => {
    const requested = preloadRoute('/').data;
    // At once, not a task later: the cover is the page's largest paint.
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('imagesrcset')).toMatch(/covers\/mnba-800\.webp 800w/);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    await requested;
    expect(loaders.loadHighlights).not.toHaveBeenCalled();
  });

  it('requests nothing for other pages or a malformed address', async () => {
    await Promise.all([
      preloadRoute('/log-in').data,
      preloadRoute('/cpanel/tematics').data,
      preloadRoute('/muestra/%E0%A4%A').data,
    ]);
    for (const load of Object.values(loaders)) expect(load).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
