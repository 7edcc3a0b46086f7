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
vi.mock('./pages/visitor/home/home-loader', async (original) => ({
  ...(await original<typeof import('./pages/visitor/home/home-loader')>()),
  loadHighlights: loaders.loadHighlights,
}));
vi.mock('./pages/visitor/museums/museums-loader', async (original) => ({
  ...(await original<typeof import('./pages/visitor/museums/museums-loader')>()),
  loadMuseums: loaders.loadMuseums,
}));
vi.mock('./pages/visitor/museum/museum-loader', async (original) => ({
  ...(await original<typeof import('./pages/visitor/museum/museum-loader')>()),
  loadMuseum: loaders.loadMuseum,
  loadMuseumTours: loaders.loadMuseumTours,
}));
vi.mock('./pages/visitor/tour/tour-loader', async (original) => ({
  ...(await original<typeof import('./pages/visitor/tour/tour-loader')>()),
  loadTour: loaders.loadTour,
}));
// The pages' code is not what this test is about.
vi.mock('./pages/visitor/home/home', () => ({}));
vi.mock('./pages/visitor/museums/museums', () => ({}));
vi.mock('./pages/visitor/museum/museum', () => ({}));
vi.mock('./pages/visitor/tour/tour', () => ({}));

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
    await expect(takePrefetched('tours:mnba')).resolves.toEqual({ isError: false, data: ['mnba'] });
    await expect(takePrefetched('museum:mnba')).resolves.toMatchObject({ data: { id: 'mnba' } });
    // The connections to the data and images are opened first. The museum's image is preloaded
    // by the boot script as soon as its read arrives (src/boot/start-boot-reads.test.ts).
    expect(document.head.querySelectorAll('link[rel="preconnect"]')).toHaveLength(2);
  });

  it('on the home page requests its code and leaves the tours for later', async () => {
    // Its first cover, the largest paint, is preloaded by the boot script before this runs.
    const { code, data } = preloadRoute('/');
    await Promise.all([code, data]);
    expect(loaders.loadHighlights).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="preconnect"]')).toBeNull();
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
