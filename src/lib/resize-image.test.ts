import { describe, expect, it } from 'vitest';
import { displayWidthFor, heightAt, storedTypeFor } from './resize-image';

describe('the stored size of a resized image', () => {
  it('keeps the photo’s proportions at the display width', () => {
    const photo = { width: 4000, height: 3000 };
    expect(displayWidthFor(photo.width)).toBe(1600);
    expect(heightAt(photo, 1600)).toBe(1200);
    expect(heightAt(photo, 640)).toBe(480);
    expect(heightAt({ width: 1000, height: 1333 }, 1000)).toBe(1333);
    expect(heightAt({ width: 900, height: 601 }, 640)).toBe(427);
  });

  it('is never less than one pixel high', () => {
    expect(heightAt({ width: 16000, height: 2 }, 1600)).toBe(1);
  });
});

describe('the format a resized image is stored in', () => {
  it('is WebP where the canvas makes WebP (Chromium, Firefox)', () => {
    expect(storedTypeFor('image/webp')).toBe('image/webp');
  });

  it('is JPEG where asking for WebP gives PNG (Safari, WebKit) or nothing', () => {
    expect(storedTypeFor('image/png')).toBe('image/jpeg');
    expect(storedTypeFor(undefined)).toBe('image/jpeg');
  });
});
