import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstPageFiles,
  preloadAfterFirstPaint,
  readFirstPageCode,
  type FirstPageCode,
} from './first-page-code';

const code: FirstPageCode = {
  files: ['assets/es.js', 'assets/en.js', 'assets/tour.js', 'assets/data.js', 'assets/zod.js'],
  pages: { tour: [2, 3], museums: [3] },
  reads: [4, 3],
  texts: { es: [0], en: [1] },
};

function scriptWith(data?: string) {
  const script = document.createElement('script');
  if (data !== undefined) script.dataset.firstPage = data;
  return script;
}

describe('the first page’s code', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    vi.useRealTimers();
  });

  it('reads the table the build wrote on the boot script’s tag, and nothing else', () => {
    expect(readFirstPageCode(scriptWith(JSON.stringify(code)))).toEqual(code);
    expect(readFirstPageCode(scriptWith())).toBeNull();
    expect(readFirstPageCode(scriptWith('{not json'))).toBeNull();
    expect(readFirstPageCode(scriptWith('{"files":[]}'))).toBeNull();
    expect(readFirstPageCode(null)).toBeNull();
  });

  it('asks for the language’s texts at once, then the page’s code, and what takes the reads only when there are reads', () => {
    expect(firstPageFiles(code, 'tour', { language: 'en', withReads: true })).toEqual({
      now: ['assets/en.js'],
      afterFirstPaint: ['assets/tour.js', 'assets/data.js', 'assets/zod.js'],
    });
    expect(firstPageFiles(code, 'museums', { language: 'es', withReads: false })).toEqual({
      now: ['assets/es.js'],
      afterFirstPaint: ['assets/data.js'],
    });
    // A page the build wrote nothing for still gets its texts.
    expect(firstPageFiles(code, 'home', { language: 'es', withReads: false })).toEqual({
      now: ['assets/es.js'],
      afterFirstPaint: [],
    });
  });

  it('adds the module preloads only after the next frame has been painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      preloadAfterFirstPaint(['assets/tour.js', 'assets/data.js']);
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      frames.forEach((callback) => callback(0));
      // Still inside the frame: nothing yet.
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const links = [
        ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      ];
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/assets/tour.js',
        '/assets/data.js',
      ]);
      expect(links.every((link) => link.dataset.firstPage === '')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
